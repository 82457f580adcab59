import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, playtestCards } from "../helpers.js";

describe("deck/syntax", () => {
  it("an unknown section header, a warning on the header", () => {
    expectDeckDiagnostic("Legend:\n1 Jinx, Loose Cannon\n‹Rune Pool:›\n6 Fury Rune\n", { code: "deck/syntax", severity: "warning", message: "not a Riftbound deck section" });
  });

  it("a count of 0, on the count", () => {
    expectDeckDiagnostic("MainDeck:\n‹0› Stacked Deck\n", { code: "deck/syntax", message: "count of 0" }, { game: "riftbound" });
  });

  it("an unknown game, on the value", () => {
    expectDeckDiagnostic("game: ‹pokemon›\n3 Stacked Deck\n", { code: "deck/syntax", message: "game: riftbound" });
  });

  it("malformed .dek XML, on the position", () => {
    expectDeckDiagnostic('<Deck><Cards Quantity="4" Name="Swamp" ‹/›\n', { code: "deck/syntax", message: "Not well-formed XML" }, { filePath: "x.dek" });
  });

  it("a .dek Quantity that is no number, on the value", () => {
    expectDeckDiagnostic('<Deck><Cards Quantity="‹four›" Name="Swamp" /></Deck>', { code: "deck/syntax", message: "Quantity" }, { filePath: "x.dek" });
  });

  it("a list with no cards", () => {
    expectDeckDiagnostic("‹game: riftbound›\n", { code: "deck/syntax", severity: "warning", message: "No cards" });
  });

  it("is silent on a legal deck", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards: playtestCards, codes: ["deck/syntax"] });
  });
});
