import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, legalWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/domain-identity", () => {
  it("a Fury card in a Mind/Chaos deck, on its name (103.1.b.3)", () => {
    expectDeckDiagnostic(legalWith("3 Sai Scout", "3 ‹Blind Fury›"), { code: "deck/domain-identity", rule: "103.1.b.3", message: "Blind Fury is Fury" }, { cards });
  });

  it("a multi-domain card needs all of its domains (103.1.b.4)", () => {
    expectDeckDiagnostic(legalWith("3 Sai Scout", "3 ‹Playtest Prism›"), { code: "deck/domain-identity", rule: "103.1.b.4", message: "without Fury" }, { cards });
  });

  it("a rune of another domain cites 103.3", () => {
    expectDeckDiagnostic(legalWith("6 Chaos Rune", "5 Chaos Rune\n1 ‹Body Rune›"), { code: "deck/domain-identity", rule: ["103.3", "103.1.b"] }, { cards });
  });

  it("sideboard cards are checked too", () => {
    expectDeckDiagnostic(legalWith("2 Teemo, Strategist", "2 ‹Vi, Destructive›"), { code: "deck/domain-identity" }, { cards });
  });

  it("a two-domain card whose power pips' domains the card data lacks is checked by its domains, which it has (103.1.b.4)", () => {
    // Guerilla Warfare (Mind and Chaos) and Tibbers (Fury and Chaos): "power": ["unknown", …] in the data.
    expectNoDeckDiagnostics(legalWith("3 Sai Scout", "3 Guerilla Warfare"), { cards, codes: ["deck/domain-identity"] });
    expectDeckDiagnostic(legalWith("3 Sai Scout", "1 ‹Tibbers›"), { code: "deck/domain-identity", rule: "103.1.b.4", message: "without Fury" }, { cards });
  });

  it("is silent on a legal deck", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/domain-identity"] });
  });
});
