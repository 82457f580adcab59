import type { MtgCardDef } from "@recycle-rules/engine";
import { deckCopyLimit } from "../../../../diagnostics/deck-copy-limit.js";
import { deckMainSize } from "../../../../diagnostics/deck-main-size.js";
import type { Diagnostic } from "../../../../diagnostics/types.js";
import type { SourceText } from "../../../../text/source.js";
import { total, type DeckEntry, type MtgDeck } from "../../../../deck/model.js";
import { countOrName, sectionAnchor } from "../../../../deck/checks/anchor.js";
import { entryPassing, groupByName, otherLines } from "../../../../deck/checks/copies.js";
import { checkSideboardLimit } from "../../../../deck/checks/sideboard.js";
import { mtgCopyLimit } from "./copy-exceptions.js";

export const MTG_MAIN_MINIMUM = 60;
export const MTG_SIDEBOARD_MAXIMUM = 15;

const SECTION_NAME = { commander: "Commander", companion: "Companion", main: "deck", sideboard: "sideboard" } as const;

/** 100.2a: a Constructed deck has at least 60 cards (a commander counts as one of them). */
export function checkMtgMainSize(deck: MtgDeck, source: SourceText): Diagnostic[] {
  const size = total(deck.sections.main) + total(deck.sections.commander);
  if (size >= MTG_MAIN_MINIMUM) return [];
  return [
    deckMainSize.create({
      range: sectionAnchor(source, deck, ["main", "commander"]),
      rule: ["100.2a"],
      message: `The deck has ${size} card${size === 1 ? "" : "s"}; a Constructed deck has at least ${MTG_MAIN_MINIMUM} (100.2a). Add ${MTG_MAIN_MINIMUM - size}.`,
    }),
  ];
}

/** 100.4a: a Constructed sideboard holds at most 15 cards. */
export function checkMtgSideboard(deck: MtgDeck, source: SourceText): Diagnostic[] {
  return checkSideboardLimit(deck, source, MTG_SIDEBOARD_MAXIMUM, ["100.4a"], `a Constructed sideboard holds at most ${MTG_SIDEBOARD_MAXIMUM} (100.4a)`);
}

/**
 * 100.2a / 100.4a: at most 4 of a name across deck and sideboard combined, except basic lands and
 * cards that say otherwise. The Companion section is not counted: Arena lists the companion there
 * and in the sideboard, and it is one card.
 */
export function checkMtgCopies(deck: MtgDeck): Diagnostic[] {
  const out: Diagnostic[] = [];
  const counted: DeckEntry<MtgCardDef>[] = [...deck.sections.commander, ...deck.sections.main, ...deck.sections.sideboard];
  for (const group of groupByName(counted)) {
    const limit = mtgCopyLimit(group.name, group.entries.find((e) => e.card)?.card);
    const passing = entryPassing(group.entries, limit);
    if (!passing) continue;
    const withSideboard = group.entries.some((e) => e.section === "sideboard");
    out.push(
      deckCopyLimit.create({
        range: countOrName(passing),
        rule: withSideboard ? ["100.2a", "100.4a"] : ["100.2a"],
        message: `${group.total} copies of ${group.name}${withSideboard ? " across deck and sideboard" : ""}; a deck may hold at most ${limit} of one name other than basic lands (100.2a${withSideboard ? ", 100.4a" : ""}).`,
        related: otherLines(group.entries, passing, (e) => `${e.count} ${e.name} (${SECTION_NAME[e.section as keyof typeof SECTION_NAME]})`),
      }),
    );
  }
  return out;
}
