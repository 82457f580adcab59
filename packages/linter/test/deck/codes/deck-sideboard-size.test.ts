import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_MTG, LEGAL_RIFTBOUND, legalWith, mtgWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/sideboard-size", () => {
  it("Riftbound: 11 sideboard cards, on the Sideboard header (Tournament Rules 601.1.c.1)", () => {
    expectDeckDiagnostic(
      legalWith("Sideboard:\n2 Teemo, Strategist", "‹Sideboard:›\n2 Teemo, Strategist\n3 Blind Fury\n2 Promising Future\n2 The Harrowing\n2 Rumble, Hotheaded").replace("3 Promising Future", "1 Promising Future").replace("3 The Harrowing", "1 The Harrowing"),
      { code: "deck/sideboard-size", rule: ["TR 601.1.c.1"], message: "at most 10" },
      { cards },
    );
  });

  it("Riftbound: 10 is allowed (9 was an error under the rule of 8, before the Tournament Rules of 2026-07-16)", () => {
    expectNoDeckDiagnostics(legalWith("2 Teemo, Strategist", "2 Teemo, Strategist\n3 Blind Fury\n3 Rumble, Hotheaded\n2 Cruel Patron"), { cards, codes: ["deck/sideboard-size"] });
  });

  it("MTG: 16 sideboard cards (100.4a)", () => {
    expectDeckDiagnostic(mtgWith("Sideboard", "‹Sideboard›").replace("2 Abandoned Sarcophagus", "4 Abandoned Sarcophagus\n3 Rest in Peace\n4 Astral Slide"), { code: "deck/sideboard-size", rule: "100.4a", message: "16 cards" });
  });

  it("is silent on legal decks", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/sideboard-size"] });
    expectNoDeckDiagnostics(LEGAL_MTG, { codes: ["deck/sideboard-size"] });
  });
});
