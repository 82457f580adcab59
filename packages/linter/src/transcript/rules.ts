import type { GameEvent } from "@recycle-rules/engine";

/** How a replay of this game reads as text. */
export interface TranscriptRules<State> {
  /** The header lines after `scenario:` (game, seed, whose turn). */
  header(initial: State, seed: number): string[];
  /** The state as lines (start and final). */
  state(state: State): string[];
  /** A step's events as lines. */
  events(events: readonly GameEvent[]): string[];
  /** Lines after a step that ran (what it left waiting). */
  afterStep?(after: State, refused: boolean): string[];
}

