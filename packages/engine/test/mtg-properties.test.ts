import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MTG_STEPS, applyMtg, createMtgGame, zoneIndexProblems, zoneOf, type GameEvent, type MtgAction, type MtgCardDef, type MtgCardSpec, type MtgSetupZone, type MtgState } from "../src/index.js";
import {
  ABANDONED_SARCOPHAGUS,
  ASH_BARRENS,
  ASTRAL_SLIDE,
  DECREE_OF_PAIN,
  DISCIPLE_OF_GRACE,
  DRAKE_HAVEN,
  FILLER,
  FLUCTUATOR,
  GEMPALM_POLLUTER,
  GRIZZLY,
  KROSAN_TUSKER,
  LEYLINE_OF_THE_VOID,
  LIGHTNING_RIFT,
  NEW_PERSPECTIVES,
  RENEWED_FAITH,
  REST_IN_PEACE,
  SHARK_TYPHOON,
  STABILIZER,
  STREET_WRAITH,
  TWISTED_ABOMINATION,
  VALIANT_RESCUER,
  basic,
} from "./mtg-fixtures.js";

const PLAYERS = ["A", "B"] as const;
const SPELLS: MtgCardDef[] = [DISCIPLE_OF_GRACE, STREET_WRAITH, KROSAN_TUSKER, GEMPALM_POLLUTER, TWISTED_ABOMINATION, ASH_BARRENS, SHARK_TYPHOON, RENEWED_FAITH, DECREE_OF_PAIN, VALIANT_RESCUER, GRIZZLY, FILLER(1)];
const PERMANENTS: MtgCardDef[] = [STABILIZER, FLUCTUATOR, NEW_PERSPECTIVES, DRAKE_HAVEN, ASTRAL_SLIDE, LIGHTNING_RIFT, REST_IN_PEACE, LEYLINE_OF_THE_VOID, ABANDONED_SARCOPHAGUS, GRIZZLY, DISCIPLE_OF_GRACE];
const LANDS: MtgCardDef[] = [basic("Plains"), basic("Island"), basic("Swamp"), basic("Forest"), basic("Mountain")];
const ZONES: MtgSetupZone[] = ["library", "hand", "graveyard", "battlefield", "exile"];

const cardFor = (zone: MtgSetupZone): fc.Arbitrary<MtgCardSpec> => {
  const defs = zone === "battlefield" ? [...PERMANENTS, ...LANDS, ...LANDS] : [...SPELLS, ...LANDS];
  return fc.record({
    def: fc.constantFrom(...defs),
    tapped: fc.boolean(),
    owner: zone === "battlefield" || zone === "exile" ? fc.constantFrom(...PLAYERS) : fc.constant(undefined),
  }).map((s) => (s.owner === undefined ? { def: s.def, tapped: s.tapped } : s));
};

const playerSetup = fc.record({
  zones: fc.record(Object.fromEntries(ZONES.map((z) => [z, fc.array(cardFor(z), { maxLength: z === "battlefield" ? 6 : 4 })])) as Record<MtgSetupZone, fc.Arbitrary<MtgCardSpec[]>>),
  life: fc.integer({ min: 1, max: 20 }),
  mana: fc.constantFrom("", "{U}", "{2}", "{B}{G}"),
});

const setupArb = fc.record({
  seed: fc.integer(),
  activePlayer: fc.constantFrom(...PLAYERS),
  step: fc.constantFrom(...MTG_STEPS),
  turnNumber: fc.integer({ min: 1, max: 3 }),
  autoResolve: fc.boolean(),
  players: fc.record({ A: playerSetup, B: playerSetup }),
});

