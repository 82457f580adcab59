/**
 * Targets as spells choose them (601.2c, 115) and as they resolve (608.2b): a plain "target
 * creature" is checked again for still being a creature, "target creature you control" for still
 * being yours.
 */
import { describe, expect, it } from "vitest";
import { applyMtg, type MtgCardDef, type MtgState } from "../src/index.js";
import { attach, detach } from "../src/kernel/zones.js";
import { basic, creature } from "./mtg-fixtures.js";
import { cards, mtg, zone } from "./mtg-helpers.js";

const instant = (name: string, effect: NonNullable<MtgCardDef["spell"]>["effect"], spell: Omit<NonNullable<MtgCardDef["spell"]>, "effect">): MtgCardDef => ({
  name, manaCost: "{B}", types: ["Instant"], supertypes: [], subtypes: [], colors: [], text: "", abilities: [], spell: { effect, ...spell },
});
const BEAR = creature("Bear", "{1}{G}", 2, 2);
const OGRE = creature("Ogre", "{2}{R}", 3, 3);

/** The Bear as an artifact that is no creature: what it would be after "becomes a noncreature artifact". */
const noLongerCreature = (s: MtgState, id: string): MtgState => {
  const card = s.cards.get(id)!;
  return { ...s, cards: s.cards.set(id, { ...card, def: { ...card.def, types: ["Artifact"] } }) };
};

/** Moves a permanent to another player's battlefield under their control (a control change). */
const giveTo = (s: MtgState, id: string, player: string): MtgState => {
  const moved = attach(detach(s, id).state, id, { player, zone: "battlefield" }, "bottom");
  const card = moved.cards.get(id)!;
  return { ...moved, cards: moved.cards.set(id, { ...card, controller: player }) };
};

describe("a plain creature target is checked again on resolution (608.2b)", () => {
  const SLAY = instant("Slay", [{ kind: "destroy-target" }], { target: "creature" });
  const RALLY = instant("Rally", [{ kind: "destroy-target" }], { target: "creature-you-control" });

  it("'target creature' that stopped being a creature is illegal: the spell doesn't resolve", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(SLAY), battlefield: cards(basic("Swamp")) } }, B: { zones: { battlefield: cards(BEAR) } } } });
    const held = applyMtg(s, { type: "cast", player: "A", card: "slay", choices: ["Bear"], hold: true });
    expect(held.violations).toEqual([]);
    const r = applyMtg(noLongerCreature(held.state, "bear"), { type: "resolve", count: "all" });
    expect(zone(r.state, "B", "battlefield")).toEqual(["Bear"]);
    expect(r.events.some((e) => e.type === "note" && e.text.includes("no longer legal") && e.rule?.includes("608.2b"))).toBe(true);
    // Still a creature: the same spell destroys it.
    const destroyed = applyMtg(held.state, { type: "resolve", count: "all" });
    expect(zone(destroyed.state, "B", "graveyard")).toEqual(["Bear"]);
  });

  it("'target creature you control' that changed controller is illegal", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(RALLY), battlefield: cards(basic("Swamp"), OGRE) } } } });
    const held = applyMtg(s, { type: "cast", player: "A", card: "rally", choices: ["Ogre"], hold: true });
    expect(held.violations).toEqual([]);
    const r = applyMtg(giveTo(held.state, "ogre", "B"), { type: "resolve", count: "all" });
    expect(zone(r.state, "B", "battlefield")).toEqual(["Ogre"]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Rally"]);
  });
});

