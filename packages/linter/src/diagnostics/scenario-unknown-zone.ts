import { defineCode } from "./define.js";

/** A zone name that is not one of the game's zones. */
export const unknownZone = defineCode({
  code: "scenario/unknown-zone",
  severity: "error",
  rules: [],
  summary: "A zone name that the game does not have.",
});
