import { describe, expect, it } from "vitest";
import { lintScenario, renderTranscript, ScenarioLinter, type LintOptions, type LintResult } from "../../src/index.js";

/**
 * When ScenarioLinter keeps an earlier version's replay and when it must not: it keeps the steps
 * before an edit, and starts over when the text before `steps:`, a deck list it read or the
 * options changed, or when a key after `steps:` could change the start. Each result is also
 * compared with a lint from scratch.
 */

const STEP = "  - activate: Vi, Destructive\n    choose: [Blind Fury]\n";

/** Vi, Destructive recycles a Blind Fury from the trash for +1 Might, once per step (as packages/bench generates). */
function viScenario(steps: number): string {
  const head = `game: riftbound\nturn: A\nphase: main\nplayers:\n  A:\n    base: ["Vi, Destructive"]\n    trash:\n${"      - Blind Fury\n".repeat(steps)}  B: {}\nsteps:\n`;
  return `${head}${STEP.repeat(steps)}`;
}

function expectFromScratch(result: LintResult, text: string, options: LintOptions = {}): void {
  const scratch = lintScenario(text, options);
  expect(result.diagnostics).toEqual(scratch.diagnostics);
  expect(result.replay && renderTranscript(result.replay)).toEqual(scratch.replay && renderTranscript(scratch.replay));
}

describe("ScenarioLinter", () => {
  it("replays only from the first step whose text changed", () => {
    const linter = new ScenarioLinter();
    const text = viScenario(20);
    expect(linter.lint(text).reusedSteps).toBe(0);
    // A typo in the last step's card: the 19 steps before it are kept.
    const typo = text.replace(/Blind Fury\]\n$/, "Blind Fuyr]\n");
    const edited = linter.lint(typo);
    expect(edited.reusedSteps).toBe(19);
    expect(edited.diagnostics.map((d) => d.code)).toEqual(["scenario/invalid-choice"]);
    expectFromScratch(edited, typo);
    // Typing it back: the same 19 steps are kept again.
    const back = linter.lint(text);
    expect(back.reusedSteps).toBe(19);
    expectFromScratch(back, text);
  });

  it("replays the step whose last character was replaced, though no range moved", () => {
    const linter = new ScenarioLinter();
    const text = viScenario(10);
    linter.lint(text);
    const at = text.indexOf("Fury]", text.indexOf("steps:\n") + "steps:\n".length + 5 * STEP.length) + "Fur".length;
    const replaced = `${text.slice(0, at)}x${text.slice(at + 1)}`;
    const result = linter.lint(replaced);
    expect(result.reusedSteps).toBe(5);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["scenario/invalid-choice"]);
    expectFromScratch(result, replaced);
  });

  it("keeps every step when a step is added at the end, and checks the final expect anew", () => {
    const linter = new ScenarioLinter();
    const text = viScenario(5);
    linter.lint(text);
    const longer = `${text}${STEP}expect:\n  A:\n    trash: []\n`;
    const result = linter.lint(longer);
    expect(result.reusedSteps).toBe(5);
    expectFromScratch(result, longer);
    // Only the final expect changed: every step is kept, and the expectation is checked anew,
    // against the move log rebuilt from the kept steps (it says where the recycled card went).
    const wrong = longer.replace("trash: []", "trash: [Blind Fury]");
    const failed = linter.lint(wrong);
    expect(failed.reusedSteps).toBe(6);
    expect(failed.diagnostics.map((d) => d.code)).toEqual([...result.diagnostics.map((d) => d.code), "recycle/wrong-destination"]);
    expectFromScratch(failed, wrong);
  });

  it("starts over when the text before steps: changed", () => {
    const linter = new ScenarioLinter();
    const text = viScenario(5);
    linter.lint(text);
    const fewer = text.replace("      - Blind Fury\n", "");
    const result = linter.lint(fewer);
    expect(result.reusedSteps).toBe(0);
    expectFromScratch(result, fewer);
  });

  it("starts over when a key other than expect: follows steps: (the start may depend on it)", () => {
    const linter = new ScenarioLinter();
    const text = `${viScenario(3)}seed: 4\n`;
    linter.lint(text);
    const result = linter.lint(text.replace(/choose: \[Blind Fury\]\n(?=seed)/, "choose: [Blind Fury]\n\n"));
    expect(result.reusedSteps).toBe(0);
  });

  it("starts over when a deck list it read has changed, or the options have", () => {
    const files = new Map([["/w/a.deck", "MainDeck:\n1 Blind Fury\n"]]);
    const options: LintOptions = { filePath: "/w/s.scenario.yaml", readFile: (p) => files.get(p) };
    const text = `game: riftbound\nturn: A\nphase: main\nplayers:\n  A:\n    deck: ./a.deck\n    base: ["Vi, Destructive"]\n    trash: [Blind Fury, Blind Fury]\n  B: {}\nsteps:\n${"  - activate: Vi, Destructive\n    choose: [Blind Fury]\n".repeat(2)}`;
    const linter = new ScenarioLinter();
    linter.lint(text, options);
    expect(linter.lint(`${text}\n`, options).reusedSteps).toBe(2);
    files.set("/w/a.deck", "MainDeck:\n2 Blind Fury\n");
    const changed = linter.lint(text, options);
    expect(changed.reusedSteps).toBe(0);
    expectFromScratch(changed, text, options);
    expect(linter.lint(text, { ...options, workspaceRoot: "/" }).reusedSteps).toBe(0);
  });

  it("resumes from a version left half-replayed", () => {
    const linter = new ScenarioLinter();
    const text = viScenario(10);
    let replayed = 0;
    expect(linter.start(text).advance(() => ++replayed === 4)).toBe(false);
    const next = `${text}# a comment\n`;
    const result = linter.lint(next);
    expect(result.reusedSteps).toBe(4);
    expectFromScratch(result, next);
  });

  it("gives the same result from finish() as from advancing to the end", () => {
    const linter = new ScenarioLinter();
    const job = linter.start(viScenario(3));
    expect(job.advance(() => false)).toBe(true);
    expect(job.finish()).toBe(job.finish());
    expectFromScratch(job.finish(), viScenario(3));
  });
});
