import type { GameEvent, RiftAction, RiftState, Violation } from "@recycle-rules/engine";
import type { Range } from "../diagnostics/types.js";
import type { StepKind } from "../model/types.js";
import type { DeckNote } from "./deck-zones.js";

/** One step of the replay, with the states around it (immutable checkpoints). */
export interface ReplayStep {
  /** 0-based position in `steps:`. */
  readonly index: number;
  readonly kind?: StepKind;
  /** What the step does, as the transcript says it ("A activates Vi, Destructive — …"). */
  readonly label: string;
  /** The engine action; absent when the step could not be built (its error says why). */
  readonly action?: RiftAction;
  readonly before: RiftState;
  readonly after: RiftState;
  readonly events: readonly GameEvent[];
  readonly violations: readonly Violation[];
  readonly refused: boolean;
  /** Why the step was not run, when it wasn't. */
  readonly skipped?: string;
  /** The step's range in the file. */
  readonly range: Range;
}

export interface Replay {
  readonly title: string;
  readonly game: "riftbound";
  readonly seed: number;
  readonly rules: readonly string[];
  readonly initial: RiftState;
  readonly steps: readonly ReplayStep[];
  readonly final: RiftState;
  /** The players' `deck:` lists: what each filled (the transcript's header says so). */
  readonly decks?: readonly DeckNote[];
}
