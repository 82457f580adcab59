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
