/**
 * The bundled Riftbound card list. The JSON stays in data/ and is read relative to this module,
 * which resolves the same way from src/ (Vitest) and from dist/ (built package).
 */
import { readFileSync } from "node:fs";
import { dataFile } from "../data-files.js";
import type { RiftCardDef } from "@recycle-rules/engine";
import type { RiftCardEntry } from "./rift-entry.js";
import { createCardIndex, normalizeCardCode, normalizeCardName, type CardIndex } from "../card-index.js";
import { defineRiftCard, type DefinedRiftCard } from "./define-rift-card.js";

const DATA_URL = dataFile("riftbound.json");

let entries: readonly RiftCardEntry[] | undefined;
let index: CardIndex<RiftCardDef> | undefined;

/** The raw entries of data/riftbound.json (read once). */
export function riftboundEntries(): readonly RiftCardEntry[] {
  entries ??= JSON.parse(readFileSync(DATA_URL, "utf8")) as RiftCardEntry[];
  return entries;
}

/**
 * Turn one data entry into a card definition through the same path custom cards take, then add
 * the facts only data entries carry (printed text, errata).
 */
export function riftCardFromEntry(entry: RiftCardEntry): DefinedRiftCard {
  const { def, problems } = defineRiftCard({
    name: entry.name,
    type: entry.type,
    domains: entry.domains,
    supertypes: entry.supertypes,
    tags: entry.tags,
    text: entry.text,
    ...(entry.code !== undefined ? { code: entry.code } : {}),
    ...(entry.cost !== undefined ? { cost: entry.cost } : {}),
    ...(entry.might !== undefined ? { might: entry.might } : {}),
  });
  return {
    def: {
      ...def,
      ...(entry.printedText !== undefined ? { printedText: entry.printedText } : {}),
      ...(entry.errata !== undefined ? { errata: entry.errata } : {}),
    },
    problems,
  };
}

/**
 * Every bundled Riftbound card, indexed. Bundled data must be clean: a problem in it is a bug in
 * this package, so it throws (the tests keep that from ever reaching a user).
 */
export function riftboundCards(): CardIndex<RiftCardDef> {
  if (index) return index;
  const defs: RiftCardDef[] = [];
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const entry of riftboundEntries()) {
    const { def, problems } = riftCardFromEntry(entry);
    for (const p of problems) errors.push(`${entry.name} (${p.field}): ${p.message}`);
    for (const key of [normalizeCardName(def.name), def.code && normalizeCardCode(def.code)]) {
      if (key && seen.has(key)) errors.push(`${entry.name}: duplicate name or code ${key}`);
      if (key) seen.add(key);
    }
    defs.push(def);
  }
  if (errors.length > 0) throw new Error(`data/riftbound.json has problems:\n${errors.join("\n")}`);
  index = createCardIndex(defs);
  return index;
}
