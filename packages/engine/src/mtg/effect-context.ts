import type { CardId, PlayerId } from "../kernel/types.js";
import type { MtgTargetSpec } from "./cards.js";
import type { MtgTargetRef, SecondTarget } from "./state.js";

/** Everything an effect needs to know about the object that is resolving. */
export interface EffectContext {
  readonly controller: PlayerId;
  readonly source: CardId;
  readonly sourceName: string;
  readonly x: number;
  readonly target?: MtgTargetRef;
  /** The several targets of "up to two target creatures" (601.2c); `target` is then absent. */
  readonly targets?: readonly MtgTargetRef[];
  /** A typecycling search's answer given with the step, and the rule that governs it. */
  readonly search?: string;
  readonly searchRule?: string;
  /** The resolving object is a cycling ability (702.29a), `source` the card discarded to pay its cost: its draw may be replaced (cycling-draw-replacement.ts). */
  readonly cycling?: boolean;
  /** "That card" of a delayed trigger. */
  readonly linked?: CardId;
  /** The spell was kicked (702.33d): "If this spell was kicked, …". */
  readonly kicked?: boolean;
  /** "That player" of a triggered ability (MtgPlayerRef "that-player"). */
  readonly player?: PlayerId;
  /** What the target was chosen as (608.2b checks it again). */
  readonly targetSpec?: MtgTargetSpec;
  /** The spell's second target word (115.3) and what was chosen for it. */
  readonly second?: SecondTarget;
}
