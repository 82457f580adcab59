import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, legalWith, playtestCards } from "../helpers.js";

// The bundled data has no Signature card yet: these use the playtest catalog (helpers.ts).
const cards = playtestCards;

describe("deck/signature-limit", () => {
  it("a 4th Signature card, on the count that makes it 4 (103.2.d)", () => {
    expectDeckDiagnostic(legalWith("3 Sai Scout", "2 Playtest Card Trick\n‹2› Playtest Stacked Odds"), { code: "deck/signature-limit", rule: "103.2.d", message: "4 Signature cards" }, { cards });
  });

  it("a Signature card of another champion, on its name", () => {
    expectDeckDiagnostic(legalWith("3 Sai Scout", "3 Sai Scout\n1 ‹Playtest Iron Will›"), { code: "deck/signature-limit", rule: "103.2.d", message: "Dr. Mundo" }, { cards });
  });

  it("3 Signature cards of the legend's champion are legal", () => {
    expectNoDeckDiagnostics(legalWith("3 Sai Scout", "2 Playtest Card Trick\n1 Playtest Stacked Odds"), { cards });
  });

  it("is silent on a legal deck", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/signature-limit"] });
  });
});
