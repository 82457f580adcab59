import { continueWith, type PendingWork } from "./pending.js";
import type { Txn } from "./txn.js";

/**
 * The work of one chain item resolving (a spell's effects, an ability's): marked so that a card it
 * plays waits until it has finished (354.3: "If another Card Effect or ability is currently
 * resolving, continue resolving it before proceeding with any further steps of this process"),
 * which is also what "Then recycle the rest" needs to happen before the played card enters.
 */
export function resolvingChainItem(txn: Txn, work: readonly PendingWork[]): PendingWork[] {
  return [continueWith(() => txn.beginResolution()), ...work, continueWith(() => txn.pending.schedule(...txn.endResolution()))];
}
