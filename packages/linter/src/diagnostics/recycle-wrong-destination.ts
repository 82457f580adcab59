import { defineCode } from "./define.js";

/** A claimed destination (`to:`, `position:`, or an expectation) that the recycle rules contradict. */
export const wrongDestination = defineCode({
  code: "recycle/wrong-destination",
  severity: "error",
  rules: ["416.1"],
  summary: "A recycled card is claimed to go where the rules don't put it.",
});
