import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOARD_ZONES,
  PHASES,
  RIFT_ZONES,
  applyRift,
  createRiftGame,
  zoneIndexProblems,
  zoneOf,
  type GameEvent,
  type RiftAction,
  type RiftCardSpec,
  type RiftState,
  type RiftZone,
} from "../src/index.js";
import { BLIND_FURY, CLOCKWORK_MECH, CRUEL_PATRON, DR_MUNDO, FILLER, FORGE, GARBAGE_GRABBER, KARMA, MECH, PROMISING_FUTURE, RUMBLE, VI, rune } from "./fixtures.js";

const PLAYERS = ["A", "B"] as const;
const DEFS = [VI, GARBAGE_GRABBER, DR_MUNDO, BLIND_FURY, PROMISING_FUTURE, RUMBLE, KARMA, CRUEL_PATRON, FORGE, CLOCKWORK_MECH, FILLER(1), FILLER(2), rune("fury"), rune("mind")];
const ZONES_FOR_SETUP: RiftZone[] = ["main-deck", "rune-deck", "hand", "trash", "base", "battlefield", "runes", "banishment"];

/** A card spec that respects the set-up rules: runes in rune zones, tokens only on the board. */
const cardFor = (zone: RiftZone): fc.Arbitrary<RiftCardSpec> => {
  const runeZone = zone === "rune-deck" || zone === "runes";
  const defs = runeZone ? [rune("fury"), rune("mind"), rune("calm")] : DEFS.filter((d) => d.type !== "rune");
  const board = zone === "base" || zone === "battlefield";
  return fc.record({
    def: fc.constantFrom(...(board ? [...defs, MECH] : defs)),
    exhausted: fc.boolean(),
    owner: board ? fc.constantFrom(...PLAYERS) : fc.constant(undefined),
  }).map((spec) => (spec.owner === undefined ? { def: spec.def, exhausted: spec.exhausted } : spec));
};

const playerSetup = fc.record(
  Object.fromEntries(ZONES_FOR_SETUP.map((z) => [z, fc.array(cardFor(z), { maxLength: 4 })])) as Record<RiftZone, fc.Arbitrary<RiftCardSpec[]>>,
).chain((zones) => fc.record({ zones: fc.constant(zones), energy: fc.nat(3), power: fc.record({ fury: fc.nat(2), mind: fc.nat(2) }) }));

const setupArb = fc.record({
  seed: fc.integer(),
  turnPlayer: fc.constantFrom(...PLAYERS),
  phase: fc.constantFrom(...PHASES),
  showdown: fc.boolean(),
  players: fc.record({ A: playerSetup, B: playerSetup }),
});

/** Actions are generated against names and ids that may or may not exist: the engine must cope. */
function actionArb(ids: string[]): fc.Arbitrary<RiftAction> {
  const player = fc.constantFrom(...PLAYERS);
  const card = ids.length ? fc.constantFrom(...ids) : fc.constant("nothing");
  const answer = fc.oneof(card, fc.constantFrom("yes", "no", "Filler 1", "Fury Rune"), fc.boolean());
  const choices = fc.array(answer, { maxLength: 4 });
  const zone = fc.record({ player, zone: fc.constantFrom(...RIFT_ZONES) });
  return fc.oneof(
    fc.record({ type: fc.constant("activate" as const), player, card, ability: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom("exhaust", "recycle")), choices }),
    fc.record({ type: fc.constant("play" as const), player, card, choices }),
    fc.record({
      type: fc.constant("recycle" as const),
      player,
      what: fc.oneof(fc.nat(5), fc.constant("all" as const), fc.array(card, { maxLength: 3 })),
      from: fc.array(zone, { minLength: 1, maxLength: 2 }),
      to: fc.option(zone, { nil: undefined }),
      order: fc.option(fc.array(card, { maxLength: 3 }), { nil: undefined }),
      choices,
    }),
    fc.record({ type: fc.constant("advance" as const), phase: fc.constantFrom(...PHASES), choices }),
    fc.record({ type: fc.constant("showdown" as const), state: fc.constantFrom("start" as const, "end" as const) }),
    fc.record({ type: fc.constant("conquer" as const), player, card, choices }),
  );
}

