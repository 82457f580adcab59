import { defineCode } from "./define.js";

/** Under the minimum deck size: Riftbound 40 cards counting the Chosen Champion (103.2), MTG Constructed 60 (100.2a). */
export const deckMainSize = defineCode({
  code: "deck/main-size",
  severity: "error",
  rules: ["103.2"],
  summary: "The Main Deck is under its minimum (40 with the Chosen Champion; 60 for MTG Constructed).",
});
