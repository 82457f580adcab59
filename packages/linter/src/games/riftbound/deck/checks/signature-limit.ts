import { deckSignatureLimit } from "../../../../diagnostics/deck-signature-limit.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { RiftboundDeck } from "../../../../deck/model.js";
import { isSignature, legendTags, sharesTag } from "../card-facts.js";
import { countOrName } from "../../../../deck/checks/anchor.js";
import { entryPassing, otherLines } from "../../../../deck/checks/copies.js";
import { legendOf } from "./legend.js";

export const SIGNATURE_LIMIT = 3;

/**
 * 103.2.d: at most 3 Signature cards in total, and each has the legend's champion tag. The total
 * is on the count that makes the 4th; a Signature card of another champion is on its name.
 */
export function checkSignatures(deck: RiftboundDeck): Diagnostic[] {
  const out: Diagnostic[] = [];
  const signatures = [...deck.sections.champion, ...deck.sections.main]
    .filter((e) => e.card !== undefined && isSignature(e.card))
    .sort((a, b) => a.ranges.line.startOffset - b.ranges.line.startOffset);
  const passing = entryPassing(signatures, SIGNATURE_LIMIT);
  if (passing) {
    const count = signatures.reduce((s, e) => s + e.count, 0);
    out.push(
      deckSignatureLimit.create({
        range: countOrName(passing),
        message: `${count} Signature cards; a deck may hold at most ${SIGNATURE_LIMIT} in total (103.2.d).`,
        related: otherLines(signatures, passing, (e) => `${e.count} ${e.name} (Signature)`),
      }),
    );
  }
  const legend = legendOf(deck);
  if (!legend) return out;
  const tags = legendTags(legend.card);
  const reported = new Set<number>();
  for (const e of signatures) {
    if (!e.card || sharesTag(e.card, tags) || reported.has(e.ranges.name.startOffset)) continue;
    reported.add(e.ranges.name.startOffset);
    out.push(
      deckSignatureLimit.create({
        range: e.ranges.name,
        message: `${e.name} is a Signature card of ${e.card.tags.join(", ") || "another champion"}; a deck's Signature cards have its legend's champion tag (${tags.join(", ")}) (103.2.d).`,
        related: [{ message: `the legend, ${legend.card.name}`, range: legend.entry.ranges.name }],
      }),
    );
  }
  return out;
}
