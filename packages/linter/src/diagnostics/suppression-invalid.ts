import { defineCode } from "./define.js";

/**
 * A `recycle-rules-disable-next-line` comment that can't do what it says: it names no code, a code
 * the linter doesn't have, or one that can't be suppressed (an internal error, a suppression's own
 * finding). An error, so a suppression that silences nothing can't pass CI unnoticed.
 */
export const suppressionInvalid = defineCode({
  code: "suppression/invalid",
  severity: "error",
  rules: [],
  summary: "A disable comment that names no code, an unknown code, or one that can't be suppressed.",
});
