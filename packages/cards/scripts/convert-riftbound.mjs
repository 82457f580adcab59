#!/usr/bin/env node
/**
 * Rebuilds data/riftbound.json from a Riftbound card snapshot (the `riftbound-cards.json` of the
 * project's shared card data: one object per card with `codes`, `cost.power_count`, `text` in
 * shorthand, `text_source` in the publisher's HTML, `errata[]`, …) and the hand-kept facts in
 * scripts/riftbound-overrides.json.
 *
 *   node scripts/convert-riftbound.mjs <riftbound-cards.json>           write data/riftbound.json
 *                                                                       (and test/riftbound/snapshot-printings.json)
 *   node scripts/convert-riftbound.mjs <riftbound-cards.json> --check   exit 1 if it would change
 *
 * Nothing is guessed. What the snapshot lacks is marked in the entry: a power pip whose domain no
 * source gives is "unknown" (cost.power), and an erratum whose wording can't be placed in the
 * card's text says so (errata.inText: "unknown"). The overrides file holds what was checked by
 * hand (texts in force after errata, notes, the tokens the snapshot has no card for) and wins over
 * the snapshot field by field; see the package README ("Rebuilding the Riftbound data").
 *
 * It reads the package's build (dist/) for the conversion of the publisher's HTML, which the
 * importers share (src/riftbound/publisher-text.ts): build first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { riftListsAsLines, riftTextFromPublisherHtml, unknownPowerNote } from "../dist/index.js";

const args = process.argv.slice(2);
const check = args.includes("--check");
const source = args.find((a) => !a.startsWith("--"));
if (source === undefined) {
  process.stderr.write("usage: node scripts/convert-riftbound.mjs <riftbound-cards.json> [--check]\n");
  process.exit(2);
}

const outFile = fileURLToPath(new URL("../data/riftbound.json", import.meta.url));
// Every printing as the snapshot lists it, untouched: the tests check each one finds its card.
const printingsFile = fileURLToPath(new URL("../test/riftbound/snapshot-printings.json", import.meta.url));
const overrides = JSON.parse(readFileSync(new URL("./riftbound-overrides.json", import.meta.url), "utf8"));
const snapshot = JSON.parse(readFileSync(source, "utf8"));
if (!Array.isArray(snapshot)) fail(`${source}: expected an array of cards`);

const DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"];
const SUPERTYPES = ["champion", "signature", "token", "basic"];

const problems = [];
const used = new Set();
const entries = snapshot.map((card) => reorder(applyOverride(fromSnapshot(card), card)));
for (const name of Object.keys(overrides.cards)) if (!used.has(name)) problems.push(`overrides: no card named ${name} in the snapshot`);
entries.push(...overrides.tokens);
checkUnique(entries);
if (problems.length > 0) fail(problems.join("\n"));

const json = `[\n${entries.map((e) => JSON.stringify(e)).join(",\n")}\n]\n`;
const printings = snapshot.flatMap((card) => card.printings.map((p) => [card.code, p.code, p.public_code]));
const printingsJson = `[\n${printings.map((p) => JSON.stringify(p)).join(",\n")}\n]\n`;
if (check) {
  const current = readFileSync(outFile, "utf8");
  if (current !== json || readFileSync(printingsFile, "utf8") !== printingsJson) fail("data/riftbound.json (or the tests' snapshot-printings.json) differs from what the snapshot and the overrides give: run without --check to rebuild it.");
  process.stdout.write(`data/riftbound.json is up to date (${entries.length} entries).\n`);
} else {
  writeFileSync(outFile, json);
  writeFileSync(printingsFile, printingsJson);
  process.stdout.write(`wrote data/riftbound.json: ${entries.length} entries (${snapshot.length} cards, ${printings.length} printings, ${overrides.tokens.length} tokens kept by hand), ${json.length.toLocaleString("en-US")} bytes; test/riftbound/snapshot-printings.json\n`);
}

/** One snapshot card in the package's entry format (src/riftbound/rift-entry.ts). */
function fromSnapshot(card) {
  const where = `${card.code} ${card.name}`;
  if (!["unit", "spell", "gear", "rune", "legend", "battlefield"].includes(card.type)) problems.push(`${where}: unknown type ${card.type}`);
  for (const s of card.supertypes) if (!SUPERTYPES.includes(s)) problems.push(`${where}: unknown supertype ${s}`);
  for (const d of card.domains) if (!DOMAINS.includes(d)) problems.push(`${where}: unknown domain ${d}`);
  const text = riftListsAsLines(card.text);
  const entry = {
    code: card.code,
    codes: printedCodes(card),
    name: card.name,
    type: card.type,
    supertypes: card.supertypes,
    domains: card.domains,
    ...(card.cost ? { cost: cost(card, where) } : {}),
    ...(card.might !== null && card.might !== undefined ? { might: card.might } : {}),
    tags: card.tags,
    keywords: card.keywords,
    text,
  };
  // The publisher's wording, kept whatever the overrides do to `text` (reorder drops it when it is the same).
  entry.textSource = publisherText(card.text_source, where);
  // A legend is printed with its title only ("Loose Cannon"); lists may name it so.
  if (card.official_name && card.official_name !== card.name) entry.aliases = [card.official_name];
  if (card.cost && card.cost.power === null) {
    entry.note = unknownPowerNote(card.cost.power_count, card.domains);
  }
  for (const erratum of card.errata ?? []) applyErratum(entry, erratum, where);
  return entry;
}

