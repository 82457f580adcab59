import { defineCode } from "./define.js";

/** At most 3 Signature cards, all with the legend's champion tag (103.2.d). */
export const deckSignatureLimit = defineCode({
  code: "deck/signature-limit",
  severity: "error",
  rules: ["103.2.d"],
  summary: "More than 3 Signature cards, or a Signature card of another champion.",
});
