import { deckSideboardSize } from "../../../../diagnostics/deck-sideboard-size.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { total, type RiftboundDeck } from "../../../../deck/model.js";
import { sectionAnchor } from "../../../../deck/checks/anchor.js";

/**
 * Best-of-three match play uses a sideboard of up to 8 cards. This is a tournament rule, not a
 * Core Rule, so it cites none; the sources are in docs/deck-format.md ("The sideboard").
 */
export const RIFTBOUND_SIDEBOARD_MAXIMUM = 8;

export function checkRiftboundSideboard(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  const size = total(deck.sections.sideboard);
  if (size <= RIFTBOUND_SIDEBOARD_MAXIMUM) return [];
  return [
    deckSideboardSize.create({
      range: sectionAnchor(source, deck, ["sideboard"]),
      message: `The sideboard has ${size} cards; best-of-three match play allows at most ${RIFTBOUND_SIDEBOARD_MAXIMUM} (tournament rules). Remove ${size - RIFTBOUND_SIDEBOARD_MAXIMUM}.`,
    }),
  ];
}
