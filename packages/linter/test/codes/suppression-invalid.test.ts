import { describe, expect, it } from "vitest";
import { lintScenario } from "../../src/index.js";

const codesOf = (diagnostics: readonly { code: string }[]) => diagnostics.map((d) => d.code);

describe("suppression/invalid", () => {
  it("a comment that names no code is an error on the marker, and disables nothing", () => {
    const text = `players:\n  A:\n    # recycle-rules-disable-next-line -- no code\n    colour: red\n`;
    const found = lintScenario(text).diagnostics;
    expect(codesOf(found)).toEqual(["suppression/invalid", "scenario/unknown-zone"]);
    expect(found[0]?.severity).toBe("error");
    expect(text.slice(found[0]?.range.startOffset, found[0]?.range.endOffset)).toBe("recycle-rules-disable-next-line");
  });

  it("an unknown code gets a did-you-mean; one edit from a code, the fix is safe", () => {
    const text = `players:\n  A:\n    # recycle-rules-disable-next-line scenario/unknown-zona\n    colour: red\n`;
    const found = lintScenario(text).diagnostics;
    expect(codesOf(found)).toEqual(["suppression/invalid", "scenario/unknown-zone"]);
    expect(found[0]?.message).toContain(`Did you mean "scenario/unknown-zone"?`);
    expect(found[0]?.fixes?.[0]).toMatchObject({ safe: true, edits: [{ newText: "scenario/unknown-zone" }] });
  });

  it("the linter's own failure and the suppression codes can't be disabled by a comment", () => {
    for (const code of ["scenario/internal-error", "suppression/unused"]) {
      const found = lintScenario(`# recycle-rules-disable-next-line ${code}\nplayers: {}\n`).diagnostics;
      expect(codesOf(found)).toEqual(["suppression/invalid"]);
      expect(found[0]?.message).toContain("can't be disabled");
    }
  });

  it("a word that only starts like the marker, or the marker in prose, is no directive", () => {
    for (const line of ["# recycle-rules-disable-next-lines scenario/unknown-zone", "# see recycle-rules-disable-next-line in the docs"]) {
      expect(codesOf(lintScenario(`${line}\nplayers: {}\n`).diagnostics)).toEqual([]);
    }
  });
});
