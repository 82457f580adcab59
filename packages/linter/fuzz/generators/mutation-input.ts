import fc from "fast-check";
import path from "node:path";
import type { FuzzInput } from "../input.js";
import { applyMutations, mutation } from "./mutate-bytes.js";
import type { SeedFile } from "./seed-files.js";

const mutations = fc.array(mutation, { minLength: 1, maxLength: 6 });

/**
 * A repository file with byte-level damage, linted as its kind (a transcript as either kind), and
 * now and then as the other kind. Scenarios see the example deck lists under `decks/`, as the
 * examples do beside their folder.
 */
export function mutatedSeedInput(generator: string, seeds: readonly SeedFile[]): fc.Arbitrary<FuzzInput> {
  const exampleDecks: Record<string, string> = Object.fromEntries(seeds.filter((s) => s.path.startsWith("examples/decks/")).map((s) => [`decks/${path.basename(s.path)}`, s.text]));
  return fc.record({ seed: fc.constantFrom(...seeds), mutations, asScenario: fc.boolean(), crossed: fc.integer({ min: 0, max: 6 }).map((n) => n === 0) }).map(({ seed, mutations: ms, asScenario, crossed }) => {
    const scenario = seed.kind === "transcript" ? asScenario : (seed.kind === "scenario") !== crossed;
    const text = applyMutations(seed.text, ms);
    const origin = `${seed.path}, ${ms.map((m) => m.kind).join(" ")}`;
    if (scenario) return { generator, entry: "runScenario", fileName: scenarioName(seed.path), text, files: exampleDecks, origin };
    return { generator, entry: asScenario ? "lintFile" : "lintDeck", fileName: deckName(seed.path), text, origin };
  });
}

/** A generated input (of any grammar generator) with byte-level damage: its files stay intact. */
export function mutatedGeneratedInput(generator: string, generated: fc.Arbitrary<FuzzInput>): fc.Arbitrary<FuzzInput> {
  return fc.tuple(generated, mutations).map(([input, ms]) => ({ ...input, generator, text: applyMutations(input.text, ms), origin: `${input.generator}, ${ms.map((m) => m.kind).join(" ")}` }));
}

function scenarioName(seedPath: string): string {
  const base = path.basename(seedPath);
  return /\.scenario\.ya?ml$/.test(base) ? base : "case.scenario.yaml";
}

function deckName(seedPath: string): string {
  const base = path.basename(seedPath);
  return /\.(deck|dek)$/.test(base) ? base : "list.deck";
}
