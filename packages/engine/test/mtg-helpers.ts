import { applyMtg, createMtgGame, type GameEvent, type MtgAction, type MtgCardDef, type MtgSetup, type MtgState, type StepResult } from "../src/index.js";

/** A two-player game in A's first main phase, unless the set-up says otherwise. */
export function mtg(setup: Partial<MtgSetup> & { players: MtgSetup["players"] }): MtgState {
  const created = createMtgGame({ activePlayer: "A", step: "main1", seed: 1, turnNumber: 2, ...setup, players: { B: {}, ...setup.players } });
  if (created.problems.length) throw new Error(created.problems.map((p) => p.message).join("; "));
  return created.state;
}

export const cards = (...defs: MtgCardDef[]) => defs.map((def) => ({ def }));

export function zone(state: MtgState, player: string, name: string): string[] {
  return [...(state.zones[player]?.[name] ?? [])].map((id) => state.cards.get(id)!.def.name);
}

/** Applies actions in order, failing the test if one is refused unexpectedly is left to the caller. */
export function run(state: MtgState, ...actions: MtgAction[]): StepResult<MtgState> & { all: GameEvent[] } {
  let result: StepResult<MtgState> = { state, events: [], violations: [], refused: false };
  const all: GameEvent[] = [];
  for (const action of actions) {
    result = applyMtg(result.state, action);
    all.push(...result.events);
  }
  return { ...result, all };
}

/** The events as short lines, for order checks. */
export function lines(events: readonly GameEvent[]): string[] {
  return events.map((e) => {
    switch (e.type) {
      case "move":
        return `move ${e.name} ${e.from.player}.${e.from.zone}->${e.to.player}.${e.to.zone}`;
      case "create":
        return `create ${e.name}`;
      case "trigger":
        return `trigger ${e.name}`;
      case "resolve":
        return `resolve ${e.name}`;
      case "activate":
        return `activate ${e.name}`;
      case "resource":
        return `${e.player} ${e.resource} ${e.delta}`;
      case "note":
        return `note ${e.text}`;
      default:
        return e.type;
    }
  });
}
