// Worker task: k activations of Vi, Destructive in a row (each recycles one card from a trash of
// k cards as its cost), through the engine alone. Reports the mean cost of one step.
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import { riftboundCards } from "@recycle-rules/cards";
import { applyRift, createRiftGame } from "@recycle-rules/engine";

const { k } = workerData;
const cards = riftboundCards();
const start = (n) =>
  createRiftGame({
    turnPlayer: "A",
    phase: "main",
    seed: 1,
    players: { A: { zones: { base: [{ def: cards.byName("Vi, Destructive") }], trash: Array.from({ length: n }, () => ({ def: cards.byName("Blind Fury") })) } }, B: { zones: {} } },
  }).state;
const activate = { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] };

function sequence(n) {
  let state = start(n);
  const began = performance.now();
  for (let i = 0; i < n; i++) {
    const result = applyRift(state, activate);
    if (result.refused) throw new Error(`step ${i + 1} was refused: ${result.violations[0]?.message}`);
    state = result.state;
  }
  return (performance.now() - began) / n;
}

sequence(Math.min(k, 100)); // warm-up
parentPort.postMessage({ k, msPerStep: Math.min(sequence(k), sequence(k)) });
