import { createCardIndex, defineMtgCard, mtgCards, riftboundCards } from "@recycle-rules/cards";
import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalogOf } from "../../cards/scenario-cards.js";

/** Where a Riftbound deck list's names come from. */
type CardCatalog = CardCatalogOf<RiftCardDef>;

/** Where MTG card names come from; the bundled list by default. */
export interface MtgCatalog {
  /** A card by exact name (case-insensitive). */
  lookup(ref: string): MtgCardDef | undefined;
  /** The closest cards, best first, for did-you-mean. */
  suggest(ref: string, max?: number): readonly MtgCardDef[];
}

/** The card lists a deck is checked against; a caller may pass its own (a newer set, a playtest file). */
export interface DeckCatalogs {
  readonly riftbound: CardCatalog;
  readonly mtg: MtgCatalog;
}

export interface DeckCardOptions {
  readonly riftbound?: CardCatalog;
  readonly mtg?: MtgCatalog;
}

/**
 * The snow-covered basics are basic lands like the others (mtg-facts §4: "The Snow-Covered
 * variants have the Basic Snow supertypes"); the bundled list has only the six plain basics, and
 * a deck of snow basics must not read as a deck of unknown cards.
 */
const SNOW_BASICS: readonly [string, string][] = [
  ["Snow-Covered Plains", "Basic Snow Land — Plains"],
  ["Snow-Covered Island", "Basic Snow Land — Island"],
  ["Snow-Covered Swamp", "Basic Snow Land — Swamp"],
  ["Snow-Covered Mountain", "Basic Snow Land — Mountain"],
  ["Snow-Covered Forest", "Basic Snow Land — Forest"],
  ["Snow-Covered Wastes", "Basic Snow Land"],
];

let bundledMtg: MtgCatalog | undefined;

function defaultMtgCatalog(): MtgCatalog {
  if (bundledMtg) return bundledMtg;
  const bundled = mtgCards();
  const snow = SNOW_BASICS.map(([name, type]) => defineMtgCard({ name, type, text: "" }).def);
  const extra = createCardIndex(snow);
  bundledMtg = {
    lookup: (ref) => bundled.lookup(ref) ?? extra.lookup(ref),
    suggest: (ref, max = 3) => [...bundled.suggest(ref, max), ...extra.suggest(ref, max)].slice(0, max),
  };
  return bundledMtg;
}

export function deckCatalogs(options: DeckCardOptions = {}): DeckCatalogs {
  return { riftbound: options.riftbound ?? riftboundCards(), mtg: options.mtg ?? defaultMtgCatalog() };
}

/** MTGO and some sites write split cards "Refuse/Cooperate"; the card's name is "Refuse // Cooperate". */
export function mtgNameForLookup(name: string): string {
  // Runs of white space made single first (lookups ignore them): the unanchored pattern would
  // try every start inside a long run (quadratic).
  return name.replace(/\s+/g, " ").replace(/\s*\/\/?\s*/g, " // ");
}
