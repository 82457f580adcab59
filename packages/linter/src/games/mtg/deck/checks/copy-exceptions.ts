import { isNameOnlyMtgCard, mtgCardNames } from "@recycle-rules/cards";
import type { MtgCardDef } from "@recycle-rules/engine";
import { wordNumber } from "../../../../deck/text/number-words.js";

/**
 * How many copies of a card an MTG deck may hold (100.2a): 4, any number of basic lands, or what
 * the card itself says (113.6n: "A deck can have any number of cards named Relentless Rats",
 * "up to seven cards named Seven Dwarves"). A full definition's text decides; for any other card
 * (a real card known by name only, or a name the catalog lacks) the bundled name index does: it
 * knows every printed card's supertypes and what its text says about copies. A deck of full
 * definitions never reads the index for this.
 */
export const MTG_COPY_LIMIT = 4;

export function mtgCopyLimit(name: string, card: MtgCardDef | undefined): number {
  if (card?.supertypes.some((s) => s.toLowerCase() === "basic")) return Number.POSITIVE_INFINITY;
  if (card && !isNameOnlyMtgCard(card)) {
    const text = card.text.toLowerCase();
    if (/a deck can have any number of cards named/.test(text)) return Number.POSITIVE_INFINITY;
    const n = /a deck can have up to (\w+) cards named/.exec(text)?.[1];
    const limit = n === undefined ? undefined : wordNumber(n);
    return limit ?? MTG_COPY_LIMIT;
  }
  const facts = mtgCardNames().lookup(card?.name ?? name);
  if (facts?.supertypes.includes("Basic")) return Number.POSITIVE_INFINITY;
  return facts?.copies ?? MTG_COPY_LIMIT;
}
