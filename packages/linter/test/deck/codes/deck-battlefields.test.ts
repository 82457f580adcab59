import { describe, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_RIFTBOUND, legalWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/battlefields", () => {
  it("two battlefields, on the header (103.4.a)", () => {
    expectDeckDiagnostic(legalWith("Battlefields:", "‹Battlefields:›").replace("1 Playtest Arena\n", ""), { code: "deck/battlefields", rule: "103.4.a", message: "2 battlefields" }, { cards });
  });

  it("the same battlefield twice, on the second name (103.4.c)", () => {
    expectDeckDiagnostic(legalWith("1 Playtest Arena", "1 ‹Sigil of the Storm›"), { code: "deck/battlefields", rule: "103.4.c", message: "listed twice" }, { cards });
  });

  it("two copies on one line, on the count (103.4.c)", () => {
    expectDeckDiagnostic(legalWith("1 Sigil of the Storm\n", "‹2› Sigil of the Storm\n").replace("1 Playtest Arena\n", ""), { code: "deck/battlefields", rule: "103.4.c" }, { cards });
  });

  it("is silent on three different battlefields", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/battlefields"] });
  });
});
