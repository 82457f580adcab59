import { describe, expect, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, legalWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/token", () => {
  it("a token in the Main Deck, on its name (185), with a fix that removes the line", () => {
    const d = expectDeckDiagnostic(legalWith("3 Sai Scout\n", "3 Sai Scout\n2 ‹Mech›\n"), { code: "deck/token", rule: "185" }, { cards });
    expect(d.fixes?.[0]?.title).toBe("Remove Mech");
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("");
  });

  it("a token never counts toward the Main Deck", () => {
    expectDeckDiagnostic(legalWith("MainDeck:", "‹MainDeck:›").replace("1 Teemo, Strategist", "1 Recruit"), { code: "deck/main-size", message: "39" }, { cards });
  });

  it("is silent on a legal deck", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/token"] });
  });
});
