import { defineCode } from "./define.js";

/**
 * A game the format names but this version of the linter can't replay. Reserved: every game the
 * format names today (riftbound, mtg) is replayed, so nothing reports it; the code stays so that
 * configurations naming it keep working. An unknown `game:` value is scenario/syntax.
 */
export const unsupportedGame = defineCode({
  code: "scenario/unsupported-game",
  severity: "info",
  rules: [],
  summary: "The game is part of the format but not replayed by this version (none today).",
});
