import { defineCode } from "./define.js";

/** A name or code that is neither a printed card, a custom card, nor a card id of this scenario. */
export const unknownCard = defineCode({
  code: "scenario/unknown-card",
  severity: "error",
  rules: [],
  summary: "A card name or code that no card has.",
});
