import { defineCode } from "./define.js";

/** A line that isn't a card, a header or a known key; an unknown header; a count of 0; malformed .dek XML. */
export const deckSyntax = defineCode({
  code: "deck/syntax",
  severity: "error",
  rules: [],
  summary: "A line, header or XML that can't be read as part of a deck list.",
});
