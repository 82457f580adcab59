import { defineCode } from "./define.js";

/** The starting position is impossible (a duplicate id, a token off the Board). */
export const invalidSetup = defineCode({
  code: "scenario/invalid-setup",
  severity: "error",
  rules: ["186.1"],
  summary: "The starting position cannot exist.",
});
