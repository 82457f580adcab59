/**
 * Issue 11's rules depth for Magic: every activated ability's total cost (601.2f by 602.2b) with
 * increases, reductions and floors; prohibitions over permissions (101.2); "the first card you
 * cycle each turn" and "your second card each turn"; the order of a player's own triggers (603.3b).
 */
import { describe, expect, it } from "vitest";
import { applyMtg, type MtgAbility, type MtgCardDef } from "../src/index.js";
import { DRAKE_HAVEN, FILLER, KROSAN_TUSKER, LIGHTNING_RIFT, STABILIZER, basic, creature, cycling, permanent, trigger } from "./mtg-fixtures.js";
import { cards, mtg, run, zone } from "./mtg-helpers.js";

const fillers = (n: number) => Array.from({ length: n }, (_, i) => ({ def: FILLER(i + 1) }));
const tapped = (s: ReturnType<typeof mtg>) => [...s.cards.values()].filter((c) => c.tapped).map((c) => c.id);
const costChange = (effect: Omit<Extract<Extract<MtgAbility, { kind: "static" }>["effect"], { kind: "activation-cost" }>, "kind">, text: string): MtgAbility => ({
  kind: "static",
  effect: { kind: "activation-cost", ...effect },
  text,
});

const SUPPRESSION_FIELD = permanent("Suppression Field", "Enchantment", "{1}{W}", [
  costChange({ abilities: "non-mana", change: "increase", amount: 2, upTo: false, whose: "all", floor: 0 }, "Activated abilities cost {2} more to activate unless they're mana abilities."),
]);
const HEARTSTONE = permanent("Heartstone", "Artifact", "{3}", [
  costChange({ abilities: "of-creatures", change: "reduce", amount: 1, upTo: false, whose: "all", floor: 1 }, "Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in that cost to less than one mana."),
]);
const pinger = (mana: string): MtgCardDef =>
  creature(`Pinger ${mana}`, "{1}", 1, 1, [
    { kind: "activated", cost: { mana }, effect: [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 1 } }], zone: "battlefield", timing: "instant", text: `${mana}: You gain 1 life.` },
  ]);
const GAVI = creature("Gavi, Nest Warden", "{2}{U}{R}{W}", 2, 5, [
  { kind: "static", effect: { kind: "cycling-alternative-cost", mana: "{0}", minHand: 0, firstEachTurn: true }, text: "You may pay {0} rather than pay the cycling cost of the first card you cycle each turn." },
  trigger("whenever-you-draw-nth", [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 2 } }], { nth: 2, text: "Whenever you draw your second card each turn, you gain 2 life." }),
]);
const CYCLER = (n: number) => creature(`Cycler ${n}`, "{1}", 1, 1, [cycling({ mana: "{2}" }, "Cycling {2}")]);

