import type { CardId, PlayerId } from "../kernel/types.js";
import type { CardType, Effect } from "./cards.js";
import { effectsWork } from "./pending.js";
import { addPoints, reachedVictory, VICTORY_SCORE } from "./resources.js";
import type { Txn } from "./txn.js";

/** Where "you score 1 point" from an effect, and what was played this turn, are decided. */
const PLAYED_RULING = "R25";

/** Remembers that `player` played a card of `type` this turn (the caller leaves tokens out, 185). */
export function recordPlayedType(txn: Txn, player: PlayerId, type: CardType): void {
  const before = txn.state.cardTypesPlayedThisTurn?.[player] ?? [];
  if (before.includes(type)) return;
  txn.state = { ...txn.state, cardTypesPlayedThisTurn: { ...txn.state.cardTypesPlayedThisTurn, [player]: [...before, type] } };
}

/** "If you've played a non-token unit, a non-token gear, and a spell this turn, …": read as the ability resolves. */
export function ifPlayedThisTurn(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "if-played-this-turn" }>): void {
  const played = txn.state.cardTypesPlayedThisTurn?.[player] ?? [];
  const missing = effect.types.filter((type) => !played.includes(type));
  if (missing.length > 0) {
    txn.emit({ type: "note", text: `${player} has played ${listed(missing.map((type) => `no ${type}`))} this turn: nothing happens`, rule: PLAYED_RULING });
    return;
  }
  txn.emit({ type: "note", text: `${player} has played ${listed(effect.types.map((type) => `a ${type}`))} this turn`, rule: PLAYED_RULING });
  txn.pending.schedule(...effectsWork(player, source, effect.effect));
}

/**
 * "You score 1 point": the player gains the points. It is no Scoring of a battlefield (470), so
 * the once-per-battlefield limit and the Final Point's conquer condition (471.1.b.1) don't apply.
 */
export function gainPoints(txn: Txn, player: PlayerId, count: number): void {
  addPoints(txn, player, count, PLAYED_RULING);
  if (reachedVictory(txn, player)) {
    txn.emit({ type: "note", text: `${player} reaches the Victory Score (${VICTORY_SCORE}) with more points than any opponent and wins at the next cleanup; the engine does not end the game, so later steps are still replayed`, rule: "472" });
  }
}

/** "a unit, a gear and a spell". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}
