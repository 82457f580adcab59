import { defineCode } from "./define.js";

/** A card in the wrong section would be recycled to the wrong deck (416.1.a/b): the section a card is listed in is the deck it belongs to. */
export const deckWrongSection = defineCode({
  code: "deck/wrong-section",
  severity: "error",
  rules: ["103.3", "416.1.a", "416.1.b"],
  summary: "A card listed in a section its type doesn't belong to (a rune in the Main Deck, a unit among the runes).",
});
