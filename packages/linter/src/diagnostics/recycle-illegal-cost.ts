import { defineCode } from "./define.js";

/** A cost that can't be paid in full: a recycle cost (416.3), an [E] cost (414.4), energy or power (131). */
export const illegalCost = defineCode({
  code: "recycle/illegal-cost",
  severity: "error",
  rules: ["416.3"],
  summary: "A cost that cannot be paid in full.",
});
