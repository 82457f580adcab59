import { defineCode } from "./define.js";

/** The deck needs one Champion Legend (103.1) and one Chosen Champion whose champion tag matches it (103.2.a). */
export const deckChampion = defineCode({
  code: "deck/champion",
  severity: "error",
  rules: ["103.2.a"],
  summary: "No Champion Legend or Chosen Champion, more than one, or a champion whose tag does not match the legend.",
});