describe("several targets (601.2c, 608.2b)", () => {
  const CREATURES = "creature" as const;
  const FRACTURE = instant("Fracture", [{ kind: "return-target-to-hand" }], { target: CREATURES, targetCount: { min: 2, max: 2 } });
  const TETHERS = instant("Tethers", [{ kind: "tap-target", untap: false }], { target: CREATURES, targetCount: { min: 0, max: 3 } });
  const FEAST = instant("Feast", [{ kind: "exile-target" }], { target: { graveyardCard: [{ supertypes: [], types: [], subtypes: [] }], whose: "any" }, targetCount: { min: 0, max: 3, sameGraveyard: true } });
  const WOLF = creature("Wolf", "{1}{G}", 2, 2);
  const board = (spell: MtgCardDef) => mtg({ players: { A: { zones: { hand: cards(spell), battlefield: cards(basic("Swamp"), OGRE) } }, B: { zones: { battlefield: cards(BEAR, WOLF) } } } });

  it("'two target creatures' takes two different ones, and both return to their owners' hands", () => {
    const r = applyMtg(board(FRACTURE), { type: "cast", player: "A", card: "fracture", choices: ["Wolf", "Ogre"] });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "hand")).toEqual(["Wolf"]);
    expect(zone(r.state, "A", "hand")).toEqual(["Ogre"]);
    expect(zone(r.state, "B", "battlefield")).toEqual(["Bear"]);
  });

  it("the same creature named twice is chosen once (601.2c); the default fills the second target", () => {
    const r = applyMtg(board(FRACTURE), { type: "cast", player: "A", card: "fracture", choices: ["Wolf", "Wolf"] });
    expect(r.violations.map((v) => v.rule)).toEqual(["601.2c"]);
    expect(zone(r.state, "B", "hand")).toEqual(["Wolf", "Bear"]);
  });

  it("'two target creatures' can't be cast with one creature on the battlefield (601.2c)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(FRACTURE), battlefield: cards(basic("Swamp")) } }, B: { zones: { battlefield: cards(BEAR) } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "fracture" });
    expect(r.refused).toBe(true);
    expect(r.violations.map((v) => v.rule)).toEqual(["601.2c"]);
  });

  it("'up to three': the named ones only, 'nothing' for none, and unanswered as many as there are", () => {
    const one = applyMtg(board(TETHERS), { type: "cast", player: "A", card: "tethers", choices: ["Bear"] });
    expect(one.violations).toEqual([]);
    expect([...one.state.cards.values()].filter((c) => c.tapped && c.def.types.includes("Creature")).map((c) => c.def.name)).toEqual(["Bear"]);
    const none = applyMtg(board(TETHERS), { type: "cast", player: "A", card: "tethers", choices: ["nothing"] });
    expect(none.violations).toEqual([]);
    expect([...none.state.cards.values()].filter((c) => c.tapped && c.def.types.includes("Creature"))).toEqual([]);
    const all = applyMtg(board(TETHERS), { type: "cast", player: "A", card: "tethers" });
    expect([...all.state.cards.values()].filter((c) => c.tapped && c.def.types.includes("Creature")).map((c) => c.def.name).sort()).toEqual(["Bear", "Ogre", "Wolf"]);
  });

  it("one target gone: the spell does what it can to the other (608.2b); both gone: it doesn't resolve", () => {
    const held = applyMtg(board(FRACTURE), { type: "cast", player: "A", card: "fracture", choices: ["Wolf", "Bear"], hold: true });
    const partly = applyMtg(noLongerCreature(held.state, "wolf"), { type: "resolve", count: "all" });
    expect(zone(partly.state, "B", "hand")).toEqual(["Bear"]);
    expect(zone(partly.state, "B", "battlefield")).toEqual(["Wolf"]);
    expect(partly.events.some((e) => e.type === "note" && e.text.startsWith("Wolf is no longer a legal target"))).toBe(true);
    const neither = applyMtg(noLongerCreature(noLongerCreature(held.state, "wolf"), "bear"), { type: "resolve", count: "all" });
    expect(zone(neither.state, "B", "battlefield")).toEqual(["Bear", "Wolf"]);
    expect(neither.events.some((e) => e.type === "note" && e.text.includes("targets are all no longer legal"))).toBe(true);
  });

  it("'from a single graveyard': a card from a second graveyard isn't a legal choice (115.1)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(FEAST), battlefield: cards(basic("Swamp")), graveyard: cards(OGRE) } }, B: { zones: { graveyard: cards(BEAR, WOLF) } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "feast", choices: ["Bear", "Ogre", "Wolf"] });
    expect(r.violations.map((v) => v.rule)).toEqual(["115.1"]);
    expect(zone(r.state, "B", "exile")).toEqual(["Bear", "Wolf"]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Ogre", "Feast"]);
  });
});
