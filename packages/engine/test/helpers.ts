import { applyRift, createRiftGame, type RiftAction, type RiftSetup, type RiftState, type StepResult } from "../src/index.js";

/** A two-player game, A to act in their Main Phase, unless the set-up says otherwise. */
export function game(setup: Partial<RiftSetup> & { players: RiftSetup["players"] }): RiftState {
  const created = createRiftGame({ turnPlayer: "A", phase: "main", seed: 1, ...setup, players: { B: {}, ...setup.players } });
  if (created.problems.length) throw new Error(created.problems.map((p) => p.message).join("; "));
  return created.state;
}

export function names(state: RiftState, player: string, zone: string): string[] {
  return [...(state.zones[player]?.[zone] ?? [])].map((id) => state.cards.get(id)!.def.name);
}

export function run(state: RiftState, ...actions: RiftAction[]): StepResult<RiftState> {
  let result: StepResult<RiftState> = { state, events: [], violations: [], refused: false };
  for (const action of actions) result = applyRift(result.state, action);
  return result;
}
