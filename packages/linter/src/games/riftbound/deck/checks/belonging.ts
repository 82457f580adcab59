import type { RiftCardDef } from "@recycle-rules/engine";
import type { DeckEntry, RiftboundDeck } from "../../../../deck/model.js";
import { homeSection, isToken } from "../card-facts.js";

/**
 * The cards that make up the Main Deck or the Rune Deck, counted where they belong: a rune listed
 * among the Main Deck cards counts toward the Rune Deck. deck/wrong-section reports the misplaced
 * line, and its fix moves it; counting by where a card belongs keeps the sizes from reporting the
 * same mistake twice. A card the data doesn't know counts where it is listed; tokens count nowhere.
 */
export function cardsBelongingTo(deck: RiftboundDeck, deckName: "main" | "runes"): DeckEntry<RiftCardDef>[] {
  const listed = [...deck.sections.champion, ...deck.sections.main, ...deck.sections.runes];
  return listed.filter((e) => {
    if (!e.card) return (e.section === "runes") === (deckName === "runes");
    if (isToken(e.card)) return false;
    return homeSection(e.card) === deckName;
  });
}
