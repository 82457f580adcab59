import { takeTriggerOrder } from "../kernel/trigger-order.js";
import type { PlayerId } from "../kernel/types.js";
import { playersAfter } from "../kernel/zones.js";
import { continueWith, type PendingTrigger, type PendingWork } from "./pending.js";
import type { Txn } from "./txn.js";

/**
 * The work of one chain item resolving (a spell's effects, an ability's): marked so that a card it
 * plays waits until it has finished (354.3: "If another Card Effect or ability is currently
 * resolving, continue resolving it before proceeding with any further steps of this process"),
 * which is also what "Then recycle the rest" needs to happen before the played card enters; and
 * so that an ability it triggers is addressed only once it has finished (154.3.a).
 */
export function resolvingChainItem(txn: Txn, work: readonly PendingWork[]): PendingWork[] {
  return [continueWith(() => txn.beginResolution()), ...work, continueWith(() => finishResolution(txn))];
}

/**
 * The item has finished: the cards it played go on with their play, in the order they were
 * played, then the abilities it triggered go on the chain and resolve, newest first (340.1). A
 * unit it played enters first and its own "When you play me" abilities, which go on the chain
 * after those, resolve first. (A spell it played resolves before them too, though it was put on
 * the chain before any that triggered after it; docs/rulings.md R12.)
 */
function finishResolution(txn: Txn): void {
  const { waiting, triggered } = txn.endResolution();
  txn.pending.schedule(...waiting, ...putOnChain(txn, triggered));
}

/**
 * A card being played, or an ability being activated, is on the chain as a pending item while its
 * costs are paid (352, 357); an ability those costs trigger (a Deathknell of a unit killed for
 * Cruel Patron) is put on the chain after it, and the items are finalized in the order they were
 * put there (337.1.b). So what the costs trigger is held until the item is finalized: call
 * `finalizeOnChain` then.
 */
export function putOnChainAsPending(txn: Txn): void {
  txn.beginResolution();
}

/**
 * The item begun by `putOnChainAsPending` is finalized: the abilities its costs triggered, in the
 * order they resolve. Scheduled before a spell's or an ability's resolution they resolve first,
 * being newer (340.1); a permanent has entered the board by then, and its own "When you play me"
 * abilities, put on the chain after these, resolve before them.
 */
export function finalizeOnChain(txn: Txn): PendingWork[] {
  const { waiting, triggered } = txn.endResolution();
  return [...waiting, ...putOnChain(txn, triggered)];
}

/**
 * Abilities that triggered while nothing was resolving go on the chain on top of the work the
 * step that triggered them scheduled: they resolve before the rest of that step (a move's
 * "When I move" before the combat it opens).
 */
export function putTriggeredOnChain(txn: Txn): void {
  const triggered = txn.takeTriggeredOutside();
  if (triggered.length > 0) txn.pending.scheduleFirst(...putOnChain(txn, triggered));
}

/**
 * Abilities that triggered together go on the chain: the turn player puts theirs first, then each
 * other player in turn order (383.3.d), so the last player's resolve first; the chain resolves
 * newest first (340.1). Returns them in the order they resolve.
 */
function putOnChain(txn: Txn, triggered: readonly PendingTrigger[]): PendingTrigger[] {
  if (triggered.length === 0) return [];
  const { turnPlayer, players } = txn.state;
  const placed: PendingTrigger[] = [];
  for (const player of [turnPlayer, ...playersAfter(players, turnPlayer)]) {
    placed.push(...orderedBy(txn, player, triggered.filter((t) => t.controller === player)));
  }
  return placed.reverse();
}

/**
 * A player orders their own abilities that triggered together (383.3.d), answered by naming their
 * sources, the one put on the chain first (which resolves last) first, as for Magic (docs/rulings.md
 * M13). Unanswered, they resolve in the order they triggered, so they are put on the chain in the
 * reverse order; the transcript says which.
 */
function orderedBy(txn: Txn, player: PlayerId, mine: readonly PendingTrigger[]): PendingTrigger[] {
  if (mine.length < 2) return [...mine];
  const chosen = takeTriggerOrder(txn, mine);
  const ordered = chosen ?? [...mine].reverse();
  const describe = ordered.map((t) => `${t.sourceName}: "${t.ability.text}"`);
  txn.emit({ type: "order", player, zone: { player, zone: "chain" }, cards: describe, how: chosen ? "chosen" : "default", rule: "383.3.d" });
  return ordered;
}
