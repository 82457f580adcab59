/**
 * Crew (702.122a): a Vehicle is a creature only from its crew ability's resolution to the end of
 * the turn (514.2 ends it).
 */
import { describe, expect, it } from "vitest";
import type { MtgCardDef } from "../src/index.js";
import { creature } from "./mtg-fixtures.js";
import { mtg, run } from "./mtg-helpers.js";

const VEHICLE: MtgCardDef = {
  name: "Cart",
  manaCost: "{2}",
  types: ["Artifact"],
  supertypes: [],
  subtypes: ["Vehicle"],
  colors: [],
  power: 3,
  toughness: 3,
  text: "Crew 1",
  abilities: [{ kind: "activated", cost: { crew: 1 }, effect: [{ kind: "becomes-creature-until-end-of-turn" }], zone: "battlefield", timing: "instant", text: "Crew 1" }],
};

describe("crew (702.122a)", () => {
  it("makes the Vehicle a creature until the cleanup step, and taps the crew", () => {
    const s = mtg({ players: { A: { zones: { battlefield: [{ def: VEHICLE }, { def: creature("Bear", "{1}{G}", 2, 2) }] } } } });
    const crewed = run(s, { type: "activate", player: "A", card: "cart", ability: 1 });
    expect(crewed.violations).toEqual([]);
    expect(crewed.state.cards.get("bear")?.tapped).toBe(true);
    expect(crewed.state.cards.get("cart")?.pumps.some((p) => p.becomesCreature)).toBe(true);
    const next = run(crewed.state, { type: "advance", step: "upkeep" });
    expect(next.violations).toEqual([]);
    expect(next.state.cards.get("cart")?.pumps).toEqual([]);
  });
});
