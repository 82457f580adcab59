import { describe, expect, it } from "vitest";
import { expectNoDeckDiagnostics, lintDeck } from "../../src/index.js";
import { LEGAL_MTG, LEGAL_RIFTBOUND, example, playtestCards } from "./helpers.js";

describe("legal decks lint clean", () => {
  it("a legal Riftbound deck (bundled cards plus the playtest legend and third battlefield)", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards: playtestCards });
  });

  it("a legal MTG Arena deck", () => {
    expectNoDeckDiagnostics(LEGAL_MTG);
    expectNoDeckDiagnostics(example("mtg-cycling-arena.deck"));
  });

  it("the legal MTGO .dek example", () => {
    expectNoDeckDiagnostics(example("mtg-cycling.dek"), { filePath: "mtg-cycling.dek" });
  });

  it("the Riftbound examples report exactly the two findings the bundled card data forces", () => {
    for (const file of ["riftbound-mind-chaos.deck", "riftbound-mind-chaos-flat.deck", "riftbound-mind-chaos-tournament.deck", "riftbound-mind-chaos-code.deck"]) {
      const { diagnostics } = lintDeck(example(file), { filePath: file });
      expect(diagnostics.map((d) => `${d.code} ${d.rule.join(",")}`).sort(), file).toEqual(["deck/battlefields 103.4.a", "deck/champion 103.1"]);
    }
  });
});
