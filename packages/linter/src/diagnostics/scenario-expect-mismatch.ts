import { defineCode } from "./define.js";

/** The replay disagrees with an `expect:`; the message gives the actual value. */
export const expectMismatch = defineCode({
  code: "scenario/expect-mismatch",
  severity: "error",
  rules: [],
  summary: "The replay disagrees with an expectation.",
});
