/**
 * Qualified targets (115.1, checked again on resolution by 608.2b): a keyword, printed or from a
 * keyword counter (122.1b); a bound on power read as the creature is now; "an opponent controls";
 * "target opponent" (102.3); and "exile target …" (406.2).
 */
import { describe, expect, it } from "vitest";
import { applyMtg, type MtgCardDef, type MtgState, type PermanentTargetSpec } from "../src/index.js";
import { attach, detach } from "../src/kernel/zones.js";
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

describe("a target player's discard (701.9)", () => {
  const UNBURDEN = instant("Unburden", "{B}", [{ kind: "discard", who: "target", count: { kind: "fixed", n: 2 }, random: false }], "player");
  const SCREAM = instant("Scream", "{B}", [{ kind: "discard", who: "target", count: { kind: "fixed", n: 2 }, random: true }], "player");
  const MAKO = creature("Mako", "{1}{U}", 1, 1, [{ kind: "triggered", trigger: "whenever-you-discard-one-or-more", optional: false, effect: [{ kind: "gain-life", who: "you", amount: { kind: "x" } }], text: "Whenever you discard one or more cards, you gain that much life." }]);
  const setup = (spell: MtgCardDef) => mtg({ players: { A: { zones: { hand: cards(spell), battlefield: cards(basic("Swamp")) } }, B: { zones: { hand: cards(basic("Forest"), basic("Island"), basic("Mountain")), battlefield: cards(MAKO) } } } });

  it("the discarding player chooses (701.9b), one event: B's 'one or more' trigger fires once with two cards", () => {
    const r = applyMtg(setup(UNBURDEN), { type: "cast", player: "A", card: "unburden", choices: ["B", "Mountain", "Island"] });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "hand")).toEqual(["Forest"]);
    expect(r.state.playerState["B"]!.life).toBe(22);
  });

  it("at random, the seeded generator picks, so the same seed discards the same cards", () => {
    const once = applyMtg(setup(SCREAM), { type: "cast", player: "A", card: "scream", choices: ["B"] });
    const again = applyMtg(setup(SCREAM), { type: "cast", player: "A", card: "scream", choices: ["B"] });
    expect(zone(once.state, "B", "graveyard")).toHaveLength(2);
    expect(zone(again.state, "B", "graveyard")).toEqual(zone(once.state, "B", "graveyard"));
    expect(once.violations).toEqual([]);
  });
});

describe("a card in a graveyard as the target (115.1, 608.2b)", () => {
  const FADE = instant("Fade", "{B}", [{ kind: "exile-target" }], { graveyardCard: [{ supertypes: [], types: [], subtypes: [] }], whose: "any" });
  it("targets a card in a graveyard, opponents' first by default, and not a permanent", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(FADE), battlefield: cards(basic("Swamp")), graveyard: cards(OGRE) } }, B: { zones: { battlefield: cards(FLYER), graveyard: cards(BEAR) } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "fade", choices: ["Bird"] });
    expect(r.violations.map((v) => v.rule)).toEqual(["115.1"]);
    expect(zone(r.state, "B", "exile")).toEqual(["Bear"]);
    const own = applyMtg(s, { type: "cast", player: "A", card: "fade", choices: ["Ogre"] });
    expect(own.violations).toEqual([]);
    expect(zone(own.state, "A", "exile")).toEqual(["Ogre"]);
  });

  it("a targeted card that left its graveyard is no longer legal (608.2b, 400.7)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(FADE), battlefield: cards(basic("Swamp")) } }, B: { zones: { graveyard: cards(BEAR) } } } });
    const held = applyMtg(s, { type: "cast", player: "A", card: "fade", choices: ["Bear"], hold: true });
    const detached = detach(held.state, "bear").state;
    const moved = attach(detached, "bear", { player: "B", zone: "hand" }, "any");
    const r = applyMtg(moved, { type: "resolve", count: "all" });
    expect(zone(r.state, "B", "exile")).toEqual([]);
    expect(r.events.some((e) => e.type === "note" && e.text.includes("no longer legal"))).toBe(true);
  });
});
