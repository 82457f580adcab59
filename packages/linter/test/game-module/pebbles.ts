/**
 * "Pebbles", a game made up for one test: one zone (`pile`), one action (`flip` a pebble from the
 * top of your pile to its bottom), one rule (P1: only the top pebble can be flipped). It is
 * written from test code alone, with the public game kit, to show that the lint pipeline knows no
 * game: registering a module is all it takes.
 */
import type { GameEvent, StepResult, Violation } from "@recycle-rules/engine";
import { gameKit, type ExpectCardBase, type GameModule, type PlayerExpectOf, type PlayerModelBase, type ScenarioModelBase, type SetupCardBase, type StepModelBase } from "../../src/index.js";

const { ScenarioCards, checkZone, expectations, headerKeys, located, partRange, readCardItems, readSetupCard, readSetupZones, readZoneExpects, ref, resolveSetup, ruleCovers, stepActor, violationDiagnostic, zoneExpectation, zoneRules } = gameKit;

type Zone = "pile";
const ZONES: readonly Zone[] = ["pile"];

interface PebbleDef {
  readonly name: string;
}
interface Pebble {
  readonly id: string;
  readonly def: PebbleDef;
  readonly owner: string;
  readonly controller: string;
  readonly token: boolean;
}
export interface PebbleState {
  readonly cards: ReadonlyMap<string, Pebble>;
  readonly zones: Readonly<Record<string, { readonly pile: readonly string[] }>>;
  readonly turnPlayer: string;
}
interface FlipAction {
  readonly player: string;
  readonly card: string;
}

type PlayerExpect = PlayerExpectOf<Zone, ExpectCardBase>;
interface Step extends StepModelBase<PlayerExpect, "flip"> {
  readonly target?: { readonly text: string; readonly range: import("../../src/index.js").Range; readonly inFlow: boolean };
}
type Model = ScenarioModelBase<Step, PlayerExpect, PlayerModelBase<Zone, SetupCardBase>>;

const PRINTED: readonly PebbleDef[] = [{ name: "Red Pebble" }, { name: "Blue Pebble" }, { name: "Grey Pebble" }];
const catalog = {
  lookup: (ref: string) => PRINTED.find((p) => p.name.toLowerCase() === ref.trim().toLowerCase()),
  suggest: (ref: string) => PRINTED.filter((p) => p.name.toLowerCase().startsWith(ref.trim().toLowerCase().slice(0, 3))),
};
class Pebbles extends ScenarioCards<PebbleDef> {
  constructor() {
    super(catalog, { unknownMessage: (text, hint) => `"${text}" is not a pebble.${hint}` });
  }
}

/** The rules engine of Pebbles: pure, a refusal is data. */
function flip(state: PebbleState, action: FlipAction): StepResult<PebbleState> {
  const pile = state.zones[action.player]?.pile ?? [];
  const name = state.cards.get(action.card)?.def.name ?? action.card;
  if (pile[0] !== action.card) {
    const violation: Violation = { code: "illegal-cost", rule: "P1", message: `Only the top pebble of a pile can be flipped, and ${name} is not on top.`, at: { part: "card" }, severity: "error" };
    return { state, events: [{ type: "refused", violation }], violations: [violation], refused: true };
  }
  const events: GameEvent[] = [{ type: "note", text: `${action.player} flips ${name} to the bottom of their pile`, rule: "P1" }];
  const zones = { ...state.zones, [action.player]: { pile: [...pile.slice(1), action.card] } };
  return { state: { ...state, zones }, events, violations: [], refused: false };
}

