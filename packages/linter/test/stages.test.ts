import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintScenario, type LintStage } from "../src/index.js";

const example = readFileSync(new URL("../../../examples/blind-fury-banish-then-play.scenario.yaml", import.meta.url), "utf8");

describe("onStage: each stage's time, for benchmarks", () => {
  it("names every stage once, in the order they run, and leaves the result as it is without it", () => {
    const stages: LintStage[] = [];
    const timed = lintScenario(example, { onStage: (stage, ms) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      stages.push(stage);
    } });
    expect(stages).toEqual(["parse", "structure", "model", "replay", "assemble"]);
    expect(timed).toEqual(lintScenario(example));
  });

  it("stops at the structure check for a game no module has: there is nothing to model", () => {
    const stages: LintStage[] = [];
    lintScenario("game: chess\nsteps: []\n", { onStage: (stage) => stages.push(stage) });
    expect(stages).toEqual(["parse", "structure", "assemble"]);
  });
});
