import { defineCode } from "./define.js";

/** A key the format does not know; it is ignored (often a typo, hence the did-you-mean). */
export const unknownKey = defineCode({
  code: "scenario/unknown-key",
  severity: "warning",
  rules: [],
  summary: "A key the scenario format does not define; it is ignored.",
});
