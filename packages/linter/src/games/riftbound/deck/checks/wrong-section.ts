import type { RiftCardDef } from "@recycle-rules/engine";
import { deckWrongSection } from "../../../../diagnostics/deck-wrong-section.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { moveLineFix } from "../../../../deck/fixes/move-line.js";
import type { DeckEntry, RiftboundDeck, RiftboundSection } from "../../../../deck/model.js";
import { homeSection, isToken } from "../card-facts.js";

const LABEL: Record<RiftboundSection, string> = {
  legend: "the Legend",
  champion: "the Chosen Champion",
  main: "the Main Deck",
  runes: "the Rune Deck",
  battlefields: "the battlefields",
  sideboard: "the sideboard",
};
const HEADER_LABEL: Record<RiftboundSection, string> = { legend: "Legend", champion: "Champion", main: "Main Deck", runes: "Runes", battlefields: "Battlefields", sideboard: "Sideboard" };

/**
 * A card listed under a section its type doesn't belong to. A rune among the Main Deck cards (or
 * a Main Deck card among the runes) matters most: the section is the deck the card is recycled
 * to (416.1.a/b). Tokens are deck/token's; the Champion and Sideboard sections are checked by
 * deck/champion and not at all (a sideboard holds Main Deck cards to swap in).
 */
export function checkWrongSection(deck: RiftboundDeck, source: SourceText): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const listed of ["legend", "main", "runes", "battlefields"] as const) {
    for (const entry of deck.sections[listed]) {
      const card = entry.card;
      if (!card || isToken(card)) continue;
      const home = homeSection(card);
      if (home === listed) continue;
      const fix = moveLineFix(source, deck, entry, home, HEADER_LABEL[home]);
      out.push(
        deckWrongSection.create({
          range: entry.ranges.name,
          rule: rulesFor(listed, home),
          message: messageFor(entry, listed, home),
          ...(fix ? { fixes: [fix] } : {}),
        }),
      );
    }
  }
  return out;
}

function rulesFor(listed: RiftboundSection, home: RiftboundSection): string[] {
  if (home === "runes") return ["103.3", "416.1.b"];
  if (home === "main" && listed === "runes") return ["103.3", "416.1.a"];
  if (home === "legend") return ["103.1"];
  if (home === "battlefields") return ["103.4"];
  return ["103.2"];
}

function messageFor(entry: DeckEntry<RiftCardDef>, listed: RiftboundSection, home: RiftboundSection): string {
  const what = entry.card?.type ?? "card";
  const base = `${entry.name} is a ${what}: it belongs in ${LABEL[home]}, not ${LABEL[listed]}.`;
  if (home === "runes") return `${base} A rune is recycled to the Rune Deck (416.1.b); listed here it would be shuffled into the Main Deck.`;
  if (home === "main" && listed === "runes") return `${base} A ${what} is recycled to the Main Deck (416.1.a), and the Rune Deck holds only runes (103.3).`;
  return base;
}
