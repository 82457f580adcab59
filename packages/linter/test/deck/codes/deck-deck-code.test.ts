import { describe, expect, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics, lintDeck } from "../../../src/index.js";
import { base32, example } from "../helpers.js";

/** An empty deck of format 1 and the given version: header byte, 12 + 3 empty count groups, no champion. */
function emptyCode(version: number): string {
  return base32([0x10 | version, ...Array(15).fill(0), 0]);
}

describe("deck/deck-code", () => {
  it("a code of a newer version than the library reads (v4+), on the code, never a crash", () => {
    expectDeckDiagnostic(`‹${emptyCode(4)}›\n`, { code: "deck/deck-code", rule: [], message: "format version 4" });
    expectDeckDiagnostic(`code: ‹${emptyCode(6)}›\n`, { code: "deck/deck-code", message: "reads versions 1–3 only" });
  });

  it("a card of a set the library doesn't know", () => {
    // v3; twelve-copy group: 1 group of 1 card, set 9, variant 0, number 5; the rest empty.
    const code = base32([0x13, 1, 1, 9, 0, 5, ...Array(14).fill(0), 0]);
    expectDeckDiagnostic(`‹${code}›`, { code: "deck/deck-code", message: "set number 9" });
  });

  it("a damaged or cut-short code", () => {
    const full = example("riftbound-mind-chaos-code.deck").trim().split("\n").pop() ?? "";
    expectDeckDiagnostic(`‹${full.slice(0, 30)}›`, { code: "deck/deck-code", message: "cut short" });
    expectDeckDiagnostic(`code: ‹${full.slice(0, 20)}1${full.slice(21)}›`, { code: "deck/deck-code" });
  });

  it("a code that disagrees with the list beside it is a warning on the code", () => {
    const code = example("riftbound-mind-chaos-code.deck").trim().split("\n").pop() ?? "";
    const list = example("riftbound-mind-chaos.deck").replace("3 Sai Scout", "2 Sai Scout");
    const text = `code: ${code}\n${list}`;
    const d = lintDeck(text).diagnostics.find((x) => x.code === "deck/deck-code");
    expect(d?.severity).toBe("warning");
    expect(d?.message).toContain("the list has 2 Sai Scout, the code has 3");
    expect(text.slice(d?.range.startOffset, d?.range.endOffset)).toBe(code);
  });

  it("is silent on a readable code, alone or beside the same list", () => {
    const code = example("riftbound-mind-chaos-code.deck");
    expectNoDeckDiagnostics(code, { codes: ["deck/deck-code"] });
    expectNoDeckDiagnostics(`code: ${code.trim().split("\n").pop() ?? ""}\n${example("riftbound-mind-chaos.deck")}`, { codes: ["deck/deck-code"] });
  });
});
