import { defineCode } from "./define.js";

/**
 * A real card that the card data knows by name only (Magic's name index): the engine has no
 * definition of it, so it plays as a card with its types and no abilities.
 */
export const cardNotModelled = defineCode({
  code: "scenario/card-not-modelled",
  severity: "warning",
  rules: [],
  summary: "A real card the engine has no definition of: it plays as a card without abilities.",
});
