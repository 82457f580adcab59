import { describe, expect, it } from "vitest";
import { findCards, findMtgCards, zoneIndexProblems, type MtgCardDef, type RiftCardDef } from "../src/index.js";
import { redefineCard } from "../src/kernel/zones.js";
import { BLIND_FURY, VI } from "./fixtures.js";
import { game } from "./helpers.js";
import { basic, creature } from "./mtg-fixtures.js";
import { mtg } from "./mtg-helpers.js";

/** The same card in two printings: one name, two codes. */
const printing = (def: RiftCardDef, code: string): RiftCardDef => ({ ...def, code });

describe("the zone index: finding a card by name or code", () => {
  it("a printed code finds only the copies that bear it, not the name's other printings", () => {
    const state = game({ players: { A: { zones: { hand: [{ def: printing(VI, "OGN-001"), id: "plain" }, { def: printing(VI, "OGN-299"), id: "alt-art" }] } } } });
    expect([...findCards(state, "OGN-299", "A")]).toEqual(["alt-art"]);
    expect([...findCards(state, "ogn-001", "A")]).toEqual(["plain"]);
    expect([...findCards(state, "Vi, Destructive", "A")]).toEqual(["plain", "alt-art"]);
    expect(zoneIndexProblems(state)).toEqual([]);
  });

  it("a name beats an id written in other case; the exact id beats both", () => {
    const mechNamed: RiftCardDef = { ...BLIND_FURY, name: "Mech" };
    const state = game({ players: { A: { zones: { trash: [{ def: BLIND_FURY, id: "mech" }, { def: mechNamed, id: "other" }] } } } });
    expect([...findCards(state, "Mech", "A")]).toEqual(["other"]);
    expect([...findCards(state, "mech", "A")]).toEqual(["mech"]);
  });

  it("a card given another definition (a Magic copy effect, 707.2) is found by its new name, no longer by its old one", () => {
    const bear: MtgCardDef = creature("Test Bear", "{1}{G}", 2, 2);
    const state = mtg({ players: { A: { zones: { battlefield: [{ def: basic("Island"), id: "land-1" }, { def: bear, id: "bear" }] } } } });
    const island = state.cards.get("land-1");
    if (!island) throw new Error("no island");
    const copied = redefineCard(state, { ...island, def: bear });
    expect([...findMtgCards(copied, "Test Bear", "A", (n) => n.toLowerCase())]).toEqual(["bear", "land-1"]);
    expect([...findMtgCards(copied, "Island", "A", (n) => n.toLowerCase())]).toEqual([]);
    expect(zoneIndexProblems(copied)).toEqual([]);
    expect(zoneIndexProblems(state)).toEqual([]);
  });

  it("Magic: a lenient name (a dash for the comma) is looked up zone by zone before an id in other case", () => {
    const knight: MtgCardDef = creature("Jace, the Mind Sculptor", "{2}{U}{U}", 0, 0);
    const state = mtg({ players: { A: { zones: { hand: [{ def: knight, id: "jace" }], library: [{ def: basic("Island"), id: "Jace - the Mind Sculptor" }] } } } });
    const lenient = (name: string): string => name.toLowerCase().replace(/\s+-\s+/g, ", ");
    expect([...findMtgCards(state, "jace - the mind sculptor", "A", lenient)]).toEqual(["jace"]);
    expect([...findMtgCards(state, "Jace - the Mind Sculptor", "A", lenient)]).toEqual(["Jace - the Mind Sculptor"]);
  });
});
