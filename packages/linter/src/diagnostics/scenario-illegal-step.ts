import { defineCode } from "./define.js";

/** A move, conquer or hold the rules forbid: an exhausted unit moving, a conquer with enemies there, a hold outside the Beginning Phase. */
export const illegalStep = defineCode({
  code: "scenario/illegal-step",
  severity: "error",
  rules: ["144", "466.5", "469", "470"],
  summary: "A move, conquer or hold the rules forbid.",
});
