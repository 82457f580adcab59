import { mtgCardPool, riftboundCards } from "@recycle-rules/cards";
import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalogOf } from "../../cards/scenario-cards.js";
import { INPUT_LIMITS } from "../../text/limits.js";

/** Where a Riftbound deck list's names come from. */
type CardCatalog = CardCatalogOf<RiftCardDef>;

/**
 * Where MTG card names come from. By default the bundled pool (`mtgCardPool()` of
 * @recycle-rules/cards): the full definitions, then every real card by name from the name index,
 * as a card without abilities. A caller's catalog (a playtest file) replaces it.
 */
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

export function deckCatalogs(options: DeckCardOptions = {}): DeckCatalogs {
  return { riftbound: options.riftbound ?? riftboundCards(), mtg: options.mtg ?? mtgCardPool() };
}

/**
 * The catalogs for reading one list, with did-you-mean for at most
 * `INPUT_LIMITS.suggestionsPerFile` distinct names (each is scored against the whole pool);
 * past that, suggest() finds nothing. Look-ups are untouched.
 */
export function withSuggestionBudget(catalogs: DeckCatalogs, budget: number = INPUT_LIMITS.suggestionsPerFile): DeckCatalogs {
  const asked = new Set<string>();
  const budgeted = <Catalog extends { suggest(ref: string, max?: number): readonly unknown[] }>(catalog: Catalog): Catalog => {
    const suggest = (ref: string, max?: number): ReturnType<Catalog["suggest"]> => {
      if (!asked.has(ref)) {
        if (asked.size >= budget) return [] as unknown as ReturnType<Catalog["suggest"]>;
        asked.add(ref);
      }
      return catalog.suggest(ref, max) as ReturnType<Catalog["suggest"]>;
    };
    // A Riftbound catalog is a whole CardIndex: only suggest() changes.
    return Object.assign(Object.create(catalog) as Catalog, { suggest });
  };
  return { riftbound: budgeted(catalogs.riftbound), mtg: budgeted(catalogs.mtg) };
}

/** MTGO and some sites write split cards "Refuse/Cooperate"; the card's name is "Refuse // Cooperate". */
export function mtgNameForLookup(name: string): string {
  // Runs of white space made single first (lookups ignore them): the unanchored pattern would
  // try every start inside a long run (quadratic).
  return name.replace(/\s+/g, " ").replace(/\s*\/\/?\s*/g, " // ");
}
