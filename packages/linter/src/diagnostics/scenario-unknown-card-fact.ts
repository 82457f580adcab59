import { defineCode } from "./define.js";

/**
 * A step needs a fact the card data doesn't have: which domain each power pip of a two-domain
 * card's cost is, where its sources give only how many. Never guessed; the step is not replayed.
 */
export const unknownCardFact = defineCode({
  code: "scenario/unknown-card-fact",
  severity: "error",
  rules: ["131.3"],
  summary: "A step needs a card fact the card data doesn't have (a power pip's domain).",
});
