import { describe, expect, it } from "vitest";
import { applyRift, type Ability, type RiftAction, type RiftCardDef, type TriggerCondition } from "../src/index.js";
import { battlefield, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

/** A triggered ability that draws 1, so the order triggers resolve in shows in the draws. */
function drawsOn(trigger: TriggerCondition, text: string): Ability {
  return { kind: "triggered", trigger, effect: [{ kind: "draw", count: 1 }], optional: false, text };
}

const FIELD = battlefield("Open Field");
const WATCHED = battlefield("Watched Field", [drawsOn("you-defend-here", "When you defend here, draw 1.")]);
const ATTACKER = unit("Raider", "fury", 3, { abilities: [drawsOn("when-attack", "When I attack, draw 1."), drawsOn("when-move", "When I move, draw 1.")] });
const DEFENDER = unit("Guard", "calm", 2, { abilities: [drawsOn("when-defend", "When I defend, draw 1.")] });
const LOOKOUT = unit("Lookout", "calm", 1, { abilities: [drawsOn("showdown-begins-here", "When a showdown begins here, draw 1.")] });
const GANKER = unit("Ganker", "chaos", 2, { keywords: ["Ganking"] });
const CONQUEROR = unit("Conqueror", "order", 2, { abilities: [drawsOn("when-conquer", "When I conquer, draw 1.")] });
const KEEPER = unit("Keeper", "order", 2, { abilities: [drawsOn("when-hold", "When I hold, draw 1.")] });

const move = (card: string, to: string, player = "A"): RiftAction => ({ type: "move", player, card, to, choices: [] });
const deck = (n: number) => Array.from({ length: n }, (_, i) => ({ def: unit(`Card ${i + 1}`, "mind", 1) }));

/** A at base with a Raider; B holds Watched Field with a Guard and a Lookout; decks to draw from. */
function contested() {
  return game({
    battlefields: [{ player: "B", index: 0, controller: "B" }],
    players: {
      A: { zones: { base: [{ def: ATTACKER }], "main-deck": deck(3) } },
      B: { zones: { battlefield: [{ def: WATCHED }, { def: DEFENDER, at: 0 }, { def: LOOKOUT, at: 0 }], "main-deck": deck(3) } },
    },
  });
}

describe("the Standard Move (144)", () => {
  it("exhausts the unit, moves it and fires its \"When I move\" (144.2, 446)", () => {
    const s = game({ battlefields: [{ player: "A", index: 0, controller: null }], players: { A: { zones: { battlefield: [{ def: FIELD }], base: [{ def: ATTACKER }], "main-deck": deck(2) } } } });
    const r = applyRift(s, move("raider", "open-field"));
    expect(r.violations).toEqual([]);
    expect(r.state.cards.get("raider")).toMatchObject({ exhausted: true, at: "open-field" });
    expect(names(r.state, "A", "hand")).toEqual(["Card 1"]);
    // An empty battlefield no one controls: a showdown without a combat (464.2.b).
    expect(r.state).toMatchObject({ showdown: true, showdownAt: "open-field" });
    expect(r.state.combat).toBeUndefined();
  });

  it("is refused for an exhausted unit, in a showdown, outside the Main Phase, and battlefield to battlefield without Ganking", () => {
    const setup = (extra: object, unitSpec: object) =>
      game({
        battlefields: [{ player: "A", index: 0, controller: "A" }, { player: "A", index: 1, controller: null }],
        ...extra,
        players: { A: { zones: { battlefield: [{ def: FIELD }, { def: battlefield("Far Field") }], base: [unitSpec as never] } } },
      });
    const refusal = (s: ReturnType<typeof setup>, card = "raider", to = "far-field") => applyRift(s, move(card, to)).violations[0];
    expect(refusal(setup({}, { def: ATTACKER, exhausted: true }))).toMatchObject({ code: "illegal-step", rule: "144.2" });
    expect(refusal(setup({ showdown: true }, { def: ATTACKER }))).toMatchObject({ code: "illegal-step", rule: "144.1.c" });
    expect(refusal(setup({ phase: "beginning" }, { def: ATTACKER }))).toMatchObject({ code: "illegal-step", rule: "144.1.a" });
    const atField = run(setup({}, { def: ATTACKER }), move("raider", "open-field")).state;
    const ended = run(atField, { type: "showdown", state: "end" }).state;
    const readied = { ...ended, cards: ended.cards.set("raider", { ...ended.cards.get("raider")!, exhausted: false }) };
    expect(refusal(readied)).toMatchObject({ code: "illegal-step", rule: "144.4.c.1" });
    const gank = run(setup({}, { def: GANKER }), move("ganker", "open-field"), { type: "showdown", state: "end" }).state;
    const gankReady = { ...gank, cards: gank.cards.set("ganker", { ...gank.cards.get("ganker")!, exhausted: false }) };
    expect(applyRift(gankReady, move("ganker", "far-field")).violations).toEqual([]);
  });
});

describe("a combat opens when a move contests a battlefield with an opponent's units (464.2)", () => {
  it("designates attacker and defender, and resolves defend, then attack, then showdown-begins triggers", () => {
    const r = applyRift(contested(), move("raider", "watched-field"));
    expect(r.violations).toEqual([]);
    expect(r.state.combat).toEqual({ battlefield: "watched-field", attacker: "A", defender: "B" });
    const triggers = r.events.filter((e) => e.type === "trigger").map((e) => (e.type === "trigger" ? e.name : ""));
    // "When I move" resolves with the move; the combat's abilities after it, newest on the chain first (340.1).
    expect(triggers).toEqual(["Raider", "Guard", "Watched Field", "Raider", "Lookout"]);
    expect(names(r.state, "A", "hand")).toEqual(["Card 1", "Card 2"]);
    expect(names(r.state, "B", "hand")).toEqual(["Card 1", "Card 2", "Card 3"]);
  });
});

describe("conquer (466.5, 469.1) and hold (469.2)", () => {
  function atField(controller: string | null, units: { def: RiftCardDef }[]) {
    return game({
      battlefields: [{ player: "A", index: 0, controller }],
      players: { A: { zones: { battlefield: [{ def: FIELD }, ...units.map((u) => ({ ...u, at: 0 }))], "main-deck": deck(2) } }, B: { zones: { "main-deck": deck(1) } } },
    });
  }
  const conquer = (card = "open-field", player = "A"): RiftAction => ({ type: "conquer", player, card, choices: [] });

  it("a conquer gains control and a point, and fires \"When I conquer\" of the units there", () => {
    const r = applyRift(atField(null, [{ def: CONQUEROR }]), conquer("conqueror"));
    expect(r.violations).toEqual([]);
    expect(r.state.battlefields["open-field"]).toBe("A");
    expect(r.state.resources["A"]?.points).toBe(1);
    expect(names(r.state, "A", "hand")).toEqual(["Card 1"]);
  });

  it("is refused with an opponent's units still there, for a controlled battlefield, and twice a turn", () => {
    const withEnemy = game({
      battlefields: [{ player: "A", index: 0, controller: null }],
      players: { A: { zones: { battlefield: [{ def: FIELD }, { def: CONQUEROR, at: 0 }] } }, B: { zones: { battlefield: [{ def: DEFENDER, at: 0 }] } } },
    });
    expect(applyRift(withEnemy, conquer()).violations[0]).toMatchObject({ code: "illegal-step", rule: "466.5" });
    expect(applyRift(atField("A", [{ def: CONQUEROR }]), conquer()).violations[0]).toMatchObject({ rule: "469.1" });
    expect(applyRift(atField(null, []), conquer()).violations[0]).toMatchObject({ rule: "466.5" });
    const once = run(atField(null, [{ def: CONQUEROR }]), conquer()).state;
    const lost = { ...once, battlefields: { "open-field": "B" } };
    expect(applyRift(lost, conquer()).violations[0]).toMatchObject({ rule: "470" });
  });

  it("the Final Point by a Conquer needs every battlefield scored this turn; otherwise a card is drawn (471.1.b.1)", () => {
    const s = game({
      battlefields: [{ player: "A", index: 0, controller: null }, { player: "A", index: 1, controller: "B" }],
      players: { A: { points: 7, zones: { battlefield: [{ def: FIELD }, { def: battlefield("Far Field") }, { def: unit("Scout", "mind", 1), at: 0 }], "main-deck": deck(1) } } },
    });
    const r = applyRift(s, conquer());
    expect(r.state.resources["A"]?.points).toBe(7);
    expect(names(r.state, "A", "hand")).toEqual(["Card 1"]);
  });

  it("holding happens in the Beginning Phase; a hold step elsewhere or of another's battlefield is refused", () => {
    const s = { ...atField("A", [{ def: KEEPER }]), phase: "end" as const, turnPlayer: "B" };
    const r = applyRift(s, { type: "advance", phase: "beginning", choices: [] });
    expect(r.violations).toEqual([]);
    expect(r.state.resources["A"]?.points).toBe(1);
    expect(names(r.state, "A", "hand")).toEqual(["Card 1"]);
    const hold: RiftAction = { type: "hold", player: "A", card: "open-field", choices: [] };
    expect(applyRift(r.state, hold).violations[0]).toMatchObject({ rule: "470" });
    expect(applyRift(atField("A", [{ def: KEEPER }]), hold).violations[0]).toMatchObject({ rule: "469.2" });
    expect(applyRift({ ...atField("B", []), phase: "beginning" }, hold).violations[0]).toMatchObject({ rule: "469.2" });
    expect(applyRift({ ...atField("A", [{ def: KEEPER }]), phase: "beginning" }, hold).violations).toEqual([]);
  });
});
