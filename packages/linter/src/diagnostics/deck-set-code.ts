import { defineCode } from "./define.js";

/** An MTG line's "(SET) number" names a set the card was never printed in (the Arena export format names one printing). */
export const deckSetCode = defineCode({
  code: "deck/set-code",
  severity: "warning",
  rules: [],
  summary: "An MTG line's set code is a set the card was never printed in.",
});
