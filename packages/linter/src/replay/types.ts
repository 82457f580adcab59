import type { GameEvent, Violation } from "@recycle-rules/engine";
import type { Range } from "../diagnostics/types.js";
import type { DeckNote } from "./deck-zones.js";

/** One step of a replay, with the states around it (immutable checkpoints). */
export interface ReplayStep<State = unknown, Action = unknown, Kind extends string = string> {
  /** 0-based position in `steps:`. */
  readonly index: number;
  readonly kind?: Kind;
  /** What the step does, as the transcript says it ("A activates Vi, Destructive — …"). */
  readonly label: string;
  /** The engine action; absent when the step could not be built (its error says why). */
  readonly action?: Action;
  readonly before: State;
  readonly after: State;
  readonly events: readonly GameEvent[];
  readonly violations: readonly Violation[];
  readonly refused: boolean;
  /** Why the step was not run, when it wasn't. */
  readonly skipped?: string;
  /** The step's range in the file. */
  readonly range: Range;
}

/** A scenario replayed through its game's engine: the states before, between and after the steps. */
export interface Replay<State = unknown, Action = unknown, Kind extends string = string, Game extends string = string> {
  readonly title: string;
  /** The game module's id ("riftbound", "mtg"). */
  readonly game: Game;
  readonly seed: number;
  readonly rules: readonly string[];
  readonly initial: State;
  readonly steps: readonly ReplayStep<State, Action, Kind>[];
  readonly final: State;
  /** The file's edition, when it numbers rules otherwise than the engine (the transcript's `edition:` line). */
  readonly edition?: string;
  /** The players' `deck:` lists: what each filled (the transcript's header says so). */
  readonly decks?: readonly DeckNote[];
}
