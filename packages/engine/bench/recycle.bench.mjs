#!/usr/bin/env node
// Measures the engine on a large board and prints figures and ratios against a baseline run in
// the same process (never a timed assertion). Baseline: one deep copy of the state with
// structuredClone, i.e. what a naive "copy everything per action" engine would pay.
import { applyRift, createRiftGame } from "../dist/index.js";

const filler = (n) => ({ name: `Filler ${n}`, type: "unit", supertypes: [], domains: ["calm"], cost: { energy: 1, power: [] }, might: 1, tags: [], keywords: [], text: "", abilities: [] });
const vi = {
  ...filler(0),
  name: "Vi, Destructive",
  might: 3,
  abilities: [{ kind: "activated", cost: [{ kind: "recycle", count: 1, from: { zone: "trash", whose: "you" }, filter: "card" }], effect: [{ kind: "might", amount: 1, target: "self", duration: "this-turn" }], timing: [], text: "Recycle 1 from your trash: Give me +1 [M] this turn." }],
};

function setup(size) {
  const many = (n) => Array.from({ length: n }, (_, i) => ({ def: filler(i) }));
  return createRiftGame({ turnPlayer: "A", phase: "main", seed: 1, players: { A: { zones: { base: [{ def: vi }], trash: many(size), "main-deck": many(size) } }, B: { zones: { "main-deck": many(size) } } } }).state;
}

function time(label, runs, fn) {
  for (let i = 0; i < Math.min(runs, 50); i++) fn(i); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn(i);
  const ns = Number(process.hrtime.bigint() - start) / runs;
  return { label, usPerOp: ns / 1000 };
}

for (const size of [100, 1000]) {
  const state = setup(size);
  const activate = { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] };
  const recycleAll = { type: "recycle", player: "A", what: "all", from: [{ player: "A", zone: "trash" }], choices: [] };
  const baseline = time("baseline: structuredClone(state)", 200, () => structuredClone(state));
  const results = [
    time("activate Vi (recycle 1 as cost)", 200, () => applyRift(state, activate)),
    time(`recycle all ${size} from trash (416.5 random order)`, 50, () => applyRift(state, recycleAll)),
  ];
  console.log(`\n${size} cards per zone`);
  console.log(`  ${baseline.label.padEnd(48)} ${baseline.usPerOp.toFixed(1).padStart(10)} µs/op   1.00x`);
  for (const r of results) {
    console.log(`  ${r.label.padEnd(48)} ${r.usPerOp.toFixed(1).padStart(10)} µs/op   ${(r.usPerOp / baseline.usPerOp).toFixed(2)}x baseline`);
  }
}
