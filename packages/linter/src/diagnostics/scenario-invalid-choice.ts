import { defineCode } from "./define.js";

/** A `choose:` answer (or a listed card) that is not among the cards that can be chosen. */
export const invalidChoice = defineCode({
  code: "scenario/invalid-choice",
  severity: "error",
  rules: ["416.6"],
  summary: "An answer that names nothing that can be chosen.",
});