export const pebbles: GameModule<Pebbles, Model, Step, PlayerExpect, PebbleState, FlipAction, { record(): void }> = {
  id: "pebbles",
  schema: {
    properties: { ...headerKeys("Where the case comes from."), seed: { type: "integer" }, turn: ref("playerId") },
    definitions: {
      pebbleRef: { type: "string" },
      pebbleRefs: { type: "array", items: ref("pebbleRef") },
      pebblePlayer: { type: ["object", "null"], properties: { pile: { type: ["array", "null"], items: ref("pebbleRef") } }, additionalProperties: false, "x-unknown-code": "scenario/unknown-zone" },
      pebbleCard: { type: "object", properties: { name: { type: "string" } }, required: ["name"], additionalProperties: false },
      pebbleStep: { type: "object", properties: { flip: ref("pebbleRef"), player: ref("playerId"), choose: ref("choose"), expect: ref("pebbleStepExpect") }, additionalProperties: false },
      pebblePlayerExpect: { type: "object", properties: { pile: zoneExpectation("pebbleRef", "pebbleRefs", "The whole pile, top first.") }, additionalProperties: false },
      pebbleStepExpect: expectations("pebblePlayerExpect").step,
      pebbleFinalExpect: expectations("pebblePlayerExpect").final,
    },
    refs: { playerSetup: "pebblePlayer", customCard: "pebbleCard", step: "pebbleStep", finalExpect: "pebbleFinalExpect" },
  },
  scenarioCards: () => new Pebbles(),
  defineCustomCards: (models, cards) => {
    for (const model of models) cards.addCustom({ name: model.name });
  },
  model: {
    vocabulary: { game: "Pebbles", zones: ZONES },
    stepKinds: ["flip"],
    player: (ctx, entry) => ({ id: entry.key, keyRange: entry.keyRange, zones: readSetupZones(ctx, ctx.reader.entries(entry.node, entry.range), ZONES, readSetupCard) }),
    playerExpect: (ctx, entry) => ({
      player: entry.key,
      keyRange: entry.keyRange,
      zones: readZoneExpects(ctx, ctx.reader.entries(entry.node, entry.range), ZONES, () => true, (c, node) => readCardItems(c, node).map((i) => ({ ref: i.ref, range: i.range }))),
    }),
    step: (ctx, { base, entries, flow }) => {
      const target = ctx.refs.fromEntry(entries, "flip", flow);
      const player = located(ctx.reader.get(entries, "player"), (n) => ctx.reader.string(n));
      return { ...base, ...(target ? { target } : {}), ...(player && ctx.checkPlayer(player) ? { player } : {}) };
    },
    extra: () => ({}),
  },
  replay: {
    start: (model, cards, out) => {
      let n = 0;
      const setup = resolveSetup(model.players, ZONES, cards, (def) => def, () => ({}), out);
      const state: { cards: Map<string, Pebble>; zones: Record<string, { pile: string[] }>; turnPlayer: string } = { cards: new Map(), zones: {}, turnPlayer: model.turn?.value ?? model.players[0]?.id ?? "A" };
      for (const player of model.players) {
        const pile = (setup.players[player.id]?.zones.pile ?? []).map((def) => {
          const id = `${def.name.toLowerCase().replace(/ /g, "-")}-${++n}`;
          state.cards.set(id, { id, def, owner: player.id, controller: player.id, token: false });
          return id;
        });
        state.zones[player.id] = { pile };
      }
      return state;
    },
    knownNames: (state) => [...state.cards.keys()],
    action: (state, step, cards, out) => {
      const actor = stepActor(step, state.turnPlayer, (text) => [...state.cards.values()].filter((c) => c.def.name.toLowerCase() === text.toLowerCase() || c.id === text).map((c) => c.id), cards, () => [...state.cards.keys()], out);
      const card = actor.target();
      return card === undefined ? undefined : { player: actor.player, card };
    },
    label: (state, step, action) => (action ? `${action.player} flips ${state.cards.get(action.card)?.def.name}` : `flip ${step.target?.text ?? ""}`.trim()),
    apply: flip,
    newLog: () => ({ record: () => undefined }),
    illegal: { wanted: (value) => [value], covers: ruleCovers, range: (step, v) => partRange(step, v.at, {}) },
    violation: (step, v) => violationDiagnostic(v, partRange(step, v.at, {})),
    eventLines: (events) => events.map((e) => (e.type === "note" ? `${e.text} [${e.rule}]` : e.type === "refused" ? `refused: ${e.violation.message} [${e.violation.rule}]` : e.type)),
    checkPlayer: (env, expect) => {
      const rules = zoneRules<PebbleState, Pebbles, { record(): void }, Zone, ExpectCardBase>({
        ordered: () => true,
        orderWording: "top first",
        separator: ", ",
        refMatches: (state, id, ref) => id === ref.trim() || state.cards.get(id)?.def.name.toLowerCase() === ref.trim().toLowerCase(),
        propertyProblems: () => [],
        explainMissing: () => undefined,
        explainPresent: () => undefined,
        emptyPosition: "the pile has no pebble there",
      });
      for (const zone of expect.zones) checkZone(rules, env, expect.player, zone);
    },
  },
  transcript: {
    header: (start, seed) => [`game: pebbles, seed: ${seed}`, `turn: ${start.turnPlayer}`],
    state: (state) => Object.entries(state.zones).map(([player, z]) => `  ${player} pile: ${z.pile.map((id) => state.cards.get(id)?.def.name).join(", ")}`),
    events: (events) => events.map((e) => (e.type === "note" ? e.text : e.type)),
  },
};
