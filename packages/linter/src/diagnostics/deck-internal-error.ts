import { defineCode } from "./define.js";

/** The linter itself failed on this deck list. Reported instead of throwing so an editor keeps working; it is always a bug (the fuzz tests assert it never happens). */
export const deckInternalError = defineCode({
  code: "deck/internal-error",
  severity: "error",
  rules: [],
  summary: "The linter hit a bug on this deck list; please report it with the file.",
});