/** Drops actions naming cards that no longer exist (tokens that ceased), which the linter would report. */
function applyAll(state: RiftState, actions: readonly RiftAction[]): { state: RiftState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  for (const action of actions) {
    if ("card" in action && !s.cards.get(action.card)) continue;
    if (action.type === "recycle" && Array.isArray(action.what) && action.what.some((id) => !s.cards.get(id))) continue;
    if (action.type === "recycle" && action.order?.some((id) => !s.cards.get(id))) continue;
    const r = applyRift(s, action);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

const scenario = setupArb.chain((setup) => {
  const created = createRiftGame(setup);
  return fc.tuple(fc.constant(created.state), fc.array(actionArb([...created.state.cards.keys()]), { maxLength: 12 }));
});

/**
 * Set-ups the linter reports (a token in a deck, a hand or the trash; 186.1) but a user may still
 * write: the engine gets such a state from createRiftGame along with the problems, and must
 * replay it without failing.
 */
const tokensAnywhere = setupArb.chain((setup) => {
  const withTokens = fc.record(Object.fromEntries(PLAYERS.map((p) => [p, fc.subarray(ZONES_FOR_SETUP, { minLength: 1 })])) as Record<(typeof PLAYERS)[number], fc.Arbitrary<RiftZone[]>>);
  return withTokens.chain((where) => {
    const players = Object.fromEntries(
      PLAYERS.map((p) => {
        const own = setup.players[p];
        const zones = { ...own.zones };
        for (const zone of where[p]) zones[zone] = [...(zones[zone] ?? []), { def: MECH }];
        return [p, { ...own, zones }];
      }),
    ) as typeof setup.players;
    const created = createRiftGame({ ...setup, players });
    return fc.tuple(fc.constant(created.state), fc.array(actionArb([...created.state.cards.keys()]), { maxLength: 12 }));
  });
});

describe("engine invariants (property tests)", () => {
  it("replays set-ups with tokens in every zone without failing; only tokens and created cards disappear", () => {
    fc.assert(
      fc.property(tokensAnywhere, ([start, actions]) => {
        const { state, events } = applyAll(start, actions);
        const ceased = new Set(events.filter((e) => e.type === "cease").map((e) => (e as { card: string }).card));
        for (const id of [...start.cards.keys()]) if (!ceased.has(id)) expect(state.cards.get(id), `card ${id} was lost`).toBeDefined();
        for (const id of ceased) expect(start.cards.get(id)?.token ?? true, `${id} ceased but was no token`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("no card is created or lost, except tokens ceasing (186.1); every card is in exactly one zone", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        const { state, events } = applyAll(start, actions);
        const ceased = new Set(events.filter((e) => e.type === "cease").map((e) => (e as { card: string }).card));
        const created = new Set(events.filter((e) => e.type === "create").map((e) => (e as { card: string }).card));
        const before = new Set([...start.cards.keys()]);
        for (const id of before) if (!ceased.has(id)) expect(state.cards.get(id), `card ${id} was lost`).toBeDefined();
        for (const id of ceased) expect(start.cards.get(id)?.token || created.has(id), `${id} ceased but was no token`).toBe(true);
        for (const id of [...state.cards.keys()]) expect(before.has(id) || created.has(id), `card ${id} appeared`).toBe(true);
        const placed = PLAYERS.flatMap((p) => Object.values(state.zones[p] ?? {}).flatMap((ids) => [...ids]));
        // The index the finders read agrees with the zones (kernel/zones.ts writes both).
        expect(zoneIndexProblems(state)).toEqual([]);
        expect(placed.length).toBe(new Set(placed).size);
        expect(new Set(placed)).toEqual(new Set([...state.cards.keys()]));
        for (const id of [...state.cards.keys()]) expect(zoneOf(state, id)).toBeDefined();
        // Tokens exist only on the Board: anywhere else they have ceased (186.1).
        for (const card of [...state.cards.values()]) {
          if (card.token) expect(BOARD_ZONES, `token ${card.id} is off the Board`).toContain(zoneOf(state, card.id)!.zone);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a card only ever enters its owner's decks (416.1.c, 056), and a recycle always goes to the bottom", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        const { state, events } = applyAll(start, actions);
        for (const e of events) {
          if (e.type !== "move") continue;
          if (e.to.zone === "main-deck" || e.to.zone === "rune-deck") expect(e.to.player, `${e.name} entered another player's deck`).toBe(e.owner);
          if (e.reason === "recycle") expect(e.position).toBe("bottom");
        }
        for (const p of PLAYERS) {
          for (const zone of ["main-deck", "rune-deck", "trash", "hand", "banishment"]) {
            for (const id of state.zones[p]?.[zone] ?? []) expect(state.cards.get(id)!.owner).toBe(p);
          }
          for (const id of state.zones[p]?.["rune-deck"] ?? []) expect(state.cards.get(id)!.def.type).toBe("rune");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the same seed and actions give the same events and state (replays are deterministic)", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        const a = applyAll(start, actions);
        const b = applyAll(start, actions);
        expect(b.events).toEqual(a.events);
        expect(b.state).toEqual(a.state);
      }),
      { numRuns: 100 },
    );
  });

  it("a refused action changes nothing", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        let s = start;
        for (const action of actions) {
          if ("card" in action && !s.cards.get(action.card)) continue;
          if (action.type === "recycle" && (Array.isArray(action.what) && action.what.some((id) => !s.cards.get(id)) || action.order?.some((id) => !s.cards.get(id)))) continue;
          const r = applyRift(s, action);
          if (r.refused) {
            expect(r.state).toBe(s);
            expect(r.violations.some((v) => v.severity === "error" && v.rule.length > 0)).toBe(true);
          }
          s = r.state;
        }
      }),
      { numRuns: 200 },
    );
  });
});
