/**
 * disableLineFix: the editor's "Disable <code> for this line" — the comment it inserts, where, and
 * that the linter then drops the finding (and reports the comment as used).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyzeScenario, disableLineFix, lintDeck, lintScenario, type Diagnostic, type Fix } from "../../src/index.js";

const apply = (text: string, fix: Fix | undefined): string => {
  const edit = fix?.edits[0];
  if (!edit || fix.edits.length !== 1) throw new Error(`expected one edit, got ${JSON.stringify(fix)}`);
  return text.slice(0, edit.range.startOffset) + edit.newText + text.slice(edit.range.endOffset);
};
const only = (diagnostics: readonly Diagnostic[], code: string): Diagnostic => {
  const found = diagnostics.filter((d) => d.code === code);
  if (found.length !== 1) throw new Error(`expected one ${code}, got ${JSON.stringify(diagnostics.map((d) => d.code))}`);
  return found[0] as Diagnostic;
};
const codes = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map((d) => d.code);

/** One scenario/unknown-zone warning, on the indented `colour:` line. */
const UNKNOWN_ZONE = "players:\n  A:\n    colour: red\n";

describe("disableLineFix in a scenario", () => {
  it("inserts '# recycle-rules-disable-next-line <code> -- ' above the finding's line, with its indentation, and the finding goes", () => {
    const finding = only(lintScenario(UNKNOWN_ZONE).diagnostics, "scenario/unknown-zone");
    const fix = disableLineFix({ kind: "scenario", text: UNKNOWN_ZONE }, finding);
    expect(fix?.title).toBe("Disable scenario/unknown-zone for this line");
    expect(fix?.safe).toBeUndefined();
    expect(fix?.edits[0]?.range).toEqual({ start: { line: 2, character: 0 }, end: { line: 2, character: 0 }, startOffset: 14, endOffset: 14 });
    const fixed = apply(UNKNOWN_ZONE, fix);
    expect(fixed).toBe("players:\n  A:\n    # recycle-rules-disable-next-line scenario/unknown-zone -- \n    colour: red\n");
    // The comment is used: no suppression/unused.
    expect(lintScenario(fixed).diagnostics).toEqual([]);
  });

  it("keeps the file's line breaks (CRLF) and a byte order mark first", () => {
    const text = "\uFEFFplayers:\r\n  A:\r\n    colour: red\r\n";
    const finding = only(lintScenario(text).diagnostics, "scenario/unknown-zone");
    expect(apply(text, disableLineFix({ kind: "scenario", text }, finding))).toBe(
      "\uFEFFplayers:\r\n  A:\r\n    # recycle-rules-disable-next-line scenario/unknown-zone -- \r\n    colour: red\r\n",
    );
    const top = "\uFEFFplayerz: {}\n";
    const unknownKey = only(lintScenario(top).diagnostics, "scenario/unknown-key");
    const fixed = apply(top, disableLineFix({ kind: "scenario", text: top }, unknownKey));
    expect(fixed).toBe("\uFEFF# recycle-rules-disable-next-line scenario/unknown-key -- \nplayerz: {}\n");
    expect(codes(lintScenario(fixed).diagnostics)).not.toContain("scenario/unknown-key");
  });

  it("puts the comment above the line the finding starts on, for a finding in the middle of a line", () => {
    const text = readFileSync(new URL("../../../../examples/vi-empty-trash.scenario.yaml", import.meta.url), "utf8");
    const finding = only(lintScenario(text).diagnostics, "recycle/illegal-cost");
    expect(finding.range.start.character).toBeGreaterThan(0);
    const fixed = apply(text, disableLineFix({ kind: "scenario", text }, finding));
    expect(fixed.split("\n")[finding.range.start.line]).toBe("  # recycle-rules-disable-next-line recycle/illegal-cost -- ");
    expect(codes(lintScenario(fixed).diagnostics)).toEqual([]);
  });

  it("offers nothing for a line inside a multi-line value (a '#' line there is text), given the YAML", () => {
    const text = "cards:\n  - name: Note Card\n    type: spell\n    text: |\n      Draw 1.\n      More text.\n";
    const analysis = analyzeScenario(text);
    const inside = { code: "scenario/unknown-key", range: { start: { line: 5, character: 6 }, end: { line: 5, character: 10 }, startOffset: text.indexOf("More"), endOffset: text.indexOf("More") + 4 } };
    expect(disableLineFix({ kind: "scenario", text, yaml: analysis.yaml }, inside)).toBeUndefined();
    // The value's first line starts on the key's line: a comment above that one is outside the value.
    const keyLine = { ...inside, range: { start: { line: 3, character: 4 }, end: { line: 3, character: 8 }, startOffset: text.indexOf("text:"), endOffset: text.indexOf("text:") + 4 } };
    expect(disableLineFix({ kind: "scenario", text, yaml: analysis.yaml }, keyLine)?.edits[0]?.newText).toBe("    # recycle-rules-disable-next-line scenario/unknown-key -- \n");
  });

  it.each(["scenario/internal-error", "deck/internal-error", "suppression/unused", "suppression/invalid"])("offers nothing for %s, which no comment can disable", (code) => {
    const finding = { ...only(lintScenario(UNKNOWN_ZONE).diagnostics, "scenario/unknown-zone"), code };
    expect(disableLineFix({ kind: "scenario", text: UNKNOWN_ZONE }, finding)).toBeUndefined();
  });

  it("offers nothing for a finding on a blank line (the comment would reach the next line instead)", () => {
    const text = "players:\n\n  A: {}\n";
    const blank = { code: "scenario/unknown-key", range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 }, startOffset: 9, endOffset: 9 } };
    expect(disableLineFix({ kind: "scenario", text }, blank)).toBeUndefined();
  });
});

