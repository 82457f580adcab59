import { describe, expect, it } from "vitest";
import { checkInput } from "../fuzz/check-input.js";
import { fuzzGenerators } from "../fuzz/generators/registry.js";
import { readSeedFiles } from "../fuzz/generators/seed-files.js";
import type { LinterApi } from "../fuzz/input.js";
import { planChunks } from "../fuzz/plan.js";
import { runChunk } from "../fuzz/run-chunk.js";
import * as linter from "../src/index.js";

// A small run of the fuzz campaign (`pnpm fuzz`, packages/linter/fuzz/) inside the test suite:
// the same generators and invariants, on the sources, with a fixed seed. Time is not judged here
// (the campaign's 1 s budget is for a machine of its own, not for a loaded test run).

const SEED = 20_251_201;
const seeds = readSeedFiles();
const generators = fuzzGenerators(seeds);
const byName = new Map(generators.map((g) => [g.name, g]));

/** Inputs per generator: 2,000 in all, about 10 s alone and under 20 s on two busy cores. */
const INPUTS: Readonly<Record<string, number>> = {
  "scenario/riftbound": 350,
  "scenario/mtg": 350,
  "deck/riftbound": 250,
  "deck/mtg-text": 250,
  "deck/mtg-dek": 250,
  "mutate/repo-files": 400,
  "mutate/generated": 150,
};

describe("the fuzz campaign, a small run", () => {
  it("reads every example, conformance case, golden and fixture as a seed", () => {
    const paths = seeds.map((s) => s.path);
    expect(paths).toContain("examples/vi-empty-trash.scenario.yaml");
    expect(paths).toContain("examples/decks/mtg-cycling.dek");
    expect(paths.some((p) => p.startsWith("packages/conformance/cases/mtg/") && p.endsWith(".golden"))).toBe(true);
    expect(paths).toContain("packages/linter/test/fixtures/garbage-grabber.scenario.yaml");
  });

  it("plans every generator into a campaign, whatever its size", () => {
    expect(new Set(planChunks(100_000, SEED, generators).map((c) => c.generator))).toEqual(new Set(Object.keys(INPUTS)));
    expect(planChunks(1_000_001, SEED, generators).reduce((sum, c) => sum + c.count, 0)).toBe(1_000_001);
  });

  for (const [name, count] of Object.entries(INPUTS)) {
    it(`${name}: ${count} inputs break no invariant`, () => {
      const generator = byName.get(name);
      expect(generator).toBeDefined();
      const report = runChunk(linter, byName, { id: 0, generator: name, seed: SEED, count, start: 0 });
      expect(report.ran).toBe(count);
      // On failure this lists each finding's invariant and detail, with the shrunk input.
      expect(report.findings.map((f) => ({ invariant: f.invariant, detail: f.detail, minimal: f.minimal?.text ?? f.input.text }))).toEqual([]);
    });
  }

  it("the invariants catch a linter that throws, reports an internal error or puts a range outside the text", () => {
    const input = { generator: "test", entry: "lintDeck" as const, fileName: "", text: "3 Stacked Deck\n" };
    const at = (offset: number) => ({ start: { line: 0, character: offset }, end: { line: 0, character: offset }, startOffset: offset, endOffset: offset });
    const returning = (code: string, offset: number): LinterApi => ({ ...linter, lintDeck: () => ({ diagnostics: [{ code, severity: "error", message: "x", rule: [], range: at(offset) }] }) });
    const throwing: LinterApi = {
      ...linter,
      lintDeck: () => {
        throw new Error("boom");
      },
    };
    expect(checkInput(throwing, input).violations.map((v) => v.invariant)).toEqual(["throws"]);
    expect(checkInput(returning("deck/internal-error", 0), input).violations.map((v) => v.invariant)).toEqual(["internal-error"]);
    expect(checkInput(returning("deck/syntax", 99), input).violations.map((v) => v.invariant)).toEqual(["range"]);
    expect(checkInput(linter, input).violations).toEqual([]);
  });
});
