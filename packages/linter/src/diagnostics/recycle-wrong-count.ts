import { defineCode } from "./define.js";

/** Too few (or too many) cards chosen for a recycle cost (416.3) or effect (416.4). */
export const wrongCount = defineCode({
  code: "recycle/wrong-count",
  severity: "error",
  rules: ["416.3", "416.4"],
  summary: "The wrong number of cards was chosen for a recycle.",
});
