import { defineCode } from "./define.js";

/** Three battlefields with different names (103.4.a, 103.4.c). */
export const deckBattlefields = defineCode({
  code: "deck/battlefields",
  severity: "error",
  rules: ["103.4"],
  summary: "Not three battlefields, or two with the same name.",
});
