import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, legalWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/rune-count", () => {
  it("11 runes, on the Runes header (103.3)", () => {
    expectDeckDiagnostic(legalWith("Runes:", "‹Runes:›").replace("6 Chaos Rune", "5 Chaos Rune"), { code: "deck/rune-count", rule: "103.3", message: "11 runes" }, { cards });
  });

  it("13 runes", () => {
    expectDeckDiagnostic(legalWith("Runes:", "‹Runes:›").replace("6 Chaos Rune", "7 Chaos Rune"), { code: "deck/rune-count", message: "remove 1" }, { cards });
  });

  it("a rune listed in the Main Deck counts toward the Rune Deck (deck/wrong-section reports it once)", () => {
    expectNoDeckDiagnostics(legalWith("6 Mind Rune", "5 Mind Rune").replace("MainDeck:", "MainDeck:\n1 Mind Rune"), { cards, codes: ["deck/rune-count", "deck/main-size"] });
  });

  it("is silent on exactly 12", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/rune-count"] });
  });
});
