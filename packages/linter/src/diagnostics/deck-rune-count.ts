import { defineCode } from "./define.js";

/** The Rune Deck holds exactly 12 runes (103.3). */
export const deckRuneCount = defineCode({
  code: "deck/rune-count",
  severity: "error",
  rules: ["103.3"],
  summary: "The Rune Deck does not hold exactly 12 runes.",
});
