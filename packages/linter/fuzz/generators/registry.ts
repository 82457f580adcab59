import fc from "fast-check";
import type { FuzzInput } from "../input.js";
import { deckInput } from "./deck-input.js";
import { mtgDeckText } from "./mtg-deck.js";
import { dekXml } from "./mtg-dek.js";
import { mtgGrammar } from "./mtg-scenario.js";
import { mutatedGeneratedInput, mutatedSeedInput } from "./mutation-input.js";
import { riftboundDeckText } from "./riftbound-deck.js";
import { riftboundGrammar } from "./riftbound-scenario.js";
import { scenarioInput } from "./scenario-input.js";
import type { SeedFile } from "./seed-files.js";

/** A named generator and its share of a campaign (weights are relative). */
export interface Generator {
  readonly name: string;
  readonly weight: number;
  readonly arbitrary: fc.Arbitrary<FuzzInput>;
}

/**
 * Every generator of the campaign, in a fixed order (the schedule depends on it): grammar-aware
 * scenarios and deck lists of both games, and byte-level mutations of the repository's files and
 * of generated inputs.
 */
export function fuzzGenerators(seeds: readonly SeedFile[]): readonly Generator[] {
  const grammarBased: Generator[] = [
    { name: "scenario/riftbound", weight: 22, arbitrary: scenarioInput(riftboundGrammar(), "scenario/riftbound") },
    { name: "scenario/mtg", weight: 18, arbitrary: scenarioInput(mtgGrammar(), "scenario/mtg") },
    { name: "deck/riftbound", weight: 10, arbitrary: deckInput("deck/riftbound", riftboundDeckText, ["list.deck", "list.deck", ""]) },
    { name: "deck/mtg-text", weight: 8, arbitrary: deckInput("deck/mtg-text", mtgDeckText, ["list.deck", "list.deck", ""]) },
    { name: "deck/mtg-dek", weight: 6, arbitrary: deckInput("deck/mtg-dek", dekXml, ["list.dek", "list.dek", "list.deck", ""]) },
  ];
  return [
    ...grammarBased,
    { name: "mutate/repo-files", weight: 28, arbitrary: mutatedSeedInput("mutate/repo-files", seeds) },
    { name: "mutate/generated", weight: 8, arbitrary: mutatedGeneratedInput("mutate/generated", fc.oneof(...grammarBased.map((g) => g.arbitrary))) },
  ];
}

/** `count` inputs of one generator, a pure function of `seed`: a chunk can be made again anywhere. */
export function sampleInputs(generator: Generator, seed: number, count: number): FuzzInput[] {
  return count > 0 ? fc.sample(generator.arbitrary, { seed, numRuns: count }) : [];
}
