import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, legalWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/champion", () => {
  it("no legend, on the first header (103.1)", () => {
    expectDeckDiagnostic(legalWith("Legend:\n1 Playtest Legend, Fate's Hand\n\n", "").replace("Champion:", "‹Champion:›"), { code: "deck/champion", rule: "103.1", message: "No Champion Legend" }, { cards });
  });

  it("two legends, on the second (103.1)", () => {
    expectDeckDiagnostic(legalWith("1 Playtest Legend, Fate's Hand", "1 Playtest Legend, Fate's Hand\n1 ‹Jinx, Loose Cannon›"), { code: "deck/champion", rule: "103.1" }, { cards });
  });

  it("a champion whose tag doesn't match the legend, on its name (103.2.a.2)", () => {
    const text = legalWith("Champion:\n1 Twisted Fate, Gambler", "Champion:\n1 ‹Ekko, Recurrent›").replace("3 Ekko, Recurrent", "2 Ekko, Recurrent");
    expectDeckDiagnostic(text, { code: "deck/champion", rule: "103.2.a.2", message: "needs Twisted Fate" }, { cards });
  });

  it("a Chosen Champion that is not a champion unit (103.2.a)", () => {
    expectDeckDiagnostic(legalWith("Champion:\n1 Twisted Fate, Gambler", "Champion:\n1 ‹Sai Scout›").replace("2 Twisted Fate, Gambler", "3 Twisted Fate, Gambler").replace("3 Sai Scout", "2 Sai Scout"), { code: "deck/champion", rule: "103.2.a", message: "not a champion unit" }, { cards });
  });

  it("no champion unit at all, on the Main Deck header (103.2.a)", () => {
    const text = legalWith("Champion:\n1 Twisted Fate, Gambler\n\n", "").replace("2 Twisted Fate, Gambler\n", "").replace("3 Dr. Mundo, Expert\n", "3 Sai Scout\n").replace("3 Ekko, Recurrent\n", "3 Mystic Poro\n").replace("3 Kai'Sa, Evolutionary\n", "3 Stacked Deck\n").replace("1 Teemo, Strategist\n", "").replace("MainDeck:", "‹MainDeck:›");
    expectDeckDiagnostic(text, { code: "deck/champion", rule: "103.2.a", message: "No Chosen Champion" }, { cards });
  });

  it("in the flat layout the Chosen Champion is the first champion unit with the legend's tag", () => {
    expectNoDeckDiagnostics("1 Playtest Legend, Fate's Hand\n3 Ekko, Recurrent\n3 Twisted Fate, Gambler\n", { cards, codes: ["deck/champion"] });
    expectDeckDiagnostic("1 Jinx, Loose Cannon\n3 ‹Vi, Destructive›\n", { code: "deck/champion", rule: "103.2.a.2", message: "taken as the Chosen Champion" });
  });

  it("is silent on a legal deck", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/champion"] });
  });
});