describe("601.2f / 602.2b: the total cost of every activated ability", () => {
  it("601.2f: Suppression Field adds {2} to a cycling cost and to another activated ability, and not to a mana ability", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1)), battlefield: cards(SUPPRESSION_FIELD, pinger("{1}"), basic("Plains"), basic("Plains"), basic("Plains"), basic("Plains")), library: fillers(2) } } } });
    const cycled = applyMtg(s, { type: "cycle", player: "A", card: "cycler-1" });
    expect(cycled.violations).toEqual([]);
    expect(tapped(cycled.state)).toHaveLength(4);
    const activated = applyMtg(s, { type: "activate", player: "A", card: "pinger-1", ability: 1 });
    expect(activated.violations).toEqual([]);
    expect(tapped(activated.state)).toHaveLength(3);
    // The mana ability still makes one mana for nothing more (605: not "activated abilities … unless they're mana abilities").
    const mana = applyMtg(s, { type: "activate", player: "A", card: "plains", ability: 1 });
    expect(mana.violations).toEqual([]);
    expect(mana.state.playerState["A"]!.mana.W).toBe(1);
  });

  it("601.2f: an increase a player can't pay makes the cycle illegal (118.3)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1)), battlefield: cards(SUPPRESSION_FIELD, basic("Plains"), basic("Plains")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "cycler-1" });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3" });
  });

  it("Heartstone's floor: {1} stays {1}, {2} becomes {1}, {1}{G} becomes {G} (the mana left is one)", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(HEARTSTONE, pinger("{1}"), pinger("{2}"), pinger("{1}{G}"), basic("Forest"), basic("Forest")) } } } });
    const one = applyMtg(s, { type: "activate", player: "A", card: "pinger-1", ability: 1 });
    expect(one.violations).toEqual([]);
    expect(tapped(one.state)).toHaveLength(1);
    expect(one.events.some((e) => e.type === "note" && /by \{0\} \(it can't reduce the mana in that cost to less than one mana\)/.test(e.text))).toBe(true);
    const two = applyMtg(s, { type: "activate", player: "A", card: "pinger-2", ability: 1 });
    expect(two.violations).toEqual([]);
    expect(tapped(two.state)).toHaveLength(1);
    const green = applyMtg(s, { type: "activate", player: "A", card: "pinger-1-g", ability: 1 });
    expect(green.violations).toEqual([]);
    expect(tapped(green.state)).toHaveLength(1);
  });

  it("109.2: Heartstone's 'creatures' are permanents: a creature card cycled from a hand pays its full {2}{G}", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(KROSAN_TUSKER), battlefield: cards(HEARTSTONE, basic("Forest"), basic("Forest")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", choices: ["no"] });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3" });
  });

  it("601.2f: reductions apply in the order cheapest for the payer — a floored one before an unfloored one", () => {
    const minusTwo = permanent("Minus Two", "Artifact", "{2}", [costChange({ abilities: "non-mana", change: "reduce", amount: 2, upTo: false, whose: "you", floor: 0 }, "Activated abilities you activate cost {2} less to activate.")]);
    const s = mtg({ players: { A: { zones: { battlefield: cards(minusTwo, HEARTSTONE, pinger("{3}")) } } } });
    // {3} − 1 (floored, first) − 2 = {0}; the other order would stop Heartstone at {1}.
    const r = applyMtg(s, { type: "activate", player: "A", card: "pinger-3", ability: 1 });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["A"]!.life).toBe(21);
  });
});

describe("Gavi, Nest Warden: 'the first card you cycle each turn' (118.9) and 'your second card each turn'", () => {
  it("the first cycle of the turn may cost {0}; the second pays its printed cost", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1), CYCLER(2)), battlefield: cards(GAVI, basic("Plains"), basic("Plains")), library: fillers(3) } } } });
    const first = applyMtg(s, { type: "cycle", player: "A", card: "cycler-1" });
    expect(first.violations).toEqual([]);
    expect(tapped(first.state)).toEqual([]);
    const second = applyMtg(first.state, { type: "cycle", player: "A", card: "cycler-2" });
    expect(second.violations).toEqual([]);
    expect(tapped(second.state)).toHaveLength(2);
  });

  it("cards cycled before this turn's first one with Gavi count: no {0} after a card was cycled", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1), CYCLER(2)), battlefield: cards(basic("Plains"), basic("Plains")), library: fillers(3) } } } });
    const first = applyMtg(s, { type: "cycle", player: "A", card: "cycler-1" });
    // Gavi arrives after the first cycle (set up directly: the engine casts no creature spell here).
    const withGavi = mtg({ players: { A: { zones: { hand: cards(CYCLER(2)), battlefield: cards(GAVI, basic("Plains"), basic("Plains")), library: fillers(2) } } } });
    const after = { ...withGavi, playerState: { ...withGavi.playerState, A: { ...withGavi.playerState["A"]!, cycledThisTurn: first.state.playerState["A"]!.cycledThisTurn } } };
    const r = applyMtg(after, { type: "cycle", player: "A", card: "cycler-2" });
    expect(r.violations).toEqual([]);
    expect(tapped(r.state)).toHaveLength(2);
  });

  it("the second card drawn this turn triggers, the first and third don't", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1), CYCLER(2), CYCLER(3)), battlefield: cards(GAVI, ...Array.from({ length: 6 }, () => basic("Plains"))), library: fillers(3) } } } });
    const one = run(s, { type: "cycle", player: "A", card: "cycler-1" });
    expect(one.state.playerState["A"]!.life).toBe(20);
    const two = run(one.state, { type: "cycle", player: "A", card: "cycler-2" });
    expect(two.state.playerState["A"]!.life).toBe(22);
    const three = run(two.state, { type: "cycle", player: "A", card: "cycler-3" });
    expect(three.state.playerState["A"]!.life).toBe(22);
  });
});

