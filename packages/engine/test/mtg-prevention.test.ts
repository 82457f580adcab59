/**
 * Prevention shields (615): made by resolving effects, consulted by damage as it would be dealt,
 * ended by the cleanup step (514.2) and by a zone change of the object they are on or about (400.7).
 */
import { describe, expect, it } from "vitest";
import { applyMtg, type MtgCardDef, type MtgEffect } from "../src/index.js";
import { creature } from "./mtg-fixtures.js";
import { cards, mtg, zone } from "./mtg-helpers.js";

const instant = (name: string, colors: MtgCardDef["colors"], effect: MtgEffect[], target?: "any" | "creature"): MtgCardDef => ({
  name, manaCost: "{0}", types: ["Instant"], supertypes: [], subtypes: [], colors, text: "", abilities: [], spell: { effect, ...(target ? { target } : {}) },
});
const damage = (n: number): MtgEffect => ({ kind: "damage", to: "target", amount: { kind: "fixed", n } });
const SHOCK = instant("Shock", ["R"], [damage(2)], "any");
const BLAST = instant("Blast", ["R"], [damage(5)], "any");
const BALM = instant("Balm", ["W"], [{ kind: "prevent-damage", to: "target", shield: { kind: "next-n", n: 3 } }], "any");
const WARD = instant("Ward", ["W"], [{ kind: "prevent-damage", to: "you", shield: { kind: "next-from-chosen-source", quality: { color: "R" } } }]);
const BEAR = creature("Bear", "{1}{G}", 2, 2);
const life = (s: { playerState: Record<string, { life: number }> }, p: string) => s.playerState[p]?.life;

describe("prevention shields (615.1, 615.7)", () => {
  it("a shield of 3 prevents 3 of 5, then nothing of the next damage (615.7)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(BALM, BLAST, SHOCK) } } } });
    let r = applyMtg(s, { type: "cast", player: "A", card: "balm", choices: ["A"] });
    r = applyMtg(r.state, { type: "cast", player: "A", card: "blast", choices: ["A"] });
    expect(life(r.state, "A")).toBe(18);
    r = applyMtg(r.state, { type: "cast", player: "A", card: "shock", choices: ["A"] });
    expect(life(r.state, "A")).toBe(16);
    expect(r.state.preventionShields).toEqual([]);
  });

  it("a chosen-source shield ignores damage from another source of the same colour (609.7b)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(WARD) } }, B: { zones: { hand: cards(SHOCK, BLAST) } } } });
    let r = applyMtg(s, { type: "cast", player: "B", card: "shock", choices: ["A"], hold: true });
    r = applyMtg(r.state, { type: "cast", player: "B", card: "blast", choices: ["A"], hold: true });
    // A chooses Shock, below Blast on the stack: Blast's 5 is dealt, Shock's 2 prevented.
    r = applyMtg(r.state, { type: "cast", player: "A", card: "ward", choices: ["Shock"] });
    expect(r.violations).toEqual([]);
    expect(life(r.state, "A")).toBe(15);
  });

  it("a shield on a creature ends when it leaves the battlefield (400.7)", () => {
    const SLAY = instant("Slay", ["B"], [{ kind: "destroy-target" }], "creature");
    const s = mtg({ players: { A: { zones: { hand: cards(BALM, SLAY), battlefield: cards(BEAR) } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "balm", choices: ["Bear"] });
    expect(r.state.preventionShields?.length).toBe(1);
    const gone = applyMtg(r.state, { type: "cast", player: "A", card: "slay", choices: ["Bear"] });
    expect(zone(gone.state, "A", "graveyard")).toContain("Bear");
    expect(gone.state.preventionShields).toEqual([]);
  });

  it("shields end in the cleanup step (514.2), not before", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(BALM), battlefield: cards(BEAR) } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "balm", choices: ["Bear"] });
    const end = applyMtg(r.state, { type: "advance", step: "end" });
    expect(end.state.preventionShields?.length).toBe(1);
    const cleanup = applyMtg(end.state, { type: "advance", step: "cleanup" });
    expect(cleanup.state.preventionShields).toBeUndefined();
  });
});
