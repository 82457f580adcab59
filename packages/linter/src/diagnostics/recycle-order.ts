import { defineCode } from "./define.js";

/** An order given where 416.5 makes it random, or missing where 416.5.a lets the owner choose. */
export const order = defineCode({
  code: "recycle/order",
  severity: "error",
  rules: ["416.5", "416.5.a"],
  summary: "A recycle order given where it is random, or missing where it is chosen.",
});
