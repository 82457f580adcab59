/**
 * One action that touches thousands of cards: a hand discarded down to seven beside "whenever
 * you discard" permanents. The engine once copied the card registry per move, the stack per
 * trigger and re-read every card per state-based check, and stopped resolving after 1,000
 * objects; these tests hold the results (what happens, never how long it takes: speed is measured
 * by `pnpm bench`).
 */
import { describe, expect, it } from "vitest";
import { applyMtg, type MtgState } from "../src/index.js";
import { FILLER, basic, creature, trigger } from "./mtg-fixtures.js";
import { mtg } from "./mtg-helpers.js";

const HORROR = creature("Horror of the Broken Lands", "{4}{B}", 4, 4, [
  trigger("whenever-you-cycle-or-discard", [{ kind: "pump", on: "self", power: 2, toughness: 1 }], { another: true, text: "Whenever you cycle or discard another card, Horror of the Broken Lands gets +2/+1 until end of turn." }),
]);

function bigHand(size: number): MtgState {
  return mtg({
    activePlayer: "A",
    step: "end",
    players: {
      A: {
        zones: {
          hand: Array.from({ length: size }, () => ({ def: basic("Swamp") })),
          battlefield: [{ def: HORROR }, { def: HORROR }],
          library: [{ def: FILLER(1) }],
        },
      },
    },
  });
}

/** A deep copy, to show a state was not changed in place. */
const snapshot = (state: MtgState): unknown => JSON.parse(JSON.stringify(state));

describe("one action over thousands of cards", () => {
  it("514.1 / 603.3: discarding 1,993 cards beside two discard-trigger permanents puts and resolves all 3,986 triggers", () => {
    const start = bigHand(2000);
    // Frozen, so any change in place to the state given (a replay's checkpoint) throws, even one
    // undone before the action ends (the stack is pushed to and popped from).
    Object.freeze(start.stack);
    for (const zones of Object.values(start.zones)) for (const ids of Object.values(zones)) Object.freeze(ids);
    const before = snapshot(start);
    const r = applyMtg(start, { type: "advance", step: "cleanup" });
    expect(r.refused).toBe(false);
    expect(r.violations).toEqual([]);
    expect(r.state.zones["A"]?.["hand"]?.size).toBe(7);
    expect(r.state.zones["A"]?.["graveyard"]?.size).toBe(1993);
    expect(r.state.stack).toEqual([]);
    expect(r.events.filter((e) => e.type === "resolve")).toHaveLength(2 * 1993);
    expect(r.events.some((e) => e.type === "note" && e.text.startsWith("stopped resolving"))).toBe(false);
    expect(snapshot(start)).toEqual(before);
  });

  it("every card is still in exactly one zone after the batch", () => {
    const r = applyMtg(bigHand(500), { type: "advance", step: "cleanup" });
    const seen = new Map<string, number>();
    for (const player of r.state.players) for (const ids of Object.values(r.state.zones[player] ?? {})) for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(seen.keys())).toEqual(new Set([...r.state.cards.keys()]));
  });

  it("704.5d: a token that dies during the action (after the first state-based check) still ceases to exist", () => {
    const archfiend = creature("Archfiend of Ifnir", "{3}{B}{B}", 5, 4, [
      trigger("whenever-you-cycle-or-discard", [{ kind: "counters", counter: "-1/-1", count: { kind: "fixed", n: 1 }, on: "each-creature-opponents-control" }], { another: true, text: "Whenever you cycle or discard another card, put a -1/-1 counter on each creature your opponents control." }),
    ]);
    const s = mtg({
      activePlayer: "A",
      step: "end",
      players: {
        A: { zones: { hand: Array.from({ length: 8 }, () => ({ def: basic("Swamp") })), battlefield: [{ def: archfiend }], library: [{ def: FILLER(1) }] } },
        B: { zones: { battlefield: [{ def: creature("Soldier", "", 1, 1), token: true }] } },
      },
    });
    const r = applyMtg(s, { type: "advance", step: "cleanup" });
    expect(r.violations).toEqual([]);
    expect([...r.state.cards.values()].some((c) => c.token)).toBe(false);
    expect(r.events.map((e) => e.type)).toContain("cease");
  });
});
