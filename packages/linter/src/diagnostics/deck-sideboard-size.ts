import { defineCode } from "./define.js";

/** Sideboard too large: MTG Constructed at most 15 (100.4a); Riftbound at most 8 in best-of-three match play (tournament rules; see docs/deck-format.md). */
export const deckSideboardSize = defineCode({
  code: "deck/sideboard-size",
  severity: "error",
  rules: [],
  summary: "A sideboard over its maximum (Riftbound 8 for best-of-three matches; MTG 15).",
});
