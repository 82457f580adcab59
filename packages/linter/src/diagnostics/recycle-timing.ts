import { defineCode } from "./define.js";

/** A card or ability used where its timing forbids it (145.2 units, 151.2 gear, 419.1.a play). */
export const timing = defineCode({
  code: "recycle/timing",
  severity: "error",
  rules: ["145.2"],
  summary: "An ability or card used when its timing forbids it.",
});
