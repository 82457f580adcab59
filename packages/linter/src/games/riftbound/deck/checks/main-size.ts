import { deckMainSize } from "../../../../diagnostics/deck-main-size.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { total, type RiftboundDeck } from "../../../../deck/model.js";
import { sectionAnchor } from "../../../../deck/checks/anchor.js";
import { cardsBelongingTo } from "./belonging.js";

export const RIFTBOUND_MAIN_MINIMUM = 40;

/**
 * 103.2: at least 40 Main Deck cards, the Chosen Champion counted (103.2.a), counted where they
 * belong (see belonging.ts). On the Main Deck header.
 */
export function checkMainSize(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  const cards = cardsBelongingTo(deck, "main");
  const champion = total(cards.filter((e) => e.section === "champion"));
  const size = total(cards);
  const main = size - champion;
  if (size >= RIFTBOUND_MAIN_MINIMUM) return [];
  const counted = champion > 0 ? ` (${main} + the Chosen Champion)` : "";
  return [
    deckMainSize.create({
      range: sectionAnchor(source, deck, ["main", "champion"]),
      message: `The Main Deck has ${size} card${size === 1 ? "" : "s"}${counted}; it needs at least ${RIFTBOUND_MAIN_MINIMUM}, counting the Chosen Champion (103.2). Add ${RIFTBOUND_MAIN_MINIMUM - size}.`,
    }),
  ];
}