/** Every printing's code as printed ("OGN-036/298", "OGN-299*\/298", "VEN-R01"), the canonical first. */
function printedCodes(card) {
  const codes = [];
  for (const p of card.printings) {
    const code = p.public_code || p.code;
    if (!codes.includes(code)) codes.push(code);
  }
  for (const code of card.codes) {
    if (!codes.some((c) => c === code || c.startsWith(`${code}/`))) problems.push(`${card.code} ${card.name}: code ${code} has no printing`);
  }
  return codes;
}

/** The printed cost; a pip whose domain no source gives is "unknown", never a guess. */
function cost(card, where) {
  const { energy, power, power_count: count } = card.cost;
  if (!Number.isInteger(energy) || energy < 0) problems.push(`${where}: energy ${energy}`);
  if (power === null) return { energy, power: Array.from({ length: count }, () => "unknown") };
  for (const d of power) if (!DOMAINS.includes(d)) problems.push(`${where}: power domain ${d}`);
  if (power.length !== count) problems.push(`${where}: ${power.length} power domains for ${count} pips`);
  return { energy, power };
}

/**
 * An erratum from the snapshot. Its announcement quotes the changed wording, sometimes shortened.
 * If the card's text already reads as announced, the text is in force; if it reads as before, the
 * announced wording replaces the old one (the printed text is kept); otherwise the data says it
 * doesn't know which the text is.
 */
function applyErratum(entry, erratum, where) {
  const { old_text: was, new_text: now, announced_on: date, document, url } = erratum;
  if (!date || !document) problems.push(`${where}: an erratum without a date or document`);
  const errata = { date, source: `${document} (${url})`, note: `Announced: "${was}" became "${now}".` };
  if (now && entry.text.includes(now)) {
    entry.errata = errata;
  } else if (was && entry.text.includes(was)) {
    entry.printedText = entry.text;
    entry.text = entry.text.replace(was, now);
    entry.errata = { ...errata, note: `${errata.note} The text in force is the printed text with that change made.` };
  } else {
    entry.errata = { ...errata, note: `${errata.note} The card data doesn't say whether its text is from before or after this erratum.`, inText: "unknown" };
  }
}

/** Hand-kept facts win field by field; a card renamed by hand keeps its printed name as an alias. */
function applyOverride(entry, card) {
  const override = overrides.cards[card.name];
  if (!override) return entry;
  used.add(card.name);
  const out = { ...entry };
  for (const [key, value] of Object.entries(override)) {
    if (key === "errata") continue;
    if (value === null) delete out[key];
    else out[key] = value;
  }
  if (override.name && override.name !== entry.name) out.aliases = [...(entry.aliases ?? []), entry.name];
  if (override.errata) {
    // The hand-kept note replaces the announcement's; its date and document come from the snapshot when the hand-kept one has none.
    const { inText: _unknown, ...known } = entry.errata ?? {};
    out.errata = { ...known, ...override.errata };
  } else if ("text" in override && out.errata?.inText) {
    problems.push(`${card.name}: a hand-kept text, but the erratum's place in it is unknown: say so in the overrides' errata`);
  }
  return out;
}

/** The fields in one order, so that a diff of the data shows changed facts, not moved keys. */
function reorder(entry) {
  if (entry.printedText === entry.text) delete entry.printedText;
  if (entry.textSource === entry.text) delete entry.textSource;
  const order = ["code", "codes", "name", "aliases", "type", "supertypes", "domains", "cost", "might", "tags", "keywords", "text", "textSource", "printedText", "errata", "note"];
  const out = {};
  for (const key of order) if (entry[key] !== undefined) out[key] = entry[key];
  for (const key of Object.keys(entry)) if (!(key in out)) problems.push(`${entry.name}: unexpected field ${key}`);
  return out;
}

/** The publisher's HTML as plain text (icons in shorthand); what the conversion doesn't know stops the script. */
function publisherText(html, where) {
  const { text, problems: unknown } = riftTextFromPublisherHtml(html);
  for (const p of unknown) problems.push(`${where}: ${p}`);
  return text;
}

/** Names, aliases and codes must each find one card (a promo number shared by cards of different sets is told apart by its "/NNN"). */
function checkUnique(list) {
  const seen = new Map();
  for (const entry of list) {
    const keys = [entry.name, ...(entry.aliases ?? [])].map((n) => n.toLowerCase());
    keys.push(...(entry.codes ?? []).map((c) => c.toUpperCase()));
    for (const key of new Set(keys)) {
      if (seen.has(key) && seen.get(key) !== entry.name) problems.push(`${entry.name}: ${key} is also ${seen.get(key)}`);
      seen.set(key, entry.name);
    }
  }
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

