import { describe, expect, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics, lintDeck } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, legalWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

/** Applies a fix's edits (from the end, so earlier offsets stay valid). */
function applyFix(text: string, edits: readonly { range: { startOffset: number; endOffset: number }; newText: string }[]): string {
  return [...edits].sort((a, b) => b.range.startOffset - a.range.startOffset).reduce((t, e) => t.slice(0, e.range.startOffset) + e.newText + t.slice(e.range.endOffset), text);
}

describe("deck/wrong-section", () => {
  it("a rune among the Main Deck cards, on its name, citing 103.3 and 416.1.b", () => {
    const marked = legalWith("1 Teemo, Strategist\n", "1 ‹Mind Rune›\n").replace("6 Mind Rune", "5 Mind Rune");
    expectDeckDiagnostic(marked, { code: "deck/wrong-section", rule: ["103.3", "416.1.b"], severity: "error", message: "recycled to the Rune Deck" }, { cards });
  });

  it("a Main Deck card among the runes, citing 416.1.a", () => {
    const marked = legalWith("6 Chaos Rune", "5 Chaos Rune\n1 ‹Stacked Deck›").replace("3 Stacked Deck", "2 Stacked Deck");
    expectDeckDiagnostic(marked, { code: "deck/wrong-section", rule: ["103.3", "416.1.a"] }, { cards });
  });

  it("the fix deletes the line and inserts it under the right header; the fixed deck is legal", () => {
    const text = legalWith("1 Teemo, Strategist\n", "1 Mind Rune\n").replace("6 Mind Rune", "5 Mind Rune").replace("2 Teemo, Strategist", "3 Teemo, Strategist");
    const d = lintDeck(text, { cards }).diagnostics.find((x) => x.code === "deck/wrong-section");
    const fix = d?.fixes?.[0];
    expect(fix?.title).toBe("Move to Runes");
    expect(fix?.edits).toHaveLength(2);
    expect(fix?.edits.map((e) => e.newText)).toEqual(["", "\n1 Mind Rune"]);
    const fixed = applyFix(text, fix?.edits ?? []);
    expect(fixed).toContain("Runes:\n5 Mind Rune\n6 Chaos Rune\n1 Mind Rune\n");
    expect(lintDeck(fixed, { cards }).diagnostics.map((x) => x.code)).toEqual(["deck/main-size"]);
  });

  it("when the right section is missing, the fix adds its header at the end, in the file's style", () => {
    const text = "== Main Deck ==\n3x Stacked Deck\n1x Fury Rune\n";
    const d = lintDeck(text, { game: "riftbound" }).diagnostics.find((x) => x.code === "deck/wrong-section");
    const fixed = applyFix(text, d?.fixes?.[0]?.edits ?? []);
    expect(fixed).toBe("== Main Deck ==\n3x Stacked Deck\n\n== Runes ==\n1x Fury Rune\n");
  });

  it("a legend among the Main Deck cards cites 103.1", () => {
    expectDeckDiagnostic(legalWith("3 Stacked Deck", "3 Stacked Deck\n1 ‹Jinx, Loose Cannon›"), { code: "deck/wrong-section", rule: "103.1" }, { cards });
  });

  it("the flat layout places cards by type, so it never reports a wrong section", () => {
    expectNoDeckDiagnostics("3 Stacked Deck (OGN-183)\n6 Chaos Rune (OGN-166)\n", { codes: ["deck/wrong-section"] });
  });

  it("is silent on a legal deck", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/wrong-section"] });
  });
});
