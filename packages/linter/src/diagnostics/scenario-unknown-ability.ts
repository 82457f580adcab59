import { defineCode } from "./define.js";

/** An `ability:` that the card does not have. */
export const unknownAbility = defineCode({
  code: "scenario/unknown-ability",
  severity: "error",
  rules: [],
  summary: "The card has no such activated ability.",
});
