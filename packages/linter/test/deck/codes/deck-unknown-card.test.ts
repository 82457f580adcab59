import { describe, expect, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
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

  it("an MTG card, in Arena text", () => {
    expectDeckDiagnostic(mtgWith("4 Street Wraith", "4 ‹Street Wrath›"), { code: "deck/unknown-card", message: 'Did you mean "Street Wraith"?' });
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
