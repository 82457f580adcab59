import { defineCode } from "./define.js";

/** A game the format names but the linter cannot replay yet (Magic: The Gathering). */
export const unsupportedGame = defineCode({
  code: "scenario/unsupported-game",
  severity: "info",
  rules: [],
  summary: "The game is part of the format but not supported yet.",
});
