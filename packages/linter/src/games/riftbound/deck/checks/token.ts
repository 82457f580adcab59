import { deckToken } from "../../../../diagnostics/deck-token.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { deleteLineFix } from "../../../../deck/fixes/delete-line.js";
import { RIFTBOUND_SECTIONS, type RiftboundDeck } from "../../../../deck/model.js";
import { isToken } from "../card-facts.js";

/** 185: tokens are not cards, so no deck holds one (effects make them during the game). */
export function checkTokens(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  const out: Diagnostic[] = [];
  // A line split into a champion copy and Main Deck copies is one line: report it once.
  const seen = new Set<number>();
  for (const section of RIFTBOUND_SECTIONS) {
    for (const entry of deck.sections[section]) {
      if (!entry.card || !isToken(entry.card) || seen.has(entry.ranges.name.startOffset)) continue;
      seen.add(entry.ranges.name.startOffset);
      const fix = deleteLineFix(source, entry);
      out.push(
        deckToken.create({
          range: entry.ranges.name,
          message: `${entry.name} is a token: tokens are not cards (185) and are made during the game, so a deck can't list one.`,
          ...(fix ? { fixes: [fix] } : {}),
        }),
      );
    }
  }
  return out;
}
