import { describe, expect, it } from "vitest";
import { Txn } from "../src/riftbound/txn.js";
import { FILLER } from "./fixtures.js";
import { game } from "./helpers.js";

describe("picking cards (the choice plumbing)", () => {
  it("an effect with nothing to pick from leaves a yes/no for the next choice (no misfit)", () => {
    const txn = new Txn(game({ players: { A: { zones: {} } } }), ["yes"]);
    expect(txn.pickCards("A", "a unit to return", [], 1)).toEqual({ picked: [], invalid: [], defaulted: true });
    expect(txn.yesNo("A", "draw?", false)).toBe(true);
    expect(txn.violations).toEqual([]);
  });

  it("an effect with nothing to pick from still reads a card named for it, and says why it can't be picked", () => {
    const txn = new Txn(game({ players: { A: { zones: { trash: [{ def: FILLER(1) }] } } } }), ["Filler 1"]);
    expect(txn.pickCards("A", "a unit to return", [], 1).invalid).toEqual([{ index: 0, answer: "Filler 1" }]);
    expect(txn.violations[0]).toMatchObject({ code: "invalid-choice" });
  });

  it("a cost with nothing to pick from still reads its answer, which is refused with it", () => {
    const txn = new Txn(game({ players: { A: { zones: {} } } }), ["Filler 1"]);
    expect(txn.pickCards("A", "1 to recycle from your trash", [], 1, null).invalid).toEqual([{ index: 0, answer: "Filler 1" }]);
  });
});

describe("battlefields keyed by a scenario's own ids", () => {
  it("an id such as toString or constructor is no battlefield unless set up as one", async () => {
    const { isBattlefield, battlefieldController } = await import("../src/riftbound/battlefields.js");
    const state = game({ players: { A: { zones: {} } } });
    expect(isBattlefield(state, "toString")).toBe(false);
    expect(isBattlefield(state, "constructor")).toBe(false);
    expect(battlefieldController(state, "__proto__")).toBe(null);
  });
});
