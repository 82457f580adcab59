import { defineCode } from "./define.js";

/** Every domain of a card must be in the legend's domain identity (103.1.b). */
export const deckDomainIdentity = defineCode({
  code: "deck/domain-identity",
  severity: "error",
  rules: ["103.1.b"],
  summary: "A card with a domain outside the legend's domain identity.",
});
