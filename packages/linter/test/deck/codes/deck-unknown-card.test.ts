import { describe, expect, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics, lintDeck } from "../../../src/index.js";
import { LEGAL_MTG, LEGAL_RIFTBOUND, legalWith, mtgWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/unknown-card", () => {
  it("a misspelled Riftbound card, on the name, with a did-you-mean fix", () => {
    const d = expectDeckDiagnostic(legalWith("3 Sai Scout", "3 ‹Sai Scuot›"), { code: "deck/unknown-card", rule: [], message: 'Did you mean "Sai Scout"?' }, { cards });
    expect(d.fixes?.[0]).toEqual({ title: 'Change to "Sai Scout"', edits: [{ range: d.range, newText: "Sai Scout" }], safe: false });
  });

  it("the fix keeps riftbound.gg's ' - ' subtitle style", () => {
    const d = expectDeckDiagnostic("3 ‹Twisted Fate - Gambeler› (OGN-999)\n", { code: "deck/unknown-card" }, { game: "riftbound" });
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("Twisted Fate - Gambler");
  });

  it("a name the data lacks but a code it knows: the fix is the code's card", () => {
    const d = expectDeckDiagnostic("1 ‹Twisted Fate, Gamblr› (OGN-200)\n", { code: "deck/unknown-card" }, { game: "riftbound" });
    expect(d.fixes?.map((f) => f.title)).toEqual(['Change to "Twisted Fate, Gambler"']);
  });

  it("an MTG card, in Arena text: no printed card has the name, and the nearest of all 32,000 names come first", () => {
    const d = expectDeckDiagnostic(mtgWith("4 Street Wraith", "4 ‹Street Wrath›"), { code: "deck/unknown-card", message: "(it has every printed card's name)" });
    expect(d.fixes?.[0]?.title).toBe('Change to "Street Wraith"');
  });

  it("MTG: a real card the engine has no definition of is known, not unknown (the name index)", () => {
    expectNoDeckDiagnostics(mtgWith("4 Street Wraith", "4 Lightning Bolt\n4 Counterspell\n2 Lorien Revealed\n1 Fire // Ice\n1 Delver of Secrets"), { codes: ["deck/unknown-card"] });
  });

  it("MTG: did-you-mean over every Magic name, for a card the full definitions don't have", () => {
    const d = expectDeckDiagnostic(mtgWith("4 Street Wraith", "4 ‹Lightening Bolt›"), { code: "deck/unknown-card", message: 'Did you mean "Lightning Bolt"' });
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("Lightning Bolt");
  });

  it("a list of more unknown names than a real list has: each reported, the first 100 with a did-you-mean (INPUT_LIMITS.suggestionsPerFile)", () => {
    const lines = Array.from({ length: 120 }, (_, i) => `1 Lightening Bolt ${"x".repeat(i % 3)}${i}`);
    const { diagnostics } = lintDeck(`Deck\n${lines.join("\n")}\n`, { game: "mtg" });
    const unknown = diagnostics.filter((d) => d.code === "deck/unknown-card");
    expect(unknown).toHaveLength(120);
    expect(unknown.filter((d) => (d.fixes ?? []).length > 0).length).toBeLessThanOrEqual(100);
    expect(unknown.slice(100).every((d) => !d.message.includes("Did you mean"))).toBe(true);
  });

  it("an MTG card in .dek XML: the range is the Name value, and the fix is escaped for XML", () => {
    const d = expectDeckDiagnostic('<Deck><Cards Quantity="1" Sideboard="false" Name="‹Akromas Vengeance›" /></Deck>', { code: "deck/unknown-card" }, { filePath: "a.dek" });
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("Akroma's Vengeance");
  });

  it("is silent on legal decks", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/unknown-card"] });
    expectNoDeckDiagnostics(LEGAL_MTG, { codes: ["deck/unknown-card"] });
  });
});
