import { defineCode } from "./define.js";

/** A rune chosen where the text says "card": runes aren't cards (052). */
export const notACard = defineCode({
  code: "recycle/not-a-card",
  severity: "error",
  rules: ["052"],
  summary: "A rune chosen where only cards may be chosen.",
});
