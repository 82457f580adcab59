/**
 * The bundled MTG card list (data/mtg.json): the cycling cards and the cards that care about
 * cycling, and the basic lands. Reading, checking and indexing are the same for every game
 * (bundled-cards.ts); what is MTG's is how an entry becomes a card.
 */
import type { MtgCardDef } from "@recycle-rules/engine";
import { bundledCards } from "../bundled-cards.js";
import type { CardIndex } from "../card-index.js";
import { definedFields } from "../defined-fields.js";
import { defineMtgCard, type DefinedMtgCard } from "./define-mtg-card.js";
import type { MtgCardEntry } from "./mtg-entry.js";

const bundled = bundledCards<MtgCardEntry, MtgCardDef>({ file: "mtg.json", define: mtgCardFromEntry });

/** The raw entries of data/mtg.json (read once). */
export function mtgEntries(): readonly MtgCardEntry[] {
  return bundled.entries();
}

/** One data entry through the same path custom cards take. */
export function mtgCardFromEntry(entry: MtgCardEntry): DefinedMtgCard {
  return defineMtgCard(definedFields(entry, ["name", "manaCost", "type", "power", "toughness", "text"]));
}

/** Every bundled MTG card, indexed (lookup, byName, suggest); throws if the bundled data has a problem. */
export function mtgCards(): CardIndex<MtgCardDef> {
  return bundled.cards();
}
