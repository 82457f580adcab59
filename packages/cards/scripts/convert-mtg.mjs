#!/usr/bin/env node
/* global console, process */
// Rebuilds the bundled Magic data from the two card snapshots (packages/cards/README.md,
// "Rebuilding the Magic data"):
//
//   node packages/cards/scripts/convert-mtg.mjs --cycling <mtg-cycling-cards.json> --names <mtg-card-names.json> [--check]
//
// writes data/mtg.json (every card of the cycling snapshot as a full entry, plus the hand-kept
// entries of scripts/mtg-overrides.json) and data/mtg-names.tsv (every Magic card name, one line
// each). Hand-kept facts live in the overrides file, so a re-run keeps them. Every entry goes
// through the package's own definer before anything is written: a problem other than text the
// engine doesn't read stops the run. `--check` writes nothing and fails if the files would change.
// It reads the package's build (dist/): build first.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { compareMtgNameKeys, formatMtgNameLine, foldMtgName, mtgCardFromEntry, MTG_NAMES_HEADER } from "../dist/index.js";

const { values } = parseArgs({ options: { cycling: { type: "string" }, names: { type: "string" }, check: { type: "boolean", default: false } } });
if (!values.cycling || !values.names) {
  console.error("usage: convert-mtg.mjs --cycling <mtg-cycling-cards.json> --names <mtg-card-names.json> [--check]");
  process.exit(2);
}

const here = (file) => new URL(file, import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const cycling = readJson(values.cycling);
const names = readJson(values.names);
const overrides = readJson(here("./mtg-overrides.json"));
const problems = [];

// --- data/mtg.json ------------------------------------------------------------------------

const SOURCE = { "scryfall-2019": "snapshot: Scryfall (2019)", forge: "snapshot: Forge" };
const stat = (card, field) => {
  const value = card[field];
  if (value === null || value === undefined) return undefined;
  if (!/^\d+$/.test(String(value))) problems.push(`${card.name}: ${field} "${value}" is not a whole number; give the entry in mtg-overrides.json`);
  return Number(value);
};

const snapshotNames = new Set(cycling.map((c) => c.name));
for (const name of Object.keys(overrides.cards)) if (!snapshotNames.has(name)) problems.push(`mtg-overrides.json: "${name}" is not in the cycling snapshot`);

const entries = cycling.map((card) => {
  const kept = overrides.cards[card.name] ?? {};
  if (kept.text !== undefined && kept.text === card.oracle_text) problems.push(`mtg-overrides.json: the text kept for ${card.name} is the snapshot's now; remove it`);
  if (kept.text !== undefined && !kept.why) problems.push(`mtg-overrides.json: the text kept for ${card.name} needs a "why"`);
  const power = stat(card, "power");
  const toughness = stat(card, "toughness");
  return {
    name: card.name,
    ...(card.mana_cost ? { manaCost: card.mana_cost } : {}),
    type: card.type_line,
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    text: kept.text ?? card.oracle_text,
    // The snapshot's own cycling keywords and costs (three sources agree), for the tests to hold the parser to.
    ...(card.cycling.length > 0 ? { cycling: card.cycling.map((k) => (k.cost.startsWith("{") ? `${k.keyword} ${k.cost}` : `${k.keyword}—${k.cost}`)) } : {}),
    ...(kept.note ? { note: kept.note } : {}),
    source: kept.source ?? SOURCE[card.oracle_source] ?? `snapshot: ${card.oracle_source}`,
  };
});
for (const extra of overrides.extraCards) {
  if (snapshotNames.has(extra.name)) problems.push(`mtg-overrides.json: "${extra.name}" is in the snapshot now; move what is kept of it to "cards"`);
  entries.push(extra);
}
entries.sort((a, b) => a.name.localeCompare(b.name, "en"));

// Each entry through the definer that reads the data at run time.
let unsupported = 0;
for (const entry of entries) {
  for (const p of mtgCardFromEntry(entry).problems) {
    if (p.unsupported) unsupported += 1;
    else problems.push(`${entry.name} (${p.field}): ${p.message}`);
  }
}

const entryLine = (entry) => `  {${Object.entries(entry).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")}}`;
const mtgJson = `[\n${entries.map(entryLine).join(",\n")}\n]\n`;

// --- data/mtg-names.tsv -------------------------------------------------------------------

// A full entry's own spelling wins ("Lórien Revealed"; the name snapshot writes it plain).
const definedByFold = new Map(entries.map((e) => [foldMtgName(e.name), e.name]));
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
for (const name of Object.keys(overrides.names)) if (!names.some((n) => n.name === name)) problems.push(`mtg-overrides.json: names: "${name}" is not in the name snapshot`);
// One line per card: entries whose names differ only by accents are one card printed under both
// spellings ("Chicken a la King", "Chicken à la King"), so their facts are merged.
const byKey = new Map();
for (const card of names) {
  const key = foldMtgName(card.name);
  const same = byKey.get(key);
  if (!same) {
    byKey.set(key, { ...card, sets: [...card.sets] });
    continue;
  }
  if (card.name !== card.name.normalize("NFD").replace(/\p{M}+/gu, "")) same.name = card.name;
  if (same.types.length === 0) [same.types, same.supertypes] = [card.types, card.supertypes];
  same.sets.push(...card.sets);
  same.any_number ||= card.any_number;
}
const seen = new Set(byKey.keys());
const lines = [];
// In the order the index searches them: by look-up key.
for (const [key, card] of [...byKey].sort(([a], [b]) => compareMtgNameKeys(a, b))) {
  const name = definedByFold.get(key) ?? card.name;
  const kept = overrides.names[card.name];
  const copies = kept ? (kept.copies === "any" ? Number.POSITIVE_INFINITY : kept.copies) : card.any_number ? Number.POSITIVE_INFINITY : undefined;
  try {
    lines.push(
      formatMtgNameLine({
        name,
        types: card.types.map(capital),
        supertypes: card.supertypes.map(capital),
        sets: [...new Set(card.sets.map((s) => s.toUpperCase()))].sort(),
        ...(copies !== undefined && copies !== 4 ? { copies } : {}),
      }),
    );
  } catch (e) {
    problems.push(e.message);
  }
}
for (const entry of entries) if (!seen.has(foldMtgName(entry.name))) problems.push(`${entry.name}: a full entry with no line in the name snapshot`);
const namesTsv = `${[...MTG_NAMES_HEADER, ...lines].join("\n")}\n`;

// --- write (or check) ---------------------------------------------------------------------

if (problems.length > 0) {
  console.error(`convert-mtg: ${problems.length} problem(s), nothing written:\n${problems.join("\n")}`);
  process.exit(1);
}
const outputs = [
  [here("../data/mtg.json"), mtgJson],
  [here("../data/mtg-names.tsv"), namesTsv],
];
let stale = 0;
for (const [url, text] of outputs) {
  let old = "";
  try {
    old = readFileSync(url, "utf8");
  } catch {
    // a first run
  }
  if (old === text) continue;
  stale += 1;
  if (!values.check) writeFileSync(url, text);
  console.log(`${values.check ? "would change" : "wrote"} ${url.pathname.replace(/.*\/packages\/cards\//, "")} (${Buffer.byteLength(text).toLocaleString("en-US")} bytes)`);
}
console.log(`${entries.length} full entries (${unsupported} parts the engine doesn't read), ${lines.length} names${stale === 0 ? "; the data is up to date" : ""}.`);
if (values.check && stale > 0) process.exit(1);