describe("101.2: a 'can't' beats a 'may'", () => {
  it("Stabilizer stops a cycle Gavi would let cost {0}: refused, citing 101.2", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1)), battlefield: cards(GAVI, STABILIZER), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "cycler-1" });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "101.2" });
    expect(r.violations[0]!.message).toContain("Gavi, Nest Warden's permission to pay {0}");
  });

  it("without a permission in force, Stabilizer's refusal cites 602.5", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1)), battlefield: cards(STABILIZER, basic("Plains"), basic("Plains")), library: fillers(1) } } } });
    expect(applyMtg(s, { type: "cycle", player: "A", card: "cycler-1" }).violations[0]).toMatchObject({ rule: "602.5" });
  });
});

describe("603.3b: the active player orders their own simultaneous triggers", () => {
  const setup = () =>
    mtg({ players: { A: { zones: { hand: cards(CYCLER(1)), battlefield: cards(DRAKE_HAVEN, LIGHTNING_RIFT, ...Array.from({ length: 4 }, () => basic("Mountain"))), library: fillers(1) } } } });
  const orderEvent = (events: readonly { type: string }[]) => events.find((e) => e.type === "order") as { cards: string[]; how: string } | undefined;

  it("unanswered: the order they triggered in, recorded as the default", () => {
    const r = applyMtg(setup(), { type: "cycle", player: "A", card: "cycler-1", hold: true, choices: [] });
    expect(orderEvent(r.events)).toMatchObject({ how: "default" });
    expect(r.state.stack.map((o) => o.sourceName)).toEqual(["Cycler 1", "Lightning Rift", "Drake Haven"]);
  });

  it("answered by the sources' names, first put first: Drake Haven below, Lightning Rift on top", () => {
    const r = applyMtg(setup(), { type: "cycle", player: "A", card: "cycler-1", hold: true, choices: ["Drake Haven", "Lightning Rift"] });
    expect(r.violations).toEqual([]);
    expect(orderEvent(r.events)).toMatchObject({ how: "chosen" });
    expect(r.state.stack.map((o) => o.sourceName)).toEqual(["Cycler 1", "Drake Haven", "Lightning Rift"]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Cycler 1"]);
  });

  it("one name of two is no order: it is left for the next choice, and the default order stands", () => {
    const one = applyMtg(setup(), { type: "cycle", player: "A", card: "cycler-1", hold: true, choices: ["Drake Haven"] });
    expect(orderEvent(one.events)).toMatchObject({ how: "default" });
    expect(one.state.stack.map((o) => o.sourceName)).toEqual(["Cycler 1", "Lightning Rift", "Drake Haven"]);
    // Lightning Rift's target takes it: Drake Haven is no legal target, which is reported (115.1).
    expect(one.violations.map((v) => v.rule)).toEqual(["115.1"]);
  });

  it("a target answer naming one of the triggers' sources is the target, not an order (M13)", () => {
    const PUMPER = creature("Pumper", "{1}", 1, 1, [
      trigger("whenever-you-cycle", [{ kind: "pump", on: "target", power: 2, toughness: 0 }], { text: "Whenever you cycle a card, target creature gets +2/+0 until end of turn.", target: "creature" }),
    ]);
    const s = mtg({ players: { A: { zones: { hand: cards(CYCLER(1)), battlefield: cards(PUMPER, DRAKE_HAVEN, basic("Mountain"), basic("Mountain"), basic("Mountain")), library: fillers(1) } }, B: { zones: { battlefield: cards(creature("Bear", "{1}", 2, 2, [])) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "cycler-1", hold: true, choices: ["Pumper"] });
    expect(r.violations).toEqual([]);
    expect(orderEvent(r.events)).toMatchObject({ how: "default" });
    expect(r.state.stack.find((o) => o.sourceName === "Pumper")?.target).toEqual({ card: "pumper" });
  });
});
