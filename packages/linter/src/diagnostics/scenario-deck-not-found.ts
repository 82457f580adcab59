import { defineCode } from "./define.js";

/**
 * A player's `deck:` path can't be loaded: the file doesn't exist, can't be read (a folder, no
 * permission), the path is empty, or the scenario was linted as text with no file path to
 * resolve it against.
 */
export const deckNotFound = defineCode({
  code: "scenario/deck-not-found",
  severity: "error",
  rules: [],
  summary: "A deck file can't be found or read, or there is no file path to resolve it against.",
});
