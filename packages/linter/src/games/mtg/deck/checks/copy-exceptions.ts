import { isNameOnlyMtgCard, mtgCardNames } from "@recycle-rules/cards";
import type { MtgCardDef } from "@recycle-rules/engine";

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
    // The card's parsed "A deck can have any number of cards named ~" / "up to seven …" (cards' parse-mtg-statics.ts).
    for (const a of card.abilities) {
      if (a.kind === "static" && a.effect.kind === "deck-copies") return a.effect.limit === "any" ? Number.POSITIVE_INFINITY : a.effect.limit;
    }
    return MTG_COPY_LIMIT;
  }
  const facts = mtgCardNames().lookup(card?.name ?? name);
  if (facts?.supertypes.includes("Basic")) return Number.POSITIVE_INFINITY;
  return facts?.copies ?? MTG_COPY_LIMIT;
}
