import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import type { RiftboundDeck } from "../../../../deck/model.js";
import { checkSideboardLimit } from "../../../../deck/checks/sideboard.js";

/**
 * Tournament Rules 601.1.c.1 (2026-07-16): "a sideboard can include 10 or fewer cards" (8 in the
 * editions of March and April 2026). The Core Rules define no sideboard, so the citation is the
 * Tournament Rules' ("TR 601.1.c.1").
 */
export const RIFTBOUND_SIDEBOARD_MAXIMUM = 10;

export function checkRiftboundSideboard(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  return checkSideboardLimit(deck, source, RIFTBOUND_SIDEBOARD_MAXIMUM, ["TR 601.1.c.1"], `a sideboard holds at most ${RIFTBOUND_SIDEBOARD_MAXIMUM} (Tournament Rules 601.1.c.1)`);
}
