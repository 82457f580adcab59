import { deckRuneCount } from "../../../../diagnostics/deck-rune-count.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { total, type RiftboundDeck } from "../../../../deck/model.js";
import { sectionAnchor } from "../../../../deck/checks/anchor.js";
import { cardsBelongingTo } from "./belonging.js";

export const RUNE_DECK_SIZE = 12;

/** 103.3: exactly 12 runes in the Rune Deck, counted where they belong (see belonging.ts). On the Runes header. */
export function checkRuneCount(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  const runes = total(cardsBelongingTo(deck, "runes"));
  if (runes === RUNE_DECK_SIZE) return [];
  const advice = runes < RUNE_DECK_SIZE ? `add ${RUNE_DECK_SIZE - runes}` : `remove ${runes - RUNE_DECK_SIZE}`;
  return [
    deckRuneCount.create({
      range: sectionAnchor(source, deck, ["runes"]),
      message: `The Rune Deck has ${runes} rune${runes === 1 ? "" : "s"}; it holds exactly ${RUNE_DECK_SIZE} (103.3): ${advice}.`,
    }),
  ];
}
