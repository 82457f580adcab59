import { defineCode } from "./define.js";

/**
 * A printed card in the scenario whose text has a clause the engine doesn't model: the replay
 * skips that clause (the transcript notes it when it would happen), so the author is told where
 * the card is set up, not only in the transcript.
 */
export const unmodelledText = defineCode({
  code: "scenario/unmodelled-text",
  severity: "warning",
  rules: [],
  summary: "A card in the scenario has text the engine doesn't model: the replay skips that clause.",
});
