import { describe, expect, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_MTG, mtgWith } from "../helpers.js";

describe("deck/set-code", () => {
  it("an Arena line whose set code is a set the card was never printed in: a warning on the code and number, with its sets", () => {
    const d = expectDeckDiagnostic(mtgWith("4 Street Wraith", "4 Street Wraith ‹(MH1) 1›"), {
      code: "deck/set-code",
      severity: "warning",
      rule: [],
      message: "Street Wraith was never printed in MH1; its sets are A25, DMR, FUT, MB2, MMA, TSR.",
    });
    expect(d.fixes).toEqual([{ title: 'Remove "(MH1) 1"', edits: [{ range: expect.objectContaining({ endOffset: d.range.endOffset }), newText: "" }], safe: false }]);
  });

  it("for a real card without a full definition too, and lists the first 8 sets of a card printed in many", () => {
    expectDeckDiagnostic(mtgWith("4 Street Wraith", "4 Lightning Bolt ‹(MH1) 12›"), { code: "deck/set-code", message: "its sets are 2ED, 2X2, 30A, 3ED, 4ED, A25, ATH, BTD and 29 more" });
  });

  it("is silent on a printing that exists, on Arena's DAR for Dominaria (DOM), and on a code no card in the data has", () => {
    expectNoDeckDiagnostics(mtgWith("4 Street Wraith", "4 Street Wraith (FUT) 88\n4 Lightning Bolt (m10) 146\n1 Swamp (DAR) 258\n1 Swamp (ZZZ9) 1"), { codes: ["deck/set-code"] });
    expectNoDeckDiagnostics(LEGAL_MTG, { codes: ["deck/set-code"] });
  });

  it("says nothing about a name no card has (deck/unknown-card does)", () => {
    expectNoDeckDiagnostics(mtgWith("4 Street Wraith", "4 Street Wrath (MH1) 1"), { codes: ["deck/set-code"] });
  });
});
