#!/usr/bin/env node
// How card-text parsing scales with the length of the text. Each hostile shape is parsed at 1×, 4×
// and 16× a base length and the times are printed with their ratios to 1×: linear work shows about
// 4× and 16×, quadratic work 16× and 256×. Figures only, never a timed assertion (the tests check
// the structure instead: capped problems, one pass per sentence). Run after `npm run build`.
import { CARD_TEXT_LIMITS, defineMtgCard, defineRiftCard, parseMtgText, parseRiftCost, parseRiftText, parseTypeLine } from "../dist/index.js";

// 16× the base is exactly the longest text the parsers read, so the largest size is parsed whole.
const BASE = CARD_TEXT_LIMITS.maxTextLength / 16;
const SCALES = [1, 4, 16];

/** Shapes that once made a parser re-read the text per sentence, token or problem. */
const SHAPES = [
  ["Riftbound unit, '. ' repeated", ". ", (text) => parseRiftText(text, { type: "unit" })],
  ["Riftbound spell, '. ' repeated", ". ", (text) => parseRiftText(text, { type: "spell" })],
  ["Riftbound, '. ' then one ':'", ". ", (text) => parseRiftText(`${text.slice(0, -3)}: x`)],
  ["Riftbound, '[' repeated", "[", (text) => parseRiftText(text)],
  ["Riftbound, 'Dr. ' repeated", "Dr. ", (text) => parseRiftText(text)],
  ["Riftbound, one long '[…]' token", "a", (text) => parseRiftText(`[${text.slice(2)}]`)],
  ["Riftbound cost, '[' repeated", "[", (text) => parseRiftCost(text)],
  ["MTG creature, '. ' repeated", ". ", (text) => parseMtgText(text, { types: ["Creature"] })],
  ["MTG instant, '. ' repeated", ". ", (text) => parseMtgText(text, { types: ["Instant"] })],
  ["MTG, '{' repeated", "{", (text) => parseMtgText(text)],
  ["MTG, 'When you cycle a. ' repeated", "When you cycle a. ", (text) => parseMtgText(text, { name: "Bot" })],
  ["MTG, '{:x' lines", "{:x\n", (text) => parseMtgText(text)],
  ["MTG type line, spaces", " ", (text) => parseTypeLine(`a${text.slice(2)}b`)],
];

function textOf(unit, length) {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Milliseconds per call: the best of several batches, each batch about the same total length. */
function timePerCall(parse, text, scale) {
  const calls = Math.max(1, Math.round(16 / scale));
  for (let i = 0; i < calls; i++) parse(text); // warm-up
  let best = Infinity;
  for (let batch = 0; batch < 9; batch++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) parse(text);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6 / calls);
  }
  return best;
}

const column = (s, width) => String(s).padStart(width);
console.log(`card text, base ${BASE.toLocaleString("en-US")} characters; ratios to 1× (linear ≈ 4× and 16×, quadratic ≈ 16× and 256×)\n`);
console.log(`  ${"shape".padEnd(38)}${SCALES.map((s) => column(`${s}× ms`, 11)).join("")}${column("4×/1×", 9)}${column("16×/1×", 9)}`);
for (const [label, unit, parse] of SHAPES) {
  const times = SCALES.map((scale) => timePerCall(parse, textOf(unit, BASE * scale), scale));
  const [one, four, sixteen] = times;
  console.log(`  ${label.padEnd(38)}${times.map((t) => column(t.toFixed(2), 11)).join("")}${column(`${(four / one).toFixed(1)}×`, 9)}${column(`${(sixteen / one).toFixed(1)}×`, 9)}`);
}

console.log(`
  The shapes with one problem per character ('[', '{') are parsed linearly too but step up between
  4× and 16×: past 16,384 entries a problem list outgrows V8's 128 KB limit for ordinary heap
  objects and each copy of it costs about a millisecond more (a one-off step, not a growth rate).`);

// The reproductions as reported (custom cards in a scenario file), once each.
const reproductions = [
  ["defineRiftCard, '. ' × 10,000 (20 KB)", () => defineRiftCard({ name: "Bot", type: "unit", text: ". ".repeat(10_000) })],
  ["defineMtgCard, '. ' × 10,000 (20 KB)", () => defineMtgCard({ name: "Bot", type: "Creature", text: ". ".repeat(10_000) })],
  ["defineRiftCard, '[' × 30,000 (30 KB)", () => defineRiftCard({ name: "Bot", type: "unit", text: "[".repeat(30_000) })],
];
console.log("\nreproductions");
for (const [label, run] of reproductions) {
  const start = process.hrtime.bigint();
  const { problems } = run();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  console.log(`  ${label.padEnd(42)}${column(ms.toFixed(1), 9)} ms   ${problems.length} problems`);
}

// The Magic name index (data/mtg-names.tsv): what the first look-up and a did-you-mean cost.
{
  const { mtgCardNames } = await import("../dist/index.js");
  const start = process.hrtime.bigint();
  const names = mtgCardNames();
  names.lookup("Lightning Bolt");
  const load = Number(process.hrtime.bigint() - start) / 1e6;
  const typos = ["Lightening Bolt", "Stret Wraith", "Snapcaster Mag", "Atraxa Grand Unifir", "Cyclonic Rif", "Zzqx Unknown Name"];
  names.suggest("warm up"); // the letter counts of every name are made on the first did-you-mean
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const t = process.hrtime.bigint();
    for (const typo of typos) names.suggest(`${typo} ${round}`);
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6 / typos.length);
  }
  console.log(`\n  Magic name index: ${names.size.toLocaleString("en-US")} names read and indexed in ${load.toFixed(0)} ms; did-you-mean over all of them ${best.toFixed(1)} ms per name`);
}
