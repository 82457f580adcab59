import type { RiftCardDef } from "@recycle-rules/engine";
import { deckCopyLimit } from "../../../../diagnostics/deck-copy-limit.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { DeckEntry, RiftboundDeck } from "../../../../deck/model.js";
import { homeSection, ownCopyLimit } from "../card-facts.js";
import { countOrName } from "../../../../deck/checks/anchor.js";
import { entryPassing, groupByName, otherLines, type CopyGroup } from "../../../../deck/checks/copies.js";

export const RIFTBOUND_COPY_LIMIT = 3;

type Entry = DeckEntry<RiftCardDef>;

/**
 * 103.2.b: at most 3 copies of a full name in the Main Deck, the Chosen Champion included
 * (103.2.b.1), unless a card says otherwise ("any number of cards named Spiderling"). On the count
 * that makes the 4th copy. The limit applies to the main deck and the sideboard together
 * (Tournament Rules 601.1.c.3), so a sideboard that takes a name past 3 is an error too.
 * Runes, legends and battlefields are not Main Deck cards: their counts are other checks' business.
 */
export function checkRiftboundCopies(deck: RiftboundDeck): Diagnostic[] {
  const out: Diagnostic[] = [];
  const deckCards = [...deck.sections.champion, ...deck.sections.main].filter(isMainDeckCard);
  const sideboard = deck.sections.sideboard.filter(isMainDeckCard);
  const inDeck = new Set<string>();
  for (const group of groupByName(deckCards)) {
    const limit = limitOf(group);
    const passing = entryPassing(group.entries, limit);
    if (!passing) continue;
    inDeck.add(group.name);
    out.push(
      deckCopyLimit.create({
        range: countOrName(passing),
        message: `${group.total} copies of ${group.name}${championNote(group)}; a deck may hold at most ${limit} of one name (103.2.b).`,
        related: otherLines(group.entries, passing, (e) => `${e.count} ${e.name} (${e.section === "champion" ? "the Chosen Champion" : "Main Deck"})`),
      }),
    );
  }
  for (const group of groupByName([...deckCards, ...sideboard])) {
    if (inDeck.has(group.name)) continue;
    const limit = limitOf(group);
    const passing = entryPassing(group.entries, limit);
    if (!passing || passing.section !== "sideboard") continue;
    out.push(
      deckCopyLimit.create({
        range: countOrName(passing),
        rule: ["103.2.b", "TR 601.1.c.3"],
        message: `With the sideboard, ${group.total} copies of ${group.name}: the limit of ${limit} of one name counts the main deck and the sideboard together (103.2.b, Tournament Rules 601.1.c.3).`,
        related: otherLines(group.entries, passing, (e) => `${e.count} ${e.name} (${e.section === "sideboard" ? "sideboard" : "deck"})`),
      }),
    );
  }
  return out;
}

function isMainDeckCard(e: Entry): boolean {
  return e.card === undefined || homeSection(e.card) === "main";
}

function limitOf(group: CopyGroup<RiftCardDef>): number {
  const card = group.entries.find((e) => e.card)?.card;
  return (card && ownCopyLimit(card)) ?? RIFTBOUND_COPY_LIMIT;
}

function championNote(group: CopyGroup<RiftCardDef>): string {
  return group.entries.some((e) => e.section === "champion") ? ", the Chosen Champion included" : "";
}
