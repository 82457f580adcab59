import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintScenario, type Diagnostic } from "../src/index.js";

const valid = ["vi-empty-trash.scenario.yaml", "garbage-grabber.scenario.yaml", "mtg-twisted-abomination.scenario.yaml", "mtg-krosan-tusker.scenario.yaml"].map((f) => readFileSync(new URL(`fixtures/${f}`, import.meta.url), "utf8"));

/** Lints, with a time budget per file: the linter must neither throw nor hang. */
function lintChecked(text: string): Diagnostic[] {
  const started = performance.now();
  const { diagnostics } = lintScenario(text);
  expect(performance.now() - started).toBeLessThan(2000);
  for (const d of diagnostics) {
    expect(d.code).not.toBe("scenario/internal-error");
    expect(0 <= d.range.startOffset && d.range.startOffset <= d.range.endOffset && d.range.endOffset <= text.length).toBe(true);
    const lines = text.split(/\r\n|\n|\r/);
    for (const p of [d.range.start, d.range.end]) {
      expect(p.line).toBeLessThan(lines.length);
      expect(p.character).toBeLessThanOrEqual(lines[p.line]?.length ?? 0);
    }
  }
  return diagnostics;
}

/** A valid file with a few random single-character inserts and deletes. */
const mutated = fc
  .record({
    base: fc.constantFrom(...valid),
    edits: fc.array(fc.record({ at: fc.nat(), insert: fc.boolean(), char: fc.constantFrom(..." :-[]{},\"'#\n\tA1ab.|>&*!?%@`") }), { minLength: 1, maxLength: 6 }),
  })
  .map(({ base, edits }) =>
    edits.reduce((text, e) => {
      const at = e.at % (text.length + 1);
      return e.insert ? text.slice(0, at) + e.char + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
    }, base),
  );

describe("lintScenario on anything", () => {
  it("never throws, never hangs, and keeps ranges inside arbitrary strings", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => void lintChecked(text)), { numRuns: 300 });
  });

  it("the same on YAML-ish noise", () => {
    const yamlish = fc.array(fc.constantFrom("players:", "\n", "  ", "A:", "- ", "[", "]", "{", "}", ",", "steps:", "activate: ", "recycle: ", "Vi", "Destructive", "trash", "expect:", "card: ", "3", "all", "&a ", "*a", '"', "'", "game: mtg\n", "cycle: ", "Street Wraith", "library:", "search: ", "tap: ", "- pass", "resolve: "), { maxLength: 60 }).map((parts) => parts.join(""));
    fc.assert(fc.property(yamlish, (text) => void lintChecked(text)), { numRuns: 300 });
  });

  // 300 full lints with replays: seconds on a busy machine, so more than vitest's default 5 s.
  it("the same on mutated valid scenarios", { timeout: 30_000 }, () => {
    fc.assert(fc.property(mutated, (text) => void lintChecked(text)), { numRuns: 300 });
  });

  it("handles deep nesting and alias bombs", () => {
    lintChecked(`${"[".repeat(2000)}${"]".repeat(2000)}`);
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]", ..."bcdefgh".split("").map((c, i) => `${c}: &${c} [${Array(10).fill(`*${"abcdefgh"[i]}`).join(", ")}]`), "players:\n  A:\n    trash: *h"].join("\n");
    lintChecked(bomb);
  });
});
