import { describe, expect, it } from "vitest";
import { lintFile, lintFileKind } from "../../src/index.js";
import { example } from "./helpers.js";

describe("lintFile dispatches on the file name", () => {
  it("knows the kinds", () => {
    expect(["a.deck", "A.DEK", "x.scenario.yaml", "x.scenario.yml", "x.yaml", "deck"].map(lintFileKind)).toEqual(["deck", "deck", "scenario", "scenario", undefined, undefined]);
  });

  it("*.deck and *.dek are deck lists", () => {
    const deck = lintFile("examples/decks/riftbound-rune-in-main.deck", example("riftbound-rune-in-main.deck"));
    expect(deck.kind).toBe("deck");
    expect(deck.diagnostics.map((d) => d.code)).toContain("deck/wrong-section");
    const dek = lintFile("mtg-cycling.dek", example("mtg-cycling.dek"));
    expect(dek.kind).toBe("deck");
    expect(dek.deck?.layout).toBe("dek");
    expect(dek.diagnostics).toEqual([]);
  });

  it("*.scenario.yaml is a scenario", () => {
    const result = lintFile("x.scenario.yaml", "players:\n  A:\n    base: [Vi, Destructive]\n");
    expect(result.kind).toBe("scenario");
    expect(result.diagnostics.map((d) => d.code)).toContain("scenario/split-card-name");
  });

  it("other names get nothing", () => {
    expect(lintFile("notes.txt", "3 Stacked Deck")).toEqual({ diagnostics: [] });
  });
});
