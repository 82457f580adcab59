import type { CardId, PlayerId } from "../kernel/types.js";
import type { Effect } from "./cards.js";
import { effectsWork } from "./pending.js";
import { fireBattlefieldTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/** Where "what was spent" is decided: the Energy paid for one spell, its additional costs included. */
const SPENT_RULING = "R21";

/**
 * A player has played a spell: the battlefields they control whose "While you control this
 * battlefield, when you play a spell" abilities trigger (Forgotten Library). They resolve before
 * the spell, as triggers added after it is played do.
 */
export function fireSpellPlayedTriggers(txn: Txn, player: PlayerId): void {
  for (const [battlefield, controller] of Object.entries(txn.state.battlefields)) {
    if (controller === player) fireBattlefieldTriggers(txn, player, "you-play-spell-while-you-control-here", battlefield);
  }
}

/** "If you spent [4] or more, …": the Energy `player` paid to play the spell that set this off. */
export function ifSpentAtLeast(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "if-spent-at-least" }>): void {
  const spent = txn.state.spentOnLastSpell?.[player] ?? 0;
  if (spent < effect.amount) {
    txn.emit({ type: "note", text: `${player} spent [${spent}] to play the spell, less than [${effect.amount}]: nothing happens`, rule: SPENT_RULING });
    return;
  }
  txn.emit({ type: "note", text: `${player} spent [${spent}] to play the spell, [${effect.amount}] or more`, rule: SPENT_RULING });
  txn.pending.schedule(...effectsWork(player, source, effect.effect));
}
