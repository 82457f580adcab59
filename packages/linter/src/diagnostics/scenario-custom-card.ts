import { defineCode } from "./define.js";

/** A problem in a custom card definition under `cards:` (unknown type, cost or text the parser can't read). */
export const customCard = defineCode({
  code: "scenario/custom-card",
  severity: "warning",
  rules: [],
  summary: "A custom card definition has a problem.",
});
