import { defineCode } from "./define.js";

/** Sideboard too large: MTG Constructed at most 15 (100.4a); Riftbound at most 10 (Tournament Rules 601.1.c.1; see docs/deck-format.md). */
export const deckSideboardSize = defineCode({
  code: "deck/sideboard-size",
  severity: "error",
  rules: [],
  summary: "A sideboard over its maximum (Riftbound 10, Tournament Rules 601.1.c.1; MTG 15, 100.4a).",
});