describe("disableLineFix in a deck list", () => {
  const deck = readFileSync(new URL("../../../../examples/decks/riftbound-rune-in-main.deck", import.meta.url), "utf8");

  it("inserts '// recycle-rules-disable-next-line <code> -- ', and the finding goes", () => {
    const finding = only(lintDeck(deck, { filePath: "rune-in-main.deck" }).diagnostics, "deck/copy-limit");
    const fix = disableLineFix({ kind: "deck", text: deck, filePath: "rune-in-main.deck" }, finding);
    const fixed = apply(deck, fix);
    expect(fixed.split("\n")[finding.range.start.line]).toBe("// recycle-rules-disable-next-line deck/copy-limit -- ");
    const after = lintDeck(fixed, { filePath: "rune-in-main.deck" }).diagnostics;
    expect(codes(after)).not.toContain("deck/copy-limit");
    expect(codes(after)).not.toContain("suppression/unused");
  });

  it("indents the comment as the finding's line is", () => {
    const text = "MainDeck:\n  3 Garbage Grabber\n  4 Sai Scout\n";
    const finding = only(lintDeck(text).diagnostics, "deck/copy-limit");
    expect(apply(text, disableLineFix({ kind: "deck", text }, finding))).toBe("MainDeck:\n  3 Garbage Grabber\n  // recycle-rules-disable-next-line deck/copy-limit -- \n  4 Sai Scout\n");
  });

  it("offers nothing in an MTGO .dek (XML has no comment lines), by name or by its text", () => {
    const text = '<?xml version="1.0"?>\n<Deck>\n  <Cards Quantity="5" Sideboard="false" Name="Street Wraith" />\n</Deck>\n';
    const finding = { code: "deck/copy-limit", range: { start: { line: 2, character: 2 }, end: { line: 2, character: 8 }, startOffset: 31, endOffset: 37 } };
    expect(disableLineFix({ kind: "deck", text, filePath: "cycling.dek" }, finding)).toBeUndefined();
    expect(disableLineFix({ kind: "deck", text, filePath: "cycling.txt" }, finding)).toBeUndefined();
    expect(disableLineFix({ kind: "deck", text: "4 Street Wraith\n", filePath: "x.DEK" }, { ...finding, range: { ...finding.range, start: { line: 0, character: 0 }, startOffset: 0 } })).toBeUndefined();
  });
});
