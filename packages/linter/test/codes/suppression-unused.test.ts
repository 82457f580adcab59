import { describe, expect, it } from "vitest";
import { lintDeck, lintScenario } from "../../src/index.js";

/** A scenario with one scenario/unknown-zone warning, on the `colour:` line (line 3, 0-based 2). */
const UNKNOWN_ZONE = `players:
  A:
    colour: red
`;

const codesOf = (diagnostics: readonly { code: string }[]) => diagnostics.map((d) => d.code);

describe("suppression/unused and disable comments", () => {
  it("a disable comment drops the finding it names on the next line, and nothing else", () => {
    expect(codesOf(lintScenario(UNKNOWN_ZONE).diagnostics)).toEqual(["scenario/unknown-zone"]);
    const text = `players:\n  A:\n    # recycle-rules-disable-next-line scenario/unknown-zone -- kept for a later rules version\n    colour: red\n`;
    expect(lintScenario(text).diagnostics).toEqual([]);
  });

  it("skips blank lines and stacked disable comments to reach the line it is for", () => {
    const text = `players:\n  A:\n    # recycle-rules-disable-next-line scenario/unknown-zone\n\n    # recycle-rules-disable-next-line scenario/unknown-key\n    colour: red\n`;
    const found = lintScenario(text).diagnostics;
    // The first comment did the work; the second named a code that line doesn't have.
    expect(codesOf(found)).toEqual(["suppression/unused"]);
    expect(found[0]?.message).toContain(`"scenario/unknown-key"`);
    expect(found[0]?.range.start.line).toBe(4);
  });

  it("reports a code no finding on the next line has, on the code, with a fix that removes the comment (not applied by --fix)", () => {
    const text = `# recycle-rules-disable-next-line recycle/illegal-cost\nplayers:\n  A:\n    colour: red\n`;
    const found = lintScenario(text).diagnostics;
    expect(codesOf(found)).toEqual(["suppression/unused", "scenario/unknown-zone"]);
    const unused = found[0];
    expect(unused?.severity).toBe("warning");
    expect(text.slice(unused?.range.startOffset, unused?.range.endOffset)).toBe("recycle/illegal-cost");
    const fix = unused?.fixes?.[0];
    expect(fix?.safe).toBeUndefined();
    const edit = fix?.edits[0];
    expect(edit && text.slice(0, edit.range.startOffset) + edit.newText + text.slice(edit.range.endOffset)).toBe(text.slice(text.indexOf("players:")));
  });

  it("removes one code of several, with its separator", () => {
    const text = `players:\n  A:\n    # recycle-rules-disable-next-line scenario/unknown-key, scenario/unknown-zone\n    colour: red\n`;
    const [unused] = lintScenario(text).diagnostics;
    expect(unused?.code).toBe("suppression/unused");
    const edit = unused?.fixes?.[0]?.edits[0];
    const fixed = edit && text.slice(0, edit.range.startOffset) + edit.newText + text.slice(edit.range.endOffset);
    expect(fixed).toContain("# recycle-rules-disable-next-line scenario/unknown-zone\n");
    expect(fixed && lintScenario(fixed).diagnostics).toEqual([]);
  });

  it("a comment with nothing after it is unused", () => {
    const found = lintScenario(`${UNKNOWN_ZONE}# recycle-rules-disable-next-line scenario/unknown-zone\n`).diagnostics;
    expect(codesOf(found)).toEqual(["scenario/unknown-zone", "suppression/unused"]);
    expect(found[1]?.message).toContain("Nothing follows this comment");
  });

  it("a '#' line inside a block scalar is text, not a disable comment", () => {
    const text = `cards:\n  - name: Note Card\n    type: spell\n    text: |\n      # recycle-rules-disable-next-line scenario/unknown-zone\n      Draw 1.\nplayers:\n  A:\n    colour: red\n`;
    expect(codesOf(lintScenario(text).diagnostics)).not.toContain("suppression/unused");
  });

  it("in a deck list, '#' and '//' comment lines both disable", () => {
    const list = "game: riftbound\n1 Not A Real Card Name\n";
    const unknown = lintDeck(list).diagnostics.filter((d) => d.code === "deck/unknown-card");
    expect(unknown).toHaveLength(1);
    for (const marker of ["#", "//"]) {
      const text = `game: riftbound\n${marker} recycle-rules-disable-next-line deck/unknown-card -- a playtest card\n1 Not A Real Card Name\n`;
      const found = lintDeck(text).diagnostics;
      expect(codesOf(found)).not.toContain("deck/unknown-card");
      expect(codesOf(found)).not.toContain("suppression/unused");
    }
  });

  it("the config can turn suppression/unused off or make it an error", () => {
    const text = `# recycle-rules-disable-next-line recycle/illegal-cost\nplayers: {}\n`;
    expect(codesOf(lintScenario(text, { rules: { "suppression/unused": "off" } }).diagnostics)).toEqual([]);
    expect(lintScenario(text, { rules: { "suppression/unused": "error" } }).diagnostics[0]?.severity).toBe("error");
  });
});