function actionArb(ids: string[]): fc.Arbitrary<MtgAction> {
  const player = fc.constantFrom(...PLAYERS);
  const card = ids.length ? fc.constantFrom(...ids) : fc.constant("nothing");
  const answer = fc.oneof(card, fc.constantFrom("yes", "no", "A", "B", "Swamp", "Forest", "nothing"), fc.integer({ min: -1, max: 3 }), fc.boolean());
  const choices = fc.array(answer, { maxLength: 4 });
  const paying = {
    player,
    card,
    x: fc.option(fc.integer({ min: -1, max: 3 }), { nil: undefined }),
    tap: fc.option(fc.array(card, { maxLength: 3 }), { nil: undefined }),
    hold: fc.option(fc.boolean(), { nil: undefined }),
    choices,
  };
  return fc.oneof(
    fc.record({ type: fc.constant("cycle" as const), ...paying, ability: fc.option(fc.constantFrom("cycling", "swampcycling", "basic landcycling"), { nil: undefined }), search: fc.option(fc.oneof(card, fc.constant("nothing")), { nil: undefined }) }),
    fc.record({ type: fc.constant("activate" as const), ...paying, ability: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom("mana", "cycling")) }),
    fc.record({ type: fc.constant("cast" as const), ...paying }),
    fc.record({ type: fc.constant("play" as const), player, card, choices }),
    fc.record({ type: fc.constant("pass" as const), player, choices }),
    fc.record({ type: fc.constant("resolve" as const), count: fc.option(fc.oneof(fc.integer({ min: 1, max: 2 }), fc.constant("all" as const)), { nil: undefined }), choices }),
    fc.record({ type: fc.constant("advance" as const), step: fc.constantFrom(...MTG_STEPS), choices }),
  ) as fc.Arbitrary<MtgAction>;
}

/** Skips actions naming cards that no longer exist (ceased tokens), which the linter would report. */
function applyAll(state: MtgState, actions: readonly MtgAction[]): { state: MtgState; events: GameEvent[]; refusedSame: boolean } {
  const events: GameEvent[] = [];
  let s = state;
  let refusedSame = true;
  for (const action of actions) {
    if ("card" in action && !s.cards.get(action.card)) continue;
    const r = applyMtg(s, action);
    events.push(...r.events);
    if (r.refused && (r.state !== s || !r.violations.some((v) => v.severity === "error" && v.rule.length > 0))) refusedSame = false;
    s = r.state;
  }
  return { state: s, events, refusedSame };
}

const scenario = setupArb.chain((setup) => {
  const created = createMtgGame(setup);
  return fc.tuple(fc.constant(created.state), fc.array(actionArb([...created.state.cards.keys()]), { maxLength: 10 }));
});

describe("MTG engine invariants (property tests)", () => {
  it("no card is created or lost except tokens; every card is in exactly one zone", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        const { state, events } = applyAll(start, actions);
        const ceased = new Set(events.flatMap((e) => (e.type === "cease" ? [e.card] : [])));
        const created = new Set(events.flatMap((e) => (e.type === "create" ? [e.card] : [])));
        for (const id of [...start.cards.keys()]) if (!ceased.has(id)) expect(state.cards.get(id), `card ${id} was lost`).toBeDefined();
        for (const id of ceased) expect(start.cards.get(id)?.token || created.has(id), `${id} ceased but was no token`).toBe(true);
        for (const id of [...state.cards.keys()]) expect(start.cards.has(id) || created.has(id), `card ${id} appeared`).toBe(true);
        const placed = PLAYERS.flatMap((p) => Object.values(state.zones[p] ?? {}).flatMap((ids) => [...ids]));
        // The index the finders read agrees with the zones (kernel/zones.ts writes both).
        expect(zoneIndexProblems(state)).toEqual([]);
        expect(placed.length).toBe(new Set(placed).size);
        expect(new Set(placed)).toEqual(new Set([...state.cards.keys()]));
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it("a card only ever enters its owner's library, hand or graveyard (400.3)", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        const { state, events } = applyAll(start, actions);
        for (const e of events) {
          if (e.type === "move" && ["library", "hand", "graveyard"].includes(e.to.zone)) expect(e.to.player, `${e.name} entered another player's ${e.to.zone}`).toBe(e.owner);
        }
        for (const p of PLAYERS) {
          for (const z of ["library", "hand", "graveyard"]) for (const id of state.zones[p]?.[z] ?? []) expect(state.cards.get(id)!.owner).toBe(p);
        }
        // Tokens exist only on the battlefield once state-based actions have run (704.5d).
        for (const c of [...state.cards.values()]) if (c.token && state.stack.length === 0) expect(zoneOf(state, c.id)?.zone).toBe("battlefield");
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it("the same seed and actions give the same events and state", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        const a = applyAll(start, actions);
        const b = applyAll(start, actions);
        expect(b.events).toEqual(a.events);
        expect(b.state).toEqual(a.state);
      }),
      { numRuns: 100 },
    );
  }, 20_000);

  it("a refused action returns the very state it was given, with an error citing a rule", () => {
    fc.assert(
      fc.property(scenario, ([start, actions]) => {
        expect(applyAll(start, actions).refusedSame).toBe(true);
      }),
      { numRuns: 200 },
    );
  }, 20_000);
});
