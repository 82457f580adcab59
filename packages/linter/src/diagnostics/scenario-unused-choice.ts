import { defineCode } from "./define.js";

/** A `choose:` answer that no choice of the step consumed (a scenario can't pass by accident). */
export const unusedChoice = defineCode({
  code: "scenario/unused-choice",
  severity: "error",
  rules: [],
  summary: "A choose: answer that no choice used.",
});
