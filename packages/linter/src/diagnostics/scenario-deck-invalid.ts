import { defineCode } from "./define.js";

/**
 * The deck list a player's `deck:` loads can't be used as written: reading it found errors
 * (summarised: the count and the first one), it is a list for the other game, or it has no cards.
 */
export const deckInvalid = defineCode({
  code: "scenario/deck-invalid",
  severity: "error",
  rules: [],
  summary: "A loaded deck list has errors, is for the other game, or has no cards.",
});
