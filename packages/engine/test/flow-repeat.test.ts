import { describe, expect, it } from "vitest";
import { applyRift, type RiftCardDef } from "../src/index.js";
import { FILLER, spell, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

const DRAW = spell("Dig", "mind", [{ kind: "draw", count: 1 }], { cost: { energy: 3, power: [] }, flowCost: { energy: 1, power: ["any"] }, keywords: ["Flow"] });
const GIVER = spell("Giver", "chaos", [{ kind: "grant-flow" }], { cost: { energy: 0, power: [] } });
const STARGAZER: RiftCardDef = unit("Gazer", "chaos", 4, {
  abilities: [{ kind: "static", effect: { kind: "flow-discount", amount: 2, minimum: 1 }, text: "Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1]." }],
});

describe("[Flow]", () => {
  it("a Flow cost at [1] is not lowered by a discount to a minimum of [1]", () => {
    const s = game({ players: { A: { energy: 1, power: { fury: 1 }, zones: { trash: [{ def: DRAW }], base: [{ def: STARGAZER }, { def: STARGAZER }], "main-deck": [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "dig", choices: [] });
    expect(r.violations).toEqual([]);
    expect(r.state.resources["A"]?.energy).toBe(0);
    expect(names(r.state, "A", "banishment")).toEqual(["Dig"]);
  });

  it("a given [Flow] ends in the Expiration Step: the spell is then refused as any card in the trash (419.1.a)", () => {
    const dig = { ...DRAW, flowCost: undefined, name: "Plain Dig" };
    const s = game({ players: { A: { energy: 3, zones: { hand: [{ def: GIVER }], trash: [{ def: dig }], "main-deck": [{ def: FILLER(1) }] } } } });
    const given = applyRift(s, { type: "play", player: "A", card: "giver", choices: ["Plain Dig"] });
    expect(given.state.cards.get("plain-dig")?.flowThisTurn).toEqual({ energy: 3, power: [] });
    const later = run(given.state, { type: "advance", phase: "end", choices: [] });
    expect(later.state.cards.get("plain-dig")?.flowThisTurn).toBeUndefined();
  });

  it("a given [Flow] ends when the spell leaves the trash (124.1)", () => {
    const s = game({ players: { A: { energy: 3, zones: { hand: [{ def: GIVER }], trash: [{ def: { ...DRAW, flowCost: undefined } }], "main-deck": [{ def: FILLER(1) }] } } } });
    const given = applyRift(s, { type: "play", player: "A", card: "giver", choices: ["Dig"] });
    const played = applyRift(given.state, { type: "play", player: "A", card: "dig", choices: [] });
    expect(played.violations).toEqual([]);
    expect(names(played.state, "A", "banishment")).toEqual(["Dig"]);
    expect(played.state.cards.get("dig")?.flowThisTurn).toBeUndefined();
  });
});

describe("[Repeat] (820)", () => {
  const twice = spell("Twice", "mind", [{ kind: "draw", count: 1 }], { cost: { energy: 1, power: [] }, repeatCost: { energy: 1, power: [] }, keywords: ["Repeat"] });

  it("unanswered, the Repeat cost is paid when both costs can be, else not", () => {
    const deck = { "main-deck": [{ def: FILLER(1) }, { def: FILLER(2) }] };
    const rich = game({ players: { A: { energy: 2, zones: { hand: [{ def: twice }], ...deck } } } });
    expect(names(applyRift(rich, { type: "play", player: "A", card: "twice", choices: [] }).state, "A", "hand")).toEqual(["Filler 1", "Filler 2"]);
    const poor = game({ players: { A: { energy: 1, zones: { hand: [{ def: twice }], ...deck } } } });
    const r = applyRift(poor, { type: "play", player: "A", card: "twice", choices: [] });
    expect(r.refused).toBe(false);
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1"]);
  });

  it("a spell that banished itself is not executed again (820.3)", () => {
    const gone = spell("Gone", "mind", [{ kind: "draw", count: 1 }, { kind: "banish-self" }], { cost: { energy: 0, power: [] }, repeatCost: { energy: 0, power: [] } });
    const s = game({ players: { A: { zones: { hand: [{ def: gone }], "main-deck": [{ def: FILLER(1) }, { def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "gone", choices: ["yes"] });
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1"]);
    expect(r.events.some((e) => e.type === "note" && e.rule === "820.3" && e.text.includes("has left"))).toBe(true);
  });
});
