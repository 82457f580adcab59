/**
 * The bundled MTG card list (data/mtg.json): the cycling cards and the cards that care about
 * cycling, and the basic lands. The JSON is read relative to this module, which resolves the same
 * way from src/ (Vitest) and from dist/ (built package).
 */
import { readFileSync } from "node:fs";
import { dataFile } from "../data-files.js";
import type { MtgCardDef } from "@recycle-rules/engine";
import { createCardIndex, normalizeCardName, type CardIndex } from "../card-index.js";
import { defineMtgCard, type DefinedMtgCard } from "./define-mtg-card.js";
import type { MtgCardEntry } from "./mtg-entry.js";

const DATA_URL = dataFile("mtg.json");

let entries: readonly MtgCardEntry[] | undefined;
let index: CardIndex<MtgCardDef> | undefined;

/** The raw entries of data/mtg.json (read once). */
export function mtgEntries(): readonly MtgCardEntry[] {
  entries ??= JSON.parse(readFileSync(DATA_URL, "utf8")) as MtgCardEntry[];
  return entries;
}

/** One data entry through the same path custom cards take. */
export function mtgCardFromEntry(entry: MtgCardEntry): DefinedMtgCard {
  return defineMtgCard({
    name: entry.name,
    type: entry.type,
    text: entry.text,
    ...(entry.manaCost !== undefined ? { manaCost: entry.manaCost } : {}),
    ...(entry.power !== undefined ? { power: entry.power } : {}),
    ...(entry.toughness !== undefined ? { toughness: entry.toughness } : {}),
  });
}

/**
 * Every bundled MTG card, indexed (lookup, byName, suggest). Bundled data must be clean: a
 * problem in it is a bug in this package, so it throws (the tests keep that from reaching a user).
 */
export function mtgCards(): CardIndex<MtgCardDef> {
  if (index) return index;
  const defs: MtgCardDef[] = [];
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const entry of mtgEntries()) {
    const { def, problems } = mtgCardFromEntry(entry);
    for (const p of problems) errors.push(`${entry.name} (${p.field}): ${p.message}`);
    const key = normalizeCardName(def.name);
    if (seen.has(key)) errors.push(`${entry.name}: duplicate name`);
    seen.add(key);
    defs.push(def);
  }
  if (errors.length > 0) throw new Error(`data/mtg.json has problems:\n${errors.join("\n")}`);
  index = createCardIndex(defs);
  return index;
}
