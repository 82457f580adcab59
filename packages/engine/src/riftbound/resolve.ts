import { putTriggeredOnChain } from "./chain.js";
import { resolveEffect } from "./effects.js";
import { playCard } from "./play.js";
import { resolveTrigger } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * Does everything an action set off, one item at a time, until nothing is pending. Effects
 * schedule plays, plays schedule their costs' triggers and their effects, triggers schedule
 * effects: this loop is the only place that knows all of them, so none has to import another.
 * The order is depth-first (see WorkStack): the order in which the rules' "then" reads; the chain
 * (chain.ts) puts triggered abilities on top of it.
 */
export function resolvePending(txn: Txn): void {
  for (;;) {
    // What triggered in the work just done, with nothing resolving, goes on the chain first.
    putTriggeredOnChain(txn);
    const work = txn.pending.next();
    if (work === undefined) return;
    switch (work.kind) {
      case "effect":
        resolveEffect(txn, work.player, work.source, work.effect);
        break;
      case "trigger":
        resolveTrigger(txn, work);
        break;
      case "play":
        playCard(txn, work);
        break;
      case "continue":
        work.run();
        break;
    }
  }
}
