import type { Range } from "../diagnostics/types.js";
import { sameFrame, type ReplayFrame } from "./frame.js";
import type { ReplayProgress } from "./run.js";

/**
 * One version of a file's replay, kept so the next version's lint can resume it: the text and
 * frame it was made from, where its steps were, the cards it resolved them with, and how far it
 * got (a lint stopped half-way, its text already stale, still leaves the steps it did).
 */
export interface ReplayBasis<Cards = unknown, State = unknown, Action = unknown> {
  readonly text: string;
  readonly frame: ReplayFrame;
  /** Each step's range in `text`, in step order (every step of the model, replayed or not). */
  readonly stepRanges: readonly Range[];
  /** The game's cards the states were made with, so a resumed replay resolves cards to the same objects. */
  readonly cards: Cards;
  readonly progress: ReplayProgress<State, Action>;
}

/** A new version of the file, parsed and modelled: what the reuse is judged on. */
export interface ReplayTarget {
  readonly text: string;
  readonly frame: ReplayFrame;
  readonly stepRanges: readonly Range[];
}

/**
 * The part of `previous`'s progress that `next` can resume from; undefined when the frame changed
 * (the replay starts over, its start included). A step's record is kept when the step and every
 * step before it have the same range in both versions and the text up to its end is the same:
 * the same text at the same place reads as the same step, and the edit is after it.
 * Everything a step's replay reads is its own text, the frame, and the steps before it.
 */
export function reusableProgress<Cards, State, Action>(previous: ReplayBasis<Cards, State, Action>, next: ReplayTarget): ReplayProgress<State, Action> | undefined {
  const same = commonPrefix(previous.text, next.text);
  if (same < next.frame.stepsAt || !sameFrame(previous.frame, next.frame)) return undefined;
  const { records } = previous.progress;
  const limit = Math.min(records.length, next.stepRanges.length, previous.stepRanges.length);
  let kept = 0;
  // A node's range is where the parser found it to end: text after it that changed how it reads
  // (a plain scalar going on, a key made of it) changed the range too.
  while (kept < limit && sameRange(previous.stepRanges[kept], next.stepRanges[kept]) && (next.stepRanges[kept] as Range).endOffset <= same) kept++;
  return { start: previous.progress.start, records: records.slice(0, kept) };
}

function sameRange(a: Range | undefined, b: Range | undefined): boolean {
  return a !== undefined && b !== undefined && a.startOffset === b.startOffset && a.endOffset === b.endOffset;
}

/** How many characters the two texts share from their start. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
