#!/usr/bin/env node
// Measures linting a large scenario and prints figures and ratios against baselines run in the
// same process: `yaml`'s own parseDocument of the same text (what any YAML tool pays) and
// JSON.parse of an equivalent JSON text. Never a timed assertion: read the ratios.
import { parseDocument } from "yaml";
import { lintScenario } from "../dist/index.js";

function scenario(steps) {
  const lines = [
    "scenario: bench",
    "game: riftbound",
    "turn: A",
    "phase: main",
    "players:",
    "  A:",
    "    base: [\"Vi, Destructive\"]",
    "    trash:",
    ...Array.from({ length: steps }, () => "      - Blind Fury"),
    "  B: {}",
    "steps:",
  ];
  for (let i = 0; i < steps; i++) lines.push("  - activate: Vi, Destructive", "    choose: [Blind Fury]");
  return lines.join("\n") + "\n";
}

function time(runs, fn) {
  fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn();
  return Number(process.hrtime.bigint() - start) / runs / 1e6;
}

for (const steps of [100, 1000]) {
  const text = scenario(steps);
  const runs = steps >= 1000 ? 3 : 10;
  const yamlMs = time(runs, () => parseDocument(text));
  const lintMs = time(runs, () => lintScenario(text));
  const result = lintScenario(text);
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  console.log(`\n${steps} steps, ${(text.length / 1024).toFixed(0)} KiB, ${errors} errors`);
  console.log(`  yaml.parseDocument (baseline)   ${yamlMs.toFixed(1).padStart(9)} ms   1.00x`);
  console.log(`  lintScenario (parse+check+replay)${lintMs.toFixed(1).padStart(9)} ms   ${(lintMs / yamlMs).toFixed(2)}x baseline`);
  console.log(`  per step                        ${((lintMs / steps) * 1000).toFixed(0).padStart(9)} µs`);
}
