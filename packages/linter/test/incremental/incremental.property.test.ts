import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintScenario, renderTranscript, ScenarioLinter, type LintOptions } from "../../src/index.js";

/**
 * The incremental lint (ScenarioLinter: each version resumes the last one's replay) must give
 * exactly what a lint from scratch gives: the same diagnostics in the same order, and the same
 * replay. Random edits to the bundled scenarios (the examples and the conformance cases): characters
 * typed, deleted or replaced inside a step, whole step lines deleted, doubled or moved, edits to the set-up
 * before `steps:` and to the final `expect:`; some versions are left half-replayed, as an editor
 * leaves a version the user typed past, and the next one resumes from what they did.
 */

const REPO = fileURLToPath(new URL("../../../../", import.meta.url));

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? scenarioFiles(join(dir, e.name)) : e.name.endsWith(".scenario.yaml") ? [join(dir, e.name)] : []));
}

/** Where the parts of a scenario are (`steps:`, the final `expect:`), so edits can aim at them. */
function regions(text: string): { steps: number; expect: number } {
  const steps = text.search(/^steps:/m);
  const expectAt = text.search(/^expect:/m);
  return { steps: steps < 0 ? 0 : steps, expect: expectAt < 0 ? text.length : expectAt };
}

const BUNDLED = [...scenarioFiles(join(REPO, "examples")), ...scenarioFiles(join(REPO, "packages/conformance/cases"))].map((path) => ({ path, text: readFileSync(path, "utf8") }));

/**
 * Most bundled scenarios have a step or two; each also comes with its steps written three times
 * over, so that edits land after some steps that can be kept (the second and third rounds often
 * fail, which is more findings to compare).
 */
const LONGER = BUNDLED.flatMap((file) => {
  const { steps, expect: expectAt } = regions(file.text);
  const list = file.text.slice(steps, expectAt).replace(/^steps:[^\n]*\n/, "");
  return steps > 0 && list.trim() !== "" ? [{ path: file.path, text: `${file.text.slice(0, expectAt)}${list}${list}${file.text.slice(expectAt)}` }] : [];
});

/** The longer files more often: they are where steps are kept, and so where keeping them could go wrong. */
const FILE = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...LONGER) }, { weight: 1, arbitrary: fc.constantFrom(...BUNDLED) });

/** An edit, as offsets picked by fractions so that one edit applies to any text. */
type Edit =
  | { kind: "type"; where: "steps" | "setup" | "expect"; at: number; insert: string }
  | { kind: "delete"; where: "steps" | "setup" | "expect"; at: number; length: number }
  /** One character for another: the text keeps its length, and every range may stay where it was. */
  | { kind: "replace"; where: "steps" | "setup" | "expect"; at: number; insert: string }
  | { kind: "line"; op: "delete" | "double" | "move"; at: number; to: number };

const KEYS = ["x", "1", " ", ":", "-", "\n", "    ", "[", "]", ",", "e", "A", "B", "#", "'", "\n  - pass", "\n  - activate: Vi, Destructive", "Fury"];

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("type" as const), where: fc.constantFrom("steps" as const, "setup" as const, "expect" as const), at: fc.double({ min: 0, max: 1, noNaN: true }), insert: fc.constantFrom(...KEYS) }),
  fc.record({ kind: fc.constant("delete" as const), where: fc.constantFrom("steps" as const, "setup" as const, "expect" as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant("replace" as const), where: fc.constantFrom("steps" as const, "setup" as const, "expect" as const), at: fc.double({ min: 0, max: 1, noNaN: true }), insert: fc.constantFrom("x", "1", "A", " ", "e") }),
  fc.record({ kind: fc.constant("line" as const), op: fc.constantFrom("delete" as const, "double" as const, "move" as const), at: fc.double({ min: 0, max: 1, noNaN: true }), to: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

function apply(text: string, e: Edit): string {
  const { steps, expect: expectAt } = regions(text);
  if (e.kind === "line") {
    // Lines of the steps list (between `steps:` and the final `expect:`).
    const lines = text.split("\n");
    const first = text.slice(0, steps).split("\n").length;
    const last = Math.max(first, text.slice(0, expectAt).split("\n").length - 1);
    const pick = (f: number): number => Math.min(last, first + Math.floor(f * (last - first + 1)));
    const i = pick(e.at);
    const line = lines[i] ?? "";
    if (e.op === "delete") lines.splice(i, 1);
    if (e.op === "double") lines.splice(i, 0, line);
    if (e.op === "move") {
      lines.splice(i, 1);
      lines.splice(pick(e.to), 0, line);
    }
    return lines.join("\n");
  }
  const [from, to] = e.where === "setup" ? [0, steps] : e.where === "steps" ? [steps, expectAt] : [expectAt, text.length];
  const at = Math.min(text.length, from + Math.floor(e.at * (to - from)));
  if (e.kind === "type") return text.slice(0, at) + e.insert + text.slice(at);
  return text.slice(0, at) + (e.kind === "replace" ? e.insert : "") + text.slice(at + (e.kind === "replace" ? 1 : e.length));
}

/** A lint from scratch, as lintScenario gives it, with its replay as the transcript shows it. */
function fromScratch(text: string, options: LintOptions): { diagnostics: unknown; transcript: string } {
  const result = lintScenario(text, options);
  return { diagnostics: result.diagnostics, transcript: result.replay ? renderTranscript(result.replay) : "" };
}

describe("incremental lint", () => {
  it("finds the scenarios to edit", () => {
    expect(BUNDLED.length).toBeGreaterThan(100);
  });

  it("gives what a lint from scratch gives, after any edits", () => {
    fc.assert(
      fc.property(
        FILE,
        // Each version: the edit that makes it, and how many steps of it are replayed before the
        // next version arrives (undefined: it is linted to the end).
        fc.array(fc.record({ edit, stopAfter: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }) }), { minLength: 1, maxLength: 5 }),
        (file, versions) => {
          const options: LintOptions = { filePath: file.path };
          const linter = new ScenarioLinter();
          linter.lint(file.text, options);
          let text = file.text;
          for (const { edit: e, stopAfter } of versions) {
            text = apply(text, e);
            const job = linter.start(text, options);
            if (stopAfter !== undefined) {
              let steps = 0;
              job.advance(() => ++steps > stopAfter);
              continue;
            }
            const result = job.finish();
            expect({ diagnostics: result.diagnostics, transcript: result.replay ? renderTranscript(result.replay) : "" }).toEqual(fromScratch(text, options));
          }
          const last = linter.lint(text, options);
          expect({ diagnostics: last.diagnostics, transcript: last.replay ? renderTranscript(last.replay) : "" }).toEqual(fromScratch(text, options));
        },
      ),
      { numRuns: 300 },
    );
  });
});
