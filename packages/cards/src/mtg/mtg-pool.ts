/**
 * The Magic card pool a deck list or a scenario names cards from: the full definitions of
 * data/mtg.json first (cards the engine plays with their abilities), then every other real card
 * from the name index (data/mtg-names.tsv), which plays as a card with its types and no abilities.
 * A name in neither is not a Magic card. The name index is read only when a name isn't a full
 * definition, or when a caller asks for a card's printings.
 */
import type { MtgCardDef } from "@recycle-rules/engine";
import { createCardIndex } from "../card-index.js";
import { mtgCards } from "./mtg-cards.js";
import { mtgCardNames, type MtgNameEntry } from "./mtg-names.js";

export interface MtgCardPool {
  /** A full definition by name, else a real card without abilities (see `isNameOnlyMtgCard`), else undefined. */
  lookup(name: string): MtgCardDef | undefined;
  /** The closest real cards, best first, over every Magic name (for did-you-mean). */
  suggest(name: string, max?: number): readonly MtgCardDef[];
  /** The name index's facts about a real card: its printings and what its text says about copies. */
  facts(name: string): MtgNameEntry | undefined;
  /** Is this a set code some Magic card was printed in? */
  isSet(code: string): boolean;
  /** The cards put in front of the bundled pool (`mtgCardPoolWith`), for a search of them; absent for the bundled pool. */
  readonly added?: readonly MtgCardDef[];
}

/** Cards made from the name index: real cards the engine has no definition of. */
const nameOnly = new WeakSet<MtgCardDef>();

/** True for a card the pool made from the name index: it has its name and types, and no abilities. */
export function isNameOnlyMtgCard(def: MtgCardDef): boolean {
  return nameOnly.has(def);
}

let pool: MtgCardPool | undefined;

/** The bundled pool (made on first use; the name index read on first need). */
export function mtgCardPool(): MtgCardPool {
  pool ??= createPool();
  return pool;
}

function createPool(): MtgCardPool {
  // Even data/mtg.json is read on the first look-up, not when the pool is made (a Riftbound deck list makes it too).
  const defined = { lookup: (name: string) => mtgCards().lookup(name), byName: (name: string) => mtgCards().byName(name) };
  const made = new Map<string, MtgCardDef>();
  const fromEntry = (entry: MtgNameEntry): MtgCardDef => {
    // Names match without accents: "Lorien Revealed" in the index is the full "Lórien Revealed".
    const full = defined.byName(entry.name);
    if (full) return full;
    let def = made.get(entry.name);
    if (!def) {
      def = { name: entry.name, types: entry.types, supertypes: entry.supertypes, subtypes: [], colors: [], text: "", abilities: [] };
      nameOnly.add(def);
      made.set(entry.name, def);
    }
    return def;
  };
  return {
    lookup: (name) => {
      const full = defined.lookup(name);
      if (full) return full;
      const entry = mtgCardNames().lookup(name);
      return entry ? fromEntry(entry) : undefined;
    },
    suggest: (name, max = 3) => mtgCardNames().suggest(name, max).map(fromEntry),
    facts: (name) => mtgCardNames().lookup(name),
    isSet: (code) => mtgCardNames().isSet(code),
  };
}

/**
 * The bundled pool with `extra` cards in front (an imported card pool, a card file of a config):
 * a name the extra cards have finds theirs, whatever the bundled data says; every other name
 * finds the bundled card. Suggestions offer the extra cards' first. The name index still gives a
 * real card's printings and copy limit.
 */
export function mtgCardPoolWith(extra: readonly MtgCardDef[], base: MtgCardPool = mtgCardPool()): MtgCardPool {
  if (extra.length === 0) return base;
  const index = createCardIndex(extra);
  return {
    lookup: (name) => index.lookup(name) ?? base.lookup(name),
    suggest: (name, max = 3) => {
      const mine = index.suggest(name, max);
      const names = new Set(mine.map((def) => def.name));
      return [...mine, ...base.suggest(name, max).filter((def) => !names.has(def.name))].slice(0, Math.max(max, 0));
    },
    facts: (name) => base.facts(name),
    isSet: (code) => base.isSet(code),
    added: [...extra, ...(base.added ?? []).filter((def) => !index.byName(def.name))],
  };
}
