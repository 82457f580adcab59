import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_MTG, LEGAL_RIFTBOUND, legalWith, mtgWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/main-size", () => {
  it("39 Main Deck cards with the Chosen Champion, on the MainDeck header (103.2)", () => {
    expectDeckDiagnostic(legalWith("MainDeck:", "‹MainDeck:›").replace("1 Teemo, Strategist\n", ""), { code: "deck/main-size", rule: "103.2", message: "has 39 cards (38 + the Chosen Champion)" }, { cards });
  });

  it("the Chosen Champion counts: 39 + 1 is legal", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/main-size"] });
  });

  it("without a header, on the first Main Deck line", () => {
    expectDeckDiagnostic("‹3 Stacked Deck›\n6 Chaos Rune\n", { code: "deck/main-size", rule: "103.2" }, { game: "riftbound" });
  });

  it("MTG: under 60, on the Deck header (100.2a)", () => {
    expectDeckDiagnostic(mtgWith("Deck", "‹Deck›").replace("20 Swamp", "19 Swamp"), { code: "deck/main-size", rule: "100.2a", message: "59 cards" });
  });

  it("MTG: 60 is legal", () => {
    expectNoDeckDiagnostics(LEGAL_MTG, { codes: ["deck/main-size"] });
  });
});
