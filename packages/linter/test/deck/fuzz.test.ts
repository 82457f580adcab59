import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allEntries, lintDeck, parseDeck, type Diagnostic, type Range } from "../../src/index.js";
import { LEGAL_MTG, LEGAL_RIFTBOUND, example, playtestCards } from "./helpers.js";

const bases = [LEGAL_RIFTBOUND, LEGAL_MTG, example("riftbound-mind-chaos-flat.deck"), example("riftbound-mind-chaos-tournament.deck"), example("riftbound-mind-chaos-code.deck"), example("mtg-cycling.dek"), example("mtg-cycling-plain.deck")];

/** Plain comparisons, not expect(): a huge list has tens of thousands of ranges to check. */
function inside(text: string, lines: readonly string[], r: Range): void {
  const ok =
    0 <= r.startOffset &&
    r.startOffset <= r.endOffset &&
    r.endOffset <= text.length &&
    [r.start, r.end].every((p) => p.line < lines.length && p.character <= (lines[p.line]?.length ?? 0));
  if (!ok) expect.fail(`range outside the text: ${JSON.stringify(r)}`);
}

/** Lints and parses, with a time budget: neither may throw or hang, and every range lies in the text. */
function checked(text: string, filePath?: string): Diagnostic[] {
  const started = performance.now();
  const options = { cards: playtestCards, ...(filePath ? { filePath } : {}) };
  const { diagnostics, deck } = lintDeck(text, options);
  const parsed = parseDeck(text, options);
  expect(performance.now() - started).toBeLessThan(2000);
  const lines = text.split(/\r\n|\n|\r/);
  for (const d of [...diagnostics, ...parsed.diagnostics]) {
    expect(d.code).not.toBe("deck/internal-error");
    inside(text, lines, d.range);
    for (const fix of d.fixes ?? []) for (const e of fix.edits) inside(text, lines, e.range);
    for (const r of d.related ?? []) inside(text, lines, r.range);
  }
  for (const e of deck ? allEntries(deck) : []) {
    for (const r of [e.ranges.line, e.ranges.name, e.ranges.count, e.ranges.code]) if (r) inside(text, lines, r);
  }
  return diagnostics;
}

const mutated = fc
  .record({
    base: fc.constantFrom(...bases),
    edits: fc.array(fc.record({ at: fc.nat(), insert: fc.boolean(), char: fc.constantFrom(..." :-=()#/\n\r\t1x0<>\"'&;ABz2") }), { minLength: 1, maxLength: 8 }),
  })
  .map(({ base, edits }) =>
    edits.reduce((text, e) => {
      const at = e.at % (text.length + 1);
      return e.insert ? text.slice(0, at) + e.char + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
    }, base),
  );

const deckish = fc
  .array(fc.constantFrom("Legend:", "MainDeck:", "== Runes ==", "// Sideboard", "Deck", "Sideboard", "SB: ", "\n", "\r\n", " ", "3 ", "3x ", "0 ", "Fury Rune", "Vi, Destructive", "Vi - Destructive", "(OGN-036)", "(OGN) #036", "(MH1) 1", "Street Wraith", "Mech", "game: ", "mtg", "riftbound", "code: ", "CMAAAAAAAAAACAQAAB", "<Deck>", '<Cards Quantity="4" Name="Swamp"/>', "</Deck>", "#", "&amp;"), { maxLength: 50 })
  .map((parts) => parts.join(""));

describe("parseDeck and lintDeck on anything", () => {
  it("never throw, never hang, and keep ranges inside arbitrary strings", { timeout: 60_000 }, () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => void checked(text)), { numRuns: 300 });
  });

  it("the same on deck-list-ish noise, as .deck and as .dek", { timeout: 60_000 }, () => {
    fc.assert(fc.property(deckish, fc.boolean(), (text, dek) => void checked(text, dek ? "x.dek" : "x.deck")), { numRuns: 400 });
  });

  it("the same on mutated valid decks of every layout", { timeout: 60_000 }, () => {
    fc.assert(fc.property(mutated, (text) => void checked(text)), { numRuns: 400 });
  });

  it("handles a huge list and long lines", { timeout: 60_000 }, () => {
    checked(`MainDeck:\n${"3 Stacked Deck\n".repeat(5000)}`);
    checked(`3 ${"x".repeat(100000)}`);
    checked(`<Deck>${'<Cards Quantity="4" Name="Swamp" />'.repeat(3000)}</Deck>`, "big.dek");
  });
});
