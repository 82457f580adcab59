import { defineCode } from "./define.js";

/** A name or code the card data doesn't know; checks that need the card's type, domains or tags skip it. */
export const deckUnknownCard = defineCode({
  code: "deck/unknown-card",
  severity: "error",
  rules: [],
  summary: "A card name or code that the card data doesn't have.",
});
