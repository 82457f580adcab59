/**
 * Qualified targets (115.1, checked again on resolution by 608.2b): a keyword, printed or from a
 * keyword counter (122.1b); a bound on power read as the creature is now; "an opponent controls";
 * "target opponent" (102.3); and "exile target …" (406.2).
 */
import { describe, expect, it } from "vitest";
import { applyMtg, type MtgCardDef, type MtgState, type PermanentTargetSpec } from "../src/index.js";
import { basic, creature } from "./mtg-fixtures.js";
import { cards, mtg, zone } from "./mtg-helpers.js";

const instant = (name: string, manaCost: string, effect: NonNullable<MtgCardDef["spell"]>["effect"], target: NonNullable<MtgCardDef["spell"]>["target"]): MtgCardDef => ({
  name, manaCost, types: ["Instant"], supertypes: [], subtypes: [], colors: [], text: "", abilities: [], spell: { effect, ...(target ? { target } : {}) },
});
const CREATURE = { supertypes: [], types: ["Creature"], subtypes: [] };
const flyerOnly: PermanentTargetSpec = { permanent: [{ ...CREATURE, keyword: "Flying" }] };
const smallOnly: PermanentTargetSpec = { permanent: [{ ...CREATURE, stat: { of: "power", atMost: 2 } }] };
const THORNADO = instant("Thornado", "{G}", [{ kind: "destroy-target" }], flyerOnly);
const SWAT = instant("Swat", "{B}", [{ kind: "destroy-target" }], smallOnly);
const BEAR = creature("Bear", "{1}{G}", 2, 2);
const OGRE = creature("Ogre", "{2}{R}", 3, 3);
const FLYER = creature("Bird", "{1}{U}", 1, 1, [{ kind: "static", effect: { kind: "keyword", keyword: "Flying" }, text: "Flying" }]);

const withCounter = (s: MtgState, id: string, counter: string): MtgState => {
  const card = s.cards.get(id)!;
  return { ...s, cards: s.cards.set(id, { ...card, counters: { ...card.counters, [counter]: 1 } }) };
};

describe("qualified targets (115.1, 608.2b)", () => {
  it("'creature with flying': a printed Flying qualifies, and so does a flying counter (122.1b)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(THORNADO), battlefield: cards(basic("Forest")) } }, B: { zones: { battlefield: cards(BEAR, FLYER) } } } });
    const refused = applyMtg(s, { type: "cast", player: "A", card: "thornado", choices: ["Bear"] });
    expect(refused.violations.map((v) => v.rule)).toEqual(["115.1"]);
    expect(zone(refused.state, "B", "graveyard")).toEqual(["Bird"]);
    const countered = applyMtg(withCounter(s, "bear", "flying"), { type: "cast", player: "A", card: "thornado", choices: ["Bear"] });
    expect(countered.violations).toEqual([]);
    expect(zone(countered.state, "B", "graveyard")).toEqual(["Bear"]);
  });

  it("'power 2 or less' reads the power now: a Bear pumped to 4 while the spell waits is no longer legal, and the spell doesn't resolve (608.2b)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(SWAT), battlefield: cards(basic("Swamp")) } }, B: { zones: { battlefield: cards(OGRE, BEAR) } } } });
    const held = applyMtg(s, { type: "cast", player: "A", card: "swat", choices: ["Bear"], hold: true });
    expect(held.violations).toEqual([]);
    const bear = held.state.cards.get("bear")!;
    const pumped = { ...held.state, cards: held.state.cards.set("bear", { ...bear, pumps: [{ power: 2, toughness: 0 }] }) };
    const r = applyMtg(pumped, { type: "resolve", count: "all" });
    expect(zone(r.state, "B", "battlefield")).toEqual(["Ogre", "Bear"]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Swat"]);
    expect(r.events.some((e) => e.type === "note" && e.text.includes("no longer legal"))).toBe(true);
  });

  it("'an opponent controls' refuses the controller's own creature; 'target opponent' refuses the controller (102.3)", () => {
    const OPPONENTS: PermanentTargetSpec = { permanent: [CREATURE], controller: "opponent" };
    const BOLT = instant("Bolt", "{R}", [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 3 } }], OPPONENTS);
    const s = mtg({ players: { A: { zones: { hand: cards(BOLT), battlefield: cards(OGRE, basic("Mountain")) } }, B: { zones: { battlefield: cards(BEAR) } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "bolt", choices: ["Ogre"] });
    expect(r.violations.map((v) => v.rule)).toEqual(["115.1"]);
    expect(zone(r.state, "B", "graveyard")).toEqual(["Bear"]);
    expect(zone(r.state, "A", "battlefield")).toContain("Ogre");
    const JET = instant("Jet", "{R}", [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 3 } }], "opponent");
    const jet = applyMtg(mtg({ players: { A: { zones: { hand: cards(JET), battlefield: cards(basic("Mountain")) } } } }), { type: "cast", player: "A", card: "jet", choices: ["A"] });
    expect(jet.violations.map((v) => v.rule)).toEqual(["115.1"]);
    expect(jet.state.playerState["A"]!.life).toBe(20);
    expect(jet.state.playerState["B"]!.life).toBe(17);
  });

  it("'exile target creature' exiles it (406.2) and 'each player gains 3 life' reaches both players", () => {
    const EXILE = instant("Fall", "{W}", [{ kind: "exile-target" }, { kind: "gain-life", who: "each-player", amount: { kind: "fixed", n: 3 } }], "creature");
    const r = applyMtg(mtg({ players: { A: { zones: { hand: cards(EXILE), battlefield: cards(basic("Plains")) } }, B: { zones: { battlefield: cards(BEAR) } } } }), { type: "cast", player: "A", card: "fall" });
    expect(zone(r.state, "B", "exile")).toEqual(["Bear"]);
    expect([r.state.playerState["A"]!.life, r.state.playerState["B"]!.life]).toEqual([23, 23]);
  });
});
