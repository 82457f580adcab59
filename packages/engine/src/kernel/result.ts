import type { GameEvent } from "./events.js";
import type { Violation } from "./types.js";

/**
 * What applying an action returns (boardgame.io's reducer shape): the new state, the events in
 * order, and the violations. When a violation has severity "error" the action was refused and
 * `state` is the state before it: a refused action changes nothing.
 */
export interface StepResult<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
  readonly violations: readonly Violation[];
  /** True when the action was refused as a whole. */
  readonly refused: boolean;
}
