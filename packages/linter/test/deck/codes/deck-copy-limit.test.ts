import { describe, expect, it } from "vitest";
import { expectDeckDiagnostic, expectNoDeckDiagnostics } from "../../../src/index.js";
import { LEGAL_MTG, LEGAL_RIFTBOUND, legalWith, mtgWith, playtestCards } from "../helpers.js";

const cards = playtestCards;

describe("deck/copy-limit", () => {
  it("a 4th copy, on the count of the line that makes it 4 (103.2.b)", () => {
    expectDeckDiagnostic(legalWith("3 Sai Scout", "‹4› Sai Scout"), { code: "deck/copy-limit", rule: "103.2.b", message: "4 copies of Sai Scout" }, { cards });
  });

  it("the Chosen Champion counts: Champion 1 + Main Deck 3", () => {
    const d = expectDeckDiagnostic(legalWith("2 Twisted Fate, Gambler", "‹3› Twisted Fate, Gambler"), { code: "deck/copy-limit", message: "the Chosen Champion included" }, { cards });
    expect(d.related?.[0]?.message).toBe("1 Twisted Fate, Gambler (the Chosen Champion)");
  });

  it("copies on two lines add up; the second line's count is the 4th", () => {
    expectDeckDiagnostic(legalWith("3 Stacked Deck", "3 Stacked Deck\n‹1› Stacked Deck"), { code: "deck/copy-limit" }, { cards });
  });

  it("a sideboard that takes a name past 3 is an error: the limit counts main deck and sideboard together (TR 601.1.c.3)", () => {
    expectDeckDiagnostic(legalWith("2 Teemo, Strategist", "‹3› Teemo, Strategist"), { code: "deck/copy-limit", severity: "error", rule: ["103.2.b", "TR 601.1.c.3"], message: "With the sideboard" }, { cards });
  });

  it("a card that says otherwise (any number of cards named …) has no limit", () => {
    expectNoDeckDiagnostics(legalWith("3 Garbage Grabber", "12 Playtest Swarmling"), { cards, codes: ["deck/copy-limit"] });
  });

  it("runes are not limited to 3", () => {
    expectNoDeckDiagnostics(LEGAL_RIFTBOUND, { cards, codes: ["deck/copy-limit"] });
  });

  it("MTG: a 5th copy across deck and sideboard, on the sideboard line's count (100.2a, 100.4a)", () => {
    expectDeckDiagnostic(mtgWith("2 Leyline of the Void", "2 Leyline of the Void\n‹1› Street Wraith"), { code: "deck/copy-limit", rule: ["100.2a", "100.4a"], message: "5 copies of Street Wraith across deck and sideboard" });
  });

  it("MTG: a 5th copy in the deck cites 100.2a", () => {
    expectDeckDiagnostic(mtgWith("4 Street Wraith", "‹5› Street Wraith"), { code: "deck/copy-limit", rule: "100.2a" });
  });

  it("MTG: basic lands and cards that say otherwise (Relentless Rats) are not limited", () => {
    expectNoDeckDiagnostics(LEGAL_MTG, { codes: ["deck/copy-limit"] });
    expectNoDeckDiagnostics("Deck\n30 Swamp\n8 Snow-Covered Island\n", { codes: ["deck/copy-limit"] });
    expectNoDeckDiagnostics("Deck\n24 Relentless Rats\n36 Swamp\n", { game: "mtg", codes: ["deck/copy-limit"] });
  });

  it("MTG: the name index knows cards without a full definition: basic snow lands, any-number cards, up-to-N cards", () => {
    expectNoDeckDiagnostics("Deck\n20 Snow-Covered Wastes\n20 Persistent Petitioners\n13 Shadowborn Apostle\n7 Seven Dwarves\n", { game: "mtg", codes: ["deck/copy-limit"] });
    expectDeckDiagnostic("Deck\n‹8› Seven Dwarves\n52 Swamp\n", { code: "deck/copy-limit", message: "at most 7" }, { game: "mtg" });
    expectDeckDiagnostic("Deck\n‹10› Nazgûl\n50 Swamp\n", { code: "deck/copy-limit", message: "at most 9" }, { game: "mtg" });
    expectDeckDiagnostic("Deck\n‹5› Lightning Bolt\n55 Mountain\n", { code: "deck/copy-limit", message: "at most 4" }, { game: "mtg" });
  });

  it("MTG: a full definition's parsed 'A deck can have any number of cards named ~' lifts the limit (Cid, Timeless Artificer)", () => {
    expectNoDeckDiagnostics("Deck\n12 Cid, Timeless Artificer\n24 Plains\n24 Island\n", { game: "mtg", codes: ["deck/copy-limit"] });
  });

  it("MTG: a card that searches for any number of itself is still limited to 4 (Gathering Throng; its text changes no deck rule)", () => {
    expectDeckDiagnostic("Deck\n‹6› Gathering Throng\n54 Plains\n", { code: "deck/copy-limit", message: "6 copies of Gathering Throng" }, { game: "mtg" });
  });
});
