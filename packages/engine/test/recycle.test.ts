import { describe, expect, it } from "vitest";
import { applyRift, findCards, mightOf } from "../src/index.js";
import { DR_MUNDO, FILLER, FORGE, GARBAGE_GRABBER, KARMA, VI, rune } from "./fixtures.js";
import { game, names } from "./helpers.js";

const trash = (n: number) => Array.from({ length: n }, (_, i) => ({ def: FILLER(i + 1) }));

describe("416 Recycle", () => {
  it("416.1: recycled cards go to the bottom of the deck", () => {
    const s = game({ players: { A: { zones: { trash: trash(1), "main-deck": [{ def: FILLER(9) }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "trash" }], choices: [] });
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 9", "Filler 1"]);
    expect(r.events.find((e) => e.type === "move")).toMatchObject({ position: "bottom", reason: "recycle", rule: "416.1.a" });
  });

  it("416.1: a claimed top position is a wrong destination", () => {
    const s = game({ players: { A: { zones: { trash: trash(1) } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "trash" }], position: "top", choices: [] });
    expect(r.violations).toEqual([expect.objectContaining({ code: "wrong-destination", rule: "416.1", at: { part: "position" } })]);
    expect(r.refused).toBe(false);
  });

  it("416.1.a: a Main Deck card is recycled to the Main Deck, even from the board", () => {
    const s = game({ players: { A: { zones: { base: [{ def: VI }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "base" }], choices: [] });
    expect(names(r.state, "A", "main-deck")).toEqual(["Vi, Destructive"]);
    expect(names(r.state, "A", "base")).toEqual([]);
  });

  it("416.1.a: claiming the Rune Deck for a Main Deck card is a wrong destination", () => {
    const s = game({ players: { A: { zones: { trash: trash(1) } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "trash" }], to: { player: "A", zone: "rune-deck" }, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "wrong-destination", rule: "416.1.a", at: { part: "to" } });
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1"]);
  });

  it("416.1.b: a rune is recycled to the Rune Deck, and claiming the Main Deck is a wrong destination", () => {
    const s = game({ players: { A: { zones: { runes: [{ def: rune("fury") }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "runes" }], to: { player: "A", zone: "main-deck" }, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "wrong-destination", rule: "416.1.b", at: { part: "to" } });
    expect(names(r.state, "A", "rune-deck")).toEqual(["Fury Rune"]);
    expect(names(r.state, "A", "main-deck")).toEqual([]);
  });

  it("416.1.c: a card recycled on A's instruction goes to its owner's deck", () => {
    const s = game({ players: { A: {}, B: { zones: { trash: [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "B", zone: "trash" }], to: { player: "A", zone: "main-deck" }, choices: [] });
    expect(names(r.state, "B", "main-deck")).toEqual(["Filler 1"]);
    expect(names(r.state, "A", "main-deck")).toEqual([]);
    expect(r.violations[0]).toMatchObject({ code: "wrong-destination", rule: "416.1.c" });
    expect(r.events.find((e) => e.type === "move")).toMatchObject({ rule: "416.1.c" });
  });

  it("416.1.c / 056: a card A controls but B owns goes to B's deck", () => {
    const s = game({ players: { A: { zones: { base: [{ def: VI, owner: "B" }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "base" }], choices: [] });
    expect(names(r.state, "B", "main-deck")).toEqual(["Vi, Destructive"]);
    expect(r.state.cards.get([...findCards(r.state, "Vi, Destructive")][0]!)!.controller).toBe("B");
  });

  it("416.2.a: a recycle an effect instructs is not optional: a 'no' where the card is asked is an invalid answer, and the recycle happens", () => {
    const s = game({ players: { A: { zones: { trash: trash(1) } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "trash" }], choices: ["no"] });
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1"]);
    expect(r.violations).toEqual([
      expect.objectContaining({ code: "invalid-choice", rule: "-", message: "Expected a card for '1 to recycle from A's trash'; got 'no'.", at: { part: "choice", index: 0 } }),
    ]);
  });

  it("416.3: Vi can't activate with an empty trash, and nothing changes", () => {
    const s = game({ players: { A: { zones: { base: [{ def: VI }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "416.3" });
    expect(r.state).toBe(s);
  });

  it("416.3: Vi pays by recycling 1 from her controller's trash and gets +1 Might this turn", () => {
    const s = game({ players: { A: { zones: { base: [{ def: VI }], trash: trash(2) } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: ["Filler 2"] });
    expect(r.refused).toBe(false);
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 2"]);
    expect(mightOf(r.state, "vi-destructive")).toBe(4);
  });

  it("416.3: Vi's cost can't be paid from an opponent's trash", () => {
    const s = game({ players: { A: { zones: { base: [{ def: VI }] } }, B: { zones: { trash: trash(3) } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "416.3" });
  });

  it("416.3: Garbage Grabber with 2 cards in trash can't pay 'Recycle 3'", () => {
    const s = game({ players: { A: { zones: { base: [{ def: GARBAGE_GRABBER }], trash: trash(2), runes: [{ def: rune("mind") }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "416.3" });
  });

  it("416.3: choosing 2 cards for 'Recycle 3' is the wrong count, and the cost is not paid", () => {
    const s = game({ players: { A: { zones: { base: [{ def: GARBAGE_GRABBER }], trash: trash(4), runes: [{ def: rune("mind") }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: ["Filler 1", "Filler 2", true] });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "wrong-count", rule: "416.3" });
  });

  it("416.3 / 052: a rune can't be chosen to pay 'Recycle 1 from your trash'", () => {
    const s = game({ players: { A: { zones: { base: [{ def: VI }], trash: trash(1), runes: [{ def: rune("fury") }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: ["Fury Rune"] });
    expect(r.violations[0]).toMatchObject({ code: "not-a-card", rule: "052", at: { part: "choice", index: 0 } });
  });

  it("416.4: an effect recycles as many as possible and choosing fewer is the wrong count", () => {
    const s = game({ players: { A: { zones: { trash: trash(3) } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 3, from: [{ player: "A", zone: "trash" }], choices: ["Filler 1"] });
    expect(r.violations[0]).toMatchObject({ code: "wrong-count", rule: "416.4" });
  });

  it("416.4: 'recycle all' takes the whole zone", () => {
    const s = game({ players: { A: { zones: { trash: trash(3) } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: "all", from: [{ player: "A", zone: "trash" }], choices: [] });
    expect(names(r.state, "A", "trash")).toEqual([]);
    expect(names(r.state, "A", "main-deck")).toHaveLength(3);
  });

  it("416.5: Garbage Grabber's 3 cards go to the bottom in a seeded random order", () => {
    const setup = { players: { A: { zones: { base: [{ def: GARBAGE_GRABBER }], trash: trash(3), runes: [{ def: rune("mind") }], "main-deck": [{ def: FILLER(0) }] } } } };
    const orders = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const r = applyRift(game({ ...setup, seed }), { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: [] });
      expect(r.refused).toBe(false);
      const deck = names(r.state, "A", "main-deck");
      // The old top card was drawn by the ability's effect; the three recycled cards are all that is left.
      expect(names(r.state, "A", "hand")).toEqual(["Filler 0"]);
      expect([...deck].sort()).toEqual(["Filler 1", "Filler 2", "Filler 3"]);
      expect(r.events.find((e) => e.type === "order")).toMatchObject({ how: "random", rule: "416.5" });
      orders.add(deck.join("|"));
    }
    expect(orders.size).toBeGreaterThan(1);
    const a = applyRift(game({ ...setup, seed: 5 }), { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: [] });
    const b = applyRift(game({ ...setup, seed: 5 }), { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: [] });
    expect(a.state.zones).toEqual(b.state.zones);
  });

  it("416.5: an order given for 2+ cards to a Main Deck is refused as an order that can't be chosen", () => {
    const s = game({ players: { A: { zones: { trash: trash(2) } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 2, from: [{ player: "A", zone: "trash" }], order: ["filler-1", "filler-2"], choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "order", rule: "416.5", at: { part: "order" }, severity: "error" });
  });

  it("416.5.a: 2+ runes go to the Rune Deck in their owner's chosen order", () => {
    const s = game({ players: { A: { zones: { runes: [{ def: rune("fury") }, { def: rune("calm") }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: "all", from: [{ player: "A", zone: "runes" }], order: ["calm-rune", "fury-rune"], choices: [] });
    expect(names(r.state, "A", "rune-deck")).toEqual(["Calm Rune", "Fury Rune"]);
    expect(r.violations).toEqual([]);
  });

  it("416.5.a: without an order the owner's choice defaults to the chosen order, with a warning", () => {
    const s = game({ players: { A: { zones: { runes: [{ def: rune("fury") }, { def: rune("calm") }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: "all", from: [{ player: "A", zone: "runes" }], choices: [] });
    expect(names(r.state, "A", "rune-deck")).toEqual(["Fury Rune", "Calm Rune"]);
    expect(r.violations[0]).toMatchObject({ code: "order", rule: "416.5.a", severity: "warning" });
  });

  it("416.6: Dr. Mundo recycles 3 of his controller's choice at the start of the Beginning Phase", () => {
    const s = game({ phase: "awaken", players: { A: { zones: { base: [{ def: DR_MUNDO }], trash: trash(4) } } } });
    const r = applyRift(s, { type: "advance", phase: "beginning", choices: ["Filler 4", "Filler 2", "Filler 1"] });
    expect(names(r.state, "A", "trash")).toEqual(["Filler 3"]);
    expect(r.violations).toEqual([]);
  });

  it("416.6: with fewer than 3 cards in trash, Dr. Mundo recycles as many as he can", () => {
    const s = game({ phase: "awaken", players: { A: { zones: { base: [{ def: DR_MUNDO }], trash: trash(2) } } } });
    const r = applyRift(s, { type: "advance", phase: "beginning", choices: [] });
    expect(names(r.state, "A", "trash")).toEqual([]);
    expect(names(r.state, "A", "main-deck").sort()).toEqual(["Filler 1", "Filler 2"]);
    expect(r.violations).toEqual([]);
  });

  it("416.6: the choice is the instructed player's, from the relevant zone only", () => {
    const s = game({ players: { A: { zones: { trash: trash(2), hand: [{ def: VI }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "trash" }], choices: ["Vi, Destructive"] });
    expect(r.violations[0]).toMatchObject({ code: "invalid-choice", rule: "416.6" });
  });

  it("a Forge of the Future recycles cards from every trash, each to its owner's deck (416.1.c)", () => {
    const s = game({ players: { A: { zones: { base: [{ def: FORGE }], trash: [{ def: FILLER(1) }] } }, B: { zones: { trash: [{ def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "forge-of-the-future", ability: 1, choices: ["Filler 1", "Filler 2"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1"]);
    expect(names(r.state, "B", "main-deck")).toEqual(["Filler 2"]);
    expect(names(r.state, "A", "trash")).toEqual(["Forge of the Future"]);
  });

  it("052: 'when you recycle one or more cards' ignores runes", () => {
    const s = game({ players: { A: { zones: { base: [{ def: KARMA }], runes: [{ def: rune("order") }], trash: trash(1) } } } });
    const runeOnly = applyRift(s, { type: "activate", player: "A", card: "order-rune", ability: "recycle", choices: [] });
    expect(runeOnly.events.some((e) => e.type === "trigger")).toBe(false);
    const card = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "trash" }], choices: [] });
    expect(card.events.some((e) => e.type === "trigger")).toBe(true);
    expect(mightOf(card.state, "karma-channeler")).toBe(7);
  });
});
