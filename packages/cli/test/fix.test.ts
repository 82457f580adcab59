/** fix.ts on its own: which fixes a pass takes, and how passes repeat. The lint functions here are the input, not the code under test. */
import { describe, expect, it } from "vitest";
import { fixText, MAX_FIX_PASSES } from "../src/fix.js";
import type { LintDiagnostic, LintFix } from "../src/linter-port.js";

const at = { line: 0, character: 0 };
function finding(...fixes: LintFix[]): LintDiagnostic {
  return { code: "x/y", severity: "error", message: "m", rule: [], range: { start: at, end: at }, fixes };
}
const replace = (start: number, end: number, newText: string, safe = true): LintFix => ({ title: `${start}-${end}→${newText}`, edits: [{ range: { startOffset: start, endOffset: end }, newText }], safe });

describe("fixText", () => {
  it("applies non-overlapping safe fixes and skips unsafe ones, several-choice findings and overlaps", () => {
    const findings = [
      finding(replace(0, 1, "A")),
      finding(replace(0, 2, "ZZ")), // overlaps the first: waits for the next pass
      finding(replace(3, 4, "D", false)), // not safe
      finding(replace(4, 5, "E"), replace(4, 5, "F")), // two choices: a person picks
      finding(replace(5, 6, "G")),
    ];
    // Pass two finds nothing more (the lint below reports the first text's findings only once).
    let passes = 0;
    const out = fixText("abcdefg", () => (passes++ === 0 ? findings : []));
    expect(out.text).toBe("AbcdeGg");
    expect(out.applied).toEqual(["0-1→A", "5-6→G"]);
    expect(out.diagnostics).toEqual([]);
  });

  it("stops after MAX_FIX_PASSES when fixes keep coming", () => {
    let lints = 0;
    const out = fixText("", (text) => (lints++, [finding(replace(text.length, text.length, "x"))]));
    expect(out.text).toBe("x".repeat(MAX_FIX_PASSES));
    expect(lints).toBe(MAX_FIX_PASSES + 1);
  });

  it("stops when a fix changes nothing", () => {
    const out = fixText("abc", () => [finding(replace(0, 1, "a"))]);
    expect(out.text).toBe("abc");
    expect(out.applied).toEqual([]);
  });

  it("fixes nothing when the linter failed, on the text or on the fixed text (an internal-error says nothing reliable)", () => {
    const crash: LintDiagnostic = { ...finding(), code: "deck/internal-error", severity: "error" };
    expect(fixText("abc", () => [finding(replace(0, 1, "x")), crash])).toMatchObject({ text: "abc", applied: [] });
    const failsAfter = (text: string) => (text === "abc" ? [finding(replace(0, 1, "x"))] : [crash]);
    const outcome = fixText("abc", failsAfter);
    expect(outcome).toMatchObject({ text: "abc", applied: [] });
    expect(outcome.stopped).toContain("the linter failed");
  });
});
