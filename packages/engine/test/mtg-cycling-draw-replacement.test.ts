/**
 * Unpredictable Cyclone's replacement of a cycling ability's draw (docs/rulings.md M87–M90), the
 * points the conformance cases don't show: whose draw it watches, a card found that can't be
 * cast for want of a target, X of a free spell, kicker paid on a free spell, no land tapped.
 */
import { describe, expect, it } from "vitest";
import type { MtgCardDef } from "../src/index.js";
import { DISCIPLE_OF_GRACE, basic, permanent } from "./mtg-fixtures.js";
import { cards, mtg, run, zone } from "./mtg-helpers.js";

const CYCLONE = permanent("Test Cyclone", "Enchantment", "{3}{R}{R}", [
  { kind: "static", effect: { kind: "cycling-draw-exiles-until-shared-type", other: true, nonland: true }, text: "If a cycling ability of another nonland card would cause you to draw a card, instead …" },
]);
const spell = (name: string, manaCost: string, spellPart: MtgCardDef["spell"], abilities: MtgCardDef["abilities"] = []): MtgCardDef => ({
  name,
  manaCost,
  types: ["Sorcery"],
  supertypes: [],
  subtypes: [],
  colors: ["R"],
  text: name,
  spell: spellPart,
  abilities,
});
const CYCLED_SORCERY = spell("Cycled Sorcery", "{R}", { effect: [] }, [{ kind: "cycling", cost: { mana: "{1}" }, variant: { kind: "draw" }, text: "Cycling {1}" }]);
const SMITE = spell("Test Smite", "{1}{R}", { effect: [{ kind: "destroy-target" }], target: { permanent: [{ supertypes: [], types: ["Creature"], subtypes: [] }] } });
const X_LIFE = spell("Test X Life", "{X}{R}", { effect: [{ kind: "gain-life", who: "you", amount: { kind: "x" } }] });
const KICKED_LIFE = spell("Test Kicked Life", "{R}", { effect: [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 1 } }, { kind: "if-kicked", then: [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 5 } }] }] }, [
  { kind: "static", effect: { kind: "kicker", mana: "{1}" }, text: "Kicker {1}" },
]);

describe("M87: only its controller's cycling draws", () => {
  it("an opponent's cycling draw is an ordinary draw (\"you\")", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(CYCLONE) } }, B: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: cards(basic("Plains"), basic("Plains")), library: cards(basic("Island"), basic("Swamp")) } } } });
    const r = run(s, { type: "cycle", player: "B", card: "disciple-of-grace" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "hand")).toEqual(["Island"]);
    expect(zone(r.state, "B", "exile")).toEqual([]);
  });
});

describe("M90: the card found, cast without paying its mana cost", () => {
  it("with no legal target it isn't cast, and goes to the bottom with the rest (601.2c)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLED_SORCERY), battlefield: cards(CYCLONE, basic("Mountain")), library: cards(basic("Island"), SMITE, basic("Swamp")) } } } });
    const r = run(s, { type: "cycle", player: "A", card: "cycled-sorcery" });
    expect(r.violations).toEqual([]);
    expect(r.all.some((e) => e.type === "note" && e.text === "Test Smite has no legal target, so it can't be cast")).toBe(true);
    expect(zone(r.state, "A", "exile")).toEqual([]);
    expect(zone(r.state, "A", "library")[0]).toBe("Swamp");
    expect(zone(r.state, "A", "library").slice(1).sort()).toEqual(["Island", "Test Smite"]);
  });

  it("X is 0 (107.3b), and no land is tapped for it", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLED_SORCERY), battlefield: cards(CYCLONE, basic("Mountain"), basic("Mountain")), library: cards(X_LIFE) } } } });
    const r = run(s, { type: "cycle", player: "A", card: "cycled-sorcery" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState.A?.life).toBe(20);
    expect(zone(r.state, "A", "graveyard").sort()).toEqual(["Cycled Sorcery", "Test X Life"]);
    // One Mountain paid the cycling cost; the free spell tapped nothing more.
    expect([...(r.state.zones.A?.battlefield ?? [])].filter((id) => r.state.cards.get(id)?.tapped)).toHaveLength(1);
  });

  it("its kicker may still be paid (601.2b), asked after the cast, when it can be paid", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLED_SORCERY), battlefield: cards(CYCLONE, basic("Mountain"), basic("Mountain")), library: cards(KICKED_LIFE) } } } });
    const kicked = run(s, { type: "cycle", player: "A", card: "cycled-sorcery", choices: ["yes", "yes"] });
    expect(kicked.violations).toEqual([]);
    expect(kicked.state.playerState.A?.life).toBe(26);
    const declined = run(s, { type: "cycle", player: "A", card: "cycled-sorcery", choices: ["yes", "no"] });
    expect(declined.state.playerState.A?.life).toBe(21);
  });

  it("a kicker it can't pay is not asked (118.3)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLED_SORCERY), battlefield: cards(CYCLONE, basic("Mountain")), library: cards(KICKED_LIFE) } } } });
    const r = run(s, { type: "cycle", player: "A", card: "cycled-sorcery" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState.A?.life).toBe(21);
    expect(r.all.some((e) => e.type === "note" && e.text.includes("can't pay Test Kicked Life's kicker cost"))).toBe(true);
  });
});
