import { defineCode } from "./define.js";

/** A player id used in a step, a zone reference or an expectation but not declared under `players:`. */
export const unknownPlayer = defineCode({
  code: "scenario/unknown-player",
  severity: "error",
  rules: [],
  summary: "A player that is not declared under players:.",
});
