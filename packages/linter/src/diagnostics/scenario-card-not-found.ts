import { defineCode } from "./define.js";

/** A real card that a step names, but no copy of it exists in the game. */
export const cardNotFound = defineCode({
  code: "scenario/card-not-found",
  severity: "error",
  rules: [],
  summary: "A step names a card that is not in any zone of the game.",
});
