import type { CardId, PlayerId } from "../kernel/types.js";
import type { Effect, PrintedCost, TriggeredAbility } from "./cards.js";

/**
 * What an action still has to do (the Riftbound side of MTG's pending triggers and stack). Paying
 * a cost can kill a unit whose Deathknell resolves effects that play a card that pays a cost:
 * rather than call one another, the modules schedule these items on the transaction
 * (`txn.pending`), and resolve.ts does them one at a time in depth-first order.
 */
export type PendingWork = PendingEffect | PendingTrigger | PendingPlay | Continuation;

/** One effect of an ability or a spell, resolved for `player`, the controller of `source`. */
export interface PendingEffect {
  readonly kind: "effect";
  readonly player: PlayerId;
  readonly source: CardId;
  readonly effect: Effect;
}

/**
 * A triggered ability that has triggered, on its way to the chain (chain.ts) and then resolving
 * there; the name is kept because the source may have left the game by then.
 */
export interface PendingTrigger {
  readonly kind: "trigger";
  readonly source: CardId;
  readonly sourceName: string;
  readonly controller: PlayerId;
  readonly ability: TriggeredAbility;
  /** The card the trigger event was about, when the ability names it ("banish it": the gear an opponent played). */
  readonly subject?: { readonly card: CardId; readonly zone: string | undefined };
}

/** A card to play at a cost already decided: printed, or reduced or ignored by an effect. */
export interface PendingPlay {
  readonly kind: "play";
  readonly player: PlayerId;
  readonly card: CardId;
  readonly cost: PrintedCost;
  /** Fizz, Trickster / Kai'Sa: "Then recycle it": a spell is recycled, not trashed, when it leaves the chain. */
  readonly recycleAfter?: boolean;
  /** Temporal Breach: a unit played "to the same location" enters the battlefield it was banished from. */
  readonly to?: "base" | "battlefield";
  /** With `to: "battlefield"`: which battlefield (146.1). */
  readonly at?: CardId;
  /** [Flow]: a spell played from the trash for its Flow cost is banished when it leaves the chain. */
  readonly banishAfter?: boolean;
}

/** The rest of a step, which has to wait for the work the step scheduled before it. */
export interface Continuation {
  readonly kind: "continue";
  readonly run: () => void;
}

/** An effect list as work: each effect resolves after what the one before it set off. */
export function effectsWork(player: PlayerId, source: CardId, effects: readonly Effect[]): PendingEffect[] {
  return effects.map((effect) => ({ kind: "effect", player, source, effect }));
}

export function continueWith(run: () => void): Continuation {
  return { kind: "continue", run };
}
