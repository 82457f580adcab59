import { describe, expect, it } from "vitest";
import { applyRift, visionAbility, type RiftCardDef } from "../src/index.js";
import { FILLER, spell, unit } from "./fixtures.js";
import { game, names } from "./helpers.js";

const VISIONARY = unit("Visionary", "mind", 2, { abilities: [visionAbility("[Vision]")], keywords: ["Vision"], cost: { energy: 0, power: [] } });
const SEER: RiftCardDef = unit("Seer", "mind", 3, { abilities: [{ kind: "static", effect: { kind: "grant-vision", to: "other-friendly-units" }, text: "Other friendly units have [Vision]." }] });
const RAISE = spell("Raise", "chaos", [{ kind: "play-from-trash", match: { types: ["unit"] }, ignore: "all", recycleAfter: false }], { cost: { energy: 0, power: [] } });

describe("354.3: a card played while a spell resolves waits until the spell has finished", () => {
  it("the spell is in the trash, and its other effects done, before the unit it plays enters", () => {
    const drawAfter = spell("Raise and Draw", "chaos", [...(RAISE.onPlay ?? []), { kind: "draw", count: 1 }], { cost: { energy: 0, power: [] } });
    const s = game({ players: { A: { zones: { hand: [{ def: drawAfter }], trash: [{ def: VISIONARY }], "main-deck": [{ def: FILLER(1) }, { def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "raise-and-draw", choices: ["Visionary", "no"] });
    expect(r.violations).toEqual([]);
    const order = r.events.flatMap((e) => (e.type === "move" ? [`${e.name} → ${e.to.zone}`] : []));
    // The draw (the spell's second effect) and the spell's move to the trash come before the play.
    expect(order).toEqual(["Filler 1 → hand", "Raise and Draw → trash", "Visionary → base"]);
  });

  it("outside any resolution (a step's own play) nothing waits: the card is played at once", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: VISIONARY }], "main-deck": [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "visionary", choices: ["yes", "Filler 1"] });
    expect(names(r.state, "A", "base")).toEqual(["Visionary"]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1"]);
  });
});

describe("817.2: instances of [Vision] trigger separately", () => {
  it("a granted [Vision] is a second trigger; the grantor doesn't grant itself", () => {
    const deck = [{ def: FILLER(1) }, { def: FILLER(2) }, { def: FILLER(3) }];
    const s = game({ players: { A: { zones: { hand: [{ def: VISIONARY }], base: [{ def: SEER }], "main-deck": deck } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "visionary", choices: ["yes", "Filler 1", "yes", "Filler 2"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 3", "Filler 1", "Filler 2"]);
    const alone = game({ players: { A: { zones: { hand: [{ def: SEER }], "main-deck": deck } } } });
    const triggers = applyRift(alone, { type: "play", player: "A", card: "seer", choices: [] }).events.filter((e) => e.type === "trigger");
    expect(triggers).toEqual([]);
  });
});

describe("play from the trash: limits and what can't be paid", () => {
  it("a unit whose remaining Power cost can't be paid stays in the trash (358.5)", () => {
    const pricey = unit("Pricey", "order", 4, { cost: { energy: 5, power: ["order"] } });
    const energyOnly = spell("Energy Raise", "chaos", [{ kind: "play-from-trash", match: { types: ["unit"] }, ignore: "energy", recycleAfter: false }], { cost: { energy: 0, power: [] } });
    const s = game({ players: { A: { zones: { hand: [{ def: energyOnly }], trash: [{ def: pricey }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "energy-raise", choices: ["Pricey"] });
    expect(names(r.state, "A", "trash")).toEqual(["Pricey", "Energy Raise"]);
    expect(r.events.some((e) => e.type === "note" && e.rule === "358.5")).toBe(true);
  });

  it("a spell played with \"then recycle it\" goes to the bottom of its owner's Main Deck, not the trash", () => {
    const cheap = spell("Cheap Draw", "chaos", [{ kind: "draw", count: 1 }], { cost: { energy: 1, power: [] } });
    const echo = spell("Echo", "chaos", [{ kind: "play-from-trash", match: { types: ["spell"], energyAtMost: 1 }, ignore: "energy", recycleAfter: true }], { cost: { energy: 0, power: [] } });
    const s = game({ players: { A: { zones: { hand: [{ def: echo }], trash: [{ def: cheap }], "main-deck": [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "echo", choices: ["Cheap Draw"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1"]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Cheap Draw"]);
    expect(names(r.state, "A", "trash")).toEqual(["Echo"]);
  });
});

describe("440: Burn", () => {
  it("burns as many as asked, burning out once when the Main Deck runs out (440.4)", () => {
    const burn = spell("Burn Three", "chaos", [{ kind: "burn", count: 3 }], { cost: { energy: 0, power: [] } });
    const s = game({ players: { A: { zones: { hand: [{ def: burn }], "main-deck": [{ def: FILLER(1) }, { def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "burn-three", choices: [] });
    expect(r.state.resources["B"]?.points).toBe(1);
    // Two burned, the trash recycled back by the Burn Out (431.2.b), then the third burned: one
    // filler is left in the Main Deck, the other is in the trash with the spell.
    expect(names(r.state, "A", "main-deck")).toHaveLength(1);
    expect(names(r.state, "A", "trash")).toHaveLength(2);
    expect(names(r.state, "A", "trash")).toContain("Burn Three");
  });
});
