import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES, lintDeck, lintScenario, parseConfig, type Diagnostic } from "../../src/index.js";
import { expectClean, rangeProblems } from "../reliability/ranges.js";

/**
 * Disable comments and config files under random input: never a crash or a range outside the
 * text, and a comment only ever removes findings of the codes it names, on the line it is for.
 */

const codes = Object.keys(DIAGNOSTIC_CODES);
const code = fc.oneof(fc.constantFrom(...codes), fc.constantFrom("scenario/unknown-zona", "", "x", "suppression/unused", "recycle/illegal-cost,scenario/unknown-zone"));
const directive = fc
  .tuple(fc.constantFrom("", "  ", "    "), fc.constantFrom("#", "# ", "#  ", "//"), fc.array(code, { maxLength: 3 }), fc.constantFrom("", " -- why", " --", "--x"))
  .map(([indent, marker, named, reason]) => `${indent}${marker}recycle-rules-disable-next-line ${named.join(", ")}${reason}`);
const scenarioLine = fc.constantFrom(
  "players:",
  "  A:",
  "    vault: [Blind Fury]",
  "    base: [Garbage Grabber]",
  "    trash: [Blind Fury, Mystic Poro]",
  "    runes: [Mind Rune]",
  "steps:",
  "  - activate: Garbage Grabber",
  "colour: red",
  "cards:",
  "  - name: Note",
  "    type: spell",
  "    text: |",
  "      # recycle-rules-disable-next-line scenario/unknown-key",
  "",
);
const deckLine = fc.constantFrom("game: riftbound", "3 Blind Fury", "1 Not A Card", "Battlefields:", "// Sideboard", "4 Stacked Deck", "");
const textOf = (line: fc.Arbitrary<string>) => fc.array(fc.oneof({ weight: 3, arbitrary: line }, { weight: 1, arbitrary: directive }), { maxLength: 14 }).chain((lines) => fc.constantFrom("\n", "\r\n").map((eol) => lines.join(eol)));

/** The findings of the text with every disable comment turned into a plain comment of the same length (so offsets agree). */
const withoutDirectives = (text: string) => text.replace(/recycle-rules-disable-next-line/g, "recycle-rules-ignored-next-line");
// Not the message: it may quote the line, which the replacement changed.
const key = (d: Diagnostic) => `${d.code}@${d.range.startOffset}-${d.range.endOffset}`;

/** A disable comment line as each kind of file writes one (a deck list's "#" needs a blank after it; YAML has no "//"). */
const DIRECTIVE_LINE = {
  yaml: /^[ \t\uFEFF]*#[ \t]*recycle-rules-disable-next-line(?![^\s,])/,
  deck: /^[ \t\uFEFF]*(?:\/\/[ \t]*|#[ \t]+)recycle-rules-disable-next-line(?![^\s,])/,
};

function checkSuppression(text: string, style: keyof typeof DIRECTIVE_LINE, lint: (text: string) => readonly Diagnostic[]): void {
  const found = lint(text);
  expectClean(text, found);
  const before = new Map(lint(withoutDirectives(text)).map((d) => [key(d), d]));
  // Every finding of the plain text is still there, or it starts on the line a comment naming its
  // code is for: the first line after the comment that is neither blank nor another comment of
  // this kind (counted here independently of the linter's own reading).
  const lines = text.split(/\r\n|\n/);
  const isDirective = (l: string) => DIRECTIVE_LINE[style].test(l);
  const targetOf = (i: number) => {
    for (let j = i + 1; j < lines.length; j++) if (!isDirective(lines[j] ?? "") && (lines[j] ?? "").trim() !== "") return j;
    return -1;
  };
  const kept = new Set(found.map(key));
  for (const [k, d] of before) {
    if (kept.has(k)) continue;
    const named = lines.some((l, i) => isDirective(l) && l.includes(d.code) && targetOf(i) === d.range.start.line);
    expect(named, `${d.code} on line ${d.range.start.line + 1} vanished without a comment naming it above that line`).toBe(true);
  }
}

describe("disable comments under random input", () => {
  it("in scenarios: no crash, ranges in the text, only named codes disappear", () => {
    fc.assert(fc.property(textOf(scenarioLine), (text) => checkSuppression(text, "yaml", (t) => lintScenario(t).diagnostics)), { numRuns: 300 });
  });

  it("in deck lists: the same", () => {
    fc.assert(fc.property(textOf(deckLine), (text) => checkSuppression(text, "deck", (t) => lintDeck(t).diagnostics)), { numRuns: 300 });
  });
});

describe("config files under random input", () => {
  const json = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc
      .record({ rules: fc.dictionary(fc.oneof(fc.constantFrom(...codes), fc.string({ maxLength: 8 })), fc.oneof(fc.constantFrom("error", "warning", "info", "off"), fc.jsonValue())), ignore: fc.array(fc.string({ maxLength: 10 })), cards: fc.jsonValue() }, { requiredKeys: [] })
      .map((v) => JSON.stringify(v, null, 2)),
  );
  it("parseConfig never throws, and reports every problem inside the text", () => {
    fc.assert(
      fc.property(json, (text) => {
        const { diagnostics, config } = parseConfig(text, "/p/recycle-rules.config.json");
        expect(rangeProblems(text, diagnostics)).toEqual([]);
        for (const setting of Object.values(config.rules)) expect(["error", "warning", "info", "off"]).toContain(setting);
      }),
      { numRuns: 500 },
    );
  });
});
