import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import type { RiftboundDeck } from "../../../../deck/model.js";
import { checkSideboardLimit } from "../../../../deck/checks/sideboard.js";

/**
 * Best-of-three match play uses a sideboard of up to 8 cards. This is a tournament rule, not a
 * Core Rule, so it cites none; the sources are in docs/deck-format.md ("The sideboard").
 */
export const RIFTBOUND_SIDEBOARD_MAXIMUM = 8;

export function checkRiftboundSideboard(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  return checkSideboardLimit(deck, source, RIFTBOUND_SIDEBOARD_MAXIMUM, [], `best-of-three match play allows at most ${RIFTBOUND_SIDEBOARD_MAXIMUM} (tournament rules)`);
}
