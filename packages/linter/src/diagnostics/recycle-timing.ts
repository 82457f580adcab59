import { defineCode } from "./define.js";

/** A card or ability used where its timing forbids it (145.2 units, 151.2 gear, 164.2 runes, 310.1.a / 316.5.b playing cards). */
export const timing = defineCode({
  code: "recycle/timing",
  severity: "error",
  rules: ["145.2", "151.2", "164.2", "310.1.a", "316.5.b"],
  summary: "An ability or card used when its timing forbids it.",
});
