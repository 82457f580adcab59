import { defineCode } from "./define.js";

/** Too many copies of one name: Riftbound 3 with the Chosen Champion (103.2.b), MTG 4 across deck and sideboard (100.2a, 100.4a), unless the card says otherwise. */
export const deckCopyLimit = defineCode({
  code: "deck/copy-limit",
  severity: "error",
  rules: ["103.2.b"],
  summary: "More copies of one card than the game allows (Riftbound 3, champion included; MTG 4 across deck and sideboard).",
});
