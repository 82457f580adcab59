import { describe, expect, it } from "vitest";
import { applyRift, ruleEntries, type GameEvent, type StepResult } from "../src/index.js";
import { DR_MUNDO, FILLER, spell, unit } from "./fixtures.js";
import { game, names } from "./helpers.js";

const trash = (n: number) => Array.from({ length: n }, (_, i) => ({ def: FILLER(i + 1) }));
const points = (r: StepResult<{ resources: Readonly<Record<string, { points: number }>> }>, player: string) => r.state.resources[player]?.points ?? 0;
const choices = (events: readonly GameEvent[]) => events.filter((e) => e.type === "choice");
const notes = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === "note" ? [e] : []));

describe("416.4 / R4: an effect's short answer is reported, then completed with the default picks", () => {
  it("416.4: 'recycle 3' as a step, one card named, 4 in the trash: 3 are recycled, 2 of them by default", () => {
    const s = game({ players: { A: { zones: { trash: trash(4) } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 3, from: [{ player: "A", zone: "trash" }], choices: ["Filler 3"] });
    expect(r.violations).toEqual([expect.objectContaining({ code: "wrong-count", rule: "416.4", at: { part: "count" } })]);
    expect(names(r.state, "A", "trash")).toEqual(["Filler 4"]);
    expect(names(r.state, "A", "main-deck").sort()).toEqual(["Filler 1", "Filler 2", "Filler 3"]);
    expect(choices(r.events)).toEqual([
      expect.objectContaining({ answer: "Filler 3", defaulted: false }),
      expect.objectContaining({ prompt: "2 more to recycle from A's trash", answer: "Filler 1; Filler 2", defaulted: true }),
    ]);
    // Recycled together, so one random order for all three (416.5), not two groups.
    expect(r.events.filter((e) => e.type === "order")).toHaveLength(1);
  });

  it("416.4: Dr. Mundo's 'recycle 3' effect with one answer recycles 3 and his Might counts what stays", () => {
    const s = game({ phase: "awaken", players: { A: { zones: { base: [{ def: DR_MUNDO }], trash: trash(4) } } } });
    const r = applyRift(s, { type: "advance", phase: "beginning", choices: ["Filler 2"] });
    expect(r.violations).toEqual([expect.objectContaining({ code: "wrong-count", rule: "416.4", at: { part: "choice", index: 0 } })]);
    expect(names(r.state, "A", "trash")).toEqual(["Filler 4"]);
    expect(names(r.state, "A", "main-deck")).toHaveLength(3);
  });

  it("416.4: a full answer adds nothing by default, and fewer cards than N is no error", () => {
    const full = applyRift(game({ players: { A: { zones: { trash: trash(3) } } } }), { type: "recycle", player: "A", what: 2, from: [{ player: "A", zone: "trash" }], choices: ["Filler 3", "Filler 1"] });
    expect(full.violations).toEqual([]);
    expect(names(full.state, "A", "trash")).toEqual(["Filler 2"]);
    const short = applyRift(game({ players: { A: { zones: { trash: trash(1) } } } }), { type: "recycle", player: "A", what: 3, from: [{ player: "A", zone: "trash" }], choices: [] });
    expect(short.violations).toEqual([]);
    expect(names(short.state, "A", "main-deck")).toEqual(["Filler 1"]);
  });
});

describe("431 Burn Out: repeated, and the opponent of the player's choice", () => {
  it("431.3: with an empty trash the draw is attempted again, a point each time, until a point after the first wins (431.3.c)", () => {
    const s = game({ phase: "channel", players: { A: {}, B: { points: 5 } } });
    const r = applyRift(s, { type: "advance", phase: "draw", choices: [] });
    expect(points(r, "B")).toBe(8);
    expect(names(r.state, "A", "hand")).toEqual([]);
    expect(notes(r.events).map((n) => n.rule)).toEqual(["431.2", "431.3", "431.3", "431.3.c.1"]);
    expect(r.violations).toEqual([]);
  });

  it("431.3.c: the first Burn Out's point never wins at once, and a win needs more points than any opponent", () => {
    const s = game({ phase: "channel", players: { A: { points: 9 }, B: { points: 7 } } });
    const r = applyRift(s, { type: "advance", phase: "draw", choices: [] });
    // B: 8 (first Burn Out), 9 (tied with A), 10: more than A, and a point after the first.
    expect(points(r, "B")).toBe(10);
    expect(notes(r.events).filter((n) => n.rule === "431.3")).toHaveLength(2);
  });

  it("431.3.c.1: once a Burn Out has won the game, the rest of a 'draw 99999' is not carried out", () => {
    const greed = spell("Greed", "mind", [{ kind: "draw", count: 99_999 }], { cost: { energy: 0, power: [] } });
    const s = game({ players: { A: { zones: { hand: [{ def: greed }] } }, B: { points: 6 } } });
    const r = applyRift(s, { type: "play", player: "A", card: "greed", choices: [] });
    expect(r.refused).toBe(false);
    expect(points(r, "B")).toBe(8);
    // Two Burn Outs (the second wins), then one note for the 99,998 draws left: not one per draw.
    expect(notes(r.events).map((n) => n.rule)).toEqual(["431.2", "431.3", "431.3.c.1", "431.3.c.1"]);
    expect(notes(r.events).at(-1)?.text).toContain("the other 99998 of A's draws are not carried out");
  });

  it("431.3: terminates without an opponent to gain the points, and says so", () => {
    const s = game({ phase: "channel", players: { A: {} } });
    const solo = { ...s, players: ["A"] };
    const r = applyRift(solo, { type: "advance", phase: "draw", choices: [] });
    expect(notes(r.events).at(-1)?.text).toContain("no opponent to gain the points");
  });

  it("431.2.c: the burning-out player chooses the opponent; unanswered, the first opponent in turn order (default)", () => {
    // The helper lists B first, so the turn order is B, A, C: after A come C, then B.
    const setup = { phase: "channel" as const, players: { A: { zones: { trash: trash(1) } }, C: {} } };
    expect(game(setup).players).toEqual(["B", "A", "C"]);
    const chosen = applyRift(game(setup), { type: "advance", phase: "draw", choices: ["b"] });
    expect([points(chosen, "B"), points(chosen, "C")]).toEqual([1, 0]);
    expect(choices(chosen.events)).toEqual([expect.objectContaining({ player: "A", answer: "B", defaulted: false })]);
    const defaulted = applyRift(game(setup), { type: "advance", phase: "draw", choices: [] });
    expect([points(defaulted, "B"), points(defaulted, "C")]).toEqual([0, 1]);
    expect(choices(defaulted.events)).toEqual([expect.objectContaining({ answer: "C", defaulted: true })]);
  });

  it("431.2.c: naming a player who is not an opponent is an invalid choice; the point goes by default", () => {
    const s = game({ phase: "channel", players: { A: { zones: { trash: trash(1) } } } });
    const r = applyRift(s, { type: "advance", phase: "draw", choices: ["A"] });
    expect(r.violations).toEqual([expect.objectContaining({ code: "invalid-choice", rule: "431.2.c", at: { part: "choice", index: 0 } })]);
    expect(points(r, "B")).toBe(1);
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1"]);
  });
});

describe("310.1.a / 316.5.b: the default timing for playing a card", () => {
  const poro = unit("Poro", "chaos", 2);
  const quick = spell("Quick", "chaos", [], { keywords: ["Action"] });

  it("310.1.a: a card without [Action]/[Reaction] can't be played in a showdown or outside the Main Phase", () => {
    const inShowdown = applyRift(game({ showdown: true, players: { A: { zones: { hand: [{ def: poro }] }, energy: 2 } } }), { type: "play", player: "A", card: "poro", choices: [] });
    expect(inShowdown.violations[0]).toMatchObject({ code: "timing", rule: "310.1.a" });
    const inDraw = applyRift(game({ phase: "draw", players: { A: { zones: { hand: [{ def: poro }] }, energy: 2 } } }), { type: "play", player: "A", card: "poro", choices: [] });
    expect(inDraw.violations[0]).toMatchObject({ code: "timing", rule: "310.1.a" });
  });

  it("316.5.b: only the Turn Player plays a card without [Action]/[Reaction]", () => {
    const r = applyRift(game({ players: { A: {}, B: { zones: { hand: [{ def: poro }] }, energy: 2 } } }), { type: "play", player: "B", card: "poro", choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "316.5.b" });
  });

  it("[Action], as the card data spells it, lets a card be played in a showdown", () => {
    const r = applyRift(game({ showdown: true, players: { A: { zones: { hand: [{ def: quick }] }, energy: 1 } } }), { type: "play", player: "A", card: "quick", choices: [] });
    expect(r.refused).toBe(false);
    expect(names(r.state, "A", "trash")).toEqual(["Quick"]);
  });

  it("every rule these cite is in the rules data", () => {
    const known = new Set(ruleEntries().filter((e) => e.game === "riftbound").map((e) => e.current));
    for (const rule of ["310.1.a", "316.5.b", "416.4", "431.2", "431.2.c", "431.3", "431.3.a", "431.3.c", "431.3.c.1"]) expect(known.has(rule), rule).toBe(true);
  });
});

describe("131.3: a power pip whose domain the card data doesn't give", () => {
  // Tibbers' sources give two power pips for a Fury and Chaos card, not which domain each is.
  const tibbers = unit("Tibbers", "fury", 7, { domains: ["fury", "chaos"], cost: { energy: 8, power: ["unknown", "unknown"] } });

  it("playing the card is refused as an unknown card fact, naming it, and changes nothing", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: tibbers }] }, energy: 8, power: { fury: 2, chaos: 2 } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "tibbers", choices: [] });
    expect(r.refused).toBe(true);
    expect(r.state).toBe(s);
    expect(r.violations[0]).toMatchObject({ code: "unknown-card-fact", rule: "131.3", at: { part: "card" } });
    expect(r.violations[0]?.message).toContain("Tibbers's power cost has 2 pips whose domain the card data doesn't give");
  });

  it("is never paid with a guessed domain, even when any power would do", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: tibbers }] }, energy: 8, power: { fury: 1, chaos: 1, mind: 4 } } } });
    expect(applyRift(s, { type: "play", player: "A", card: "tibbers", choices: [] }).violations.map((v) => v.code)).toEqual(["unknown-card-fact"]);
  });
});
