import { defineCode } from "./define.js";

/**
 * A `recycle-rules-disable-next-line` comment names a code that no finding on its line has: the
 * finding was fixed, moved, or never there. Reported so stale suppressions don't pile up and hide
 * the next real finding on that line (ESLint's unused-disable-directive report).
 */
export const suppressionUnused = defineCode({
  code: "suppression/unused",
  severity: "warning",
  rules: [],
  summary: "A disable comment names a code that no finding on its line has.",
});
