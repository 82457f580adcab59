import { defineCode } from "./define.js";

/** A deck code that can't be read: a version or set the bundled library doesn't know, or a damaged code. Never a crash. */
export const deckDeckCode = defineCode({
  code: "deck/deck-code",
  severity: "error",
  rules: [],
  summary: "A deck code the deck-code library can't read (newer version, unknown set, damaged), or one that disagrees with the list.",
});
