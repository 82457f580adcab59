import { defineCode } from "./define.js";

/** Tokens are not cards (185), so no deck can hold one. */
export const deckToken = defineCode({
  code: "deck/token",
  severity: "error",
  rules: ["185"],
  summary: "A token listed in a deck: tokens are not cards.",
});
