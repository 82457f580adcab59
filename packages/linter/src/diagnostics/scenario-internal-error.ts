import { defineCode } from "./define.js";

/**
 * The linter itself failed on this file. Reported instead of throwing so an editor keeps working;
 * it is always a bug in the linter (the fuzz tests assert it never happens).
 */
export const internalError = defineCode({
  code: "scenario/internal-error",
  severity: "error",
  rules: [],
  summary: "The linter hit a bug on this file; please report it with the file.",
});
