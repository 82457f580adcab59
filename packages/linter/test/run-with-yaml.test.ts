/** runScenarioWithYaml: runScenario, handing back the YAML document it parsed (the conformance harness's one parse). */
import { isMap } from "yaml";
import { describe, expect, it } from "vitest";
import { FILE_LIMITS, runScenario, runScenarioWithYaml } from "../src/index.js";

const vi = `scenario: Vi pays with one card
source: "Core Rules 416.3, the example (Vi, Destructive)"
game: riftbound
rules: ["416.3"]
turn: A
phase: main
players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
  B: {}
steps:
  - activate: Vi, Destructive
    choose: [Blind Fury]
`;

describe("runScenarioWithYaml", () => {
  it("lints exactly as runScenario does, and hands back the document it read", () => {
    const { yaml, ...rest } = runScenarioWithYaml(vi);
    expect(rest).toEqual(runScenario(vi));
    expect(isMap(yaml?.contents)).toBe(true);
    expect(yaml?.get("source")).toBe("Core Rules 416.3, the example (Vi, Destructive)");
  });

  it("hands back the document of a file with YAML errors, and none for a file too large to parse", () => {
    const broken = "scenario: [unclosed\nrules: [416.3]\n";
    const result = runScenarioWithYaml(broken);
    expect(result.diagnostics).toEqual(runScenario(broken).diagnostics);
    expect(result.yaml?.errors.length).toBeGreaterThan(0);

    const huge = `# ${"x".repeat(FILE_LIMITS.scenarioBytes)}\n`;
    expect(runScenarioWithYaml(huge).yaml).toBeUndefined();
  });

  it("gives the same findings for the same text every time (the structure check's schema caches)", () => {
    const text = "scenario: t\ngame: riftbound\nturn: A\nphase: main\nplayers:\n  A: { hand: [Blind Fury], trsh: [] }\nsteps:\n  - plya: Blind Fury\n";
    const first = runScenario(text).diagnostics;
    expect(first.length).toBeGreaterThan(0);
    expect(runScenario(text).diagnostics).toEqual(first);
    expect(runScenario(text.replace("game: riftbound", "game: mtg")).diagnostics).not.toEqual(first);
  });
});
