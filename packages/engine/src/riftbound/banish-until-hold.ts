import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { chosenOpponent } from "./choose-player.js";
import { moveCard } from "./moves.js";
import type { Txn } from "./txn.js";

/**
 * Ashe, Focused: "Choose an opponent. They reveal their hand. Choose a card revealed this way and
 * banish it. When they hold, return it to their hand (even if I'm no longer on the board)." The
 * opponent reveals (424); the controller chooses any card of it, which goes to its owner's
 * banishment (427, 056). The return is a delayed ability of the controller's, remembered on the
 * state and on the banished object: it triggers when that opponent next holds (469.2), whether or
 * not Ashe is still on the board, and returns the card only if it is still the object banished
 * (124.1). With an empty hand nothing is banished and nothing waits (055).
 */
export function revealHandBanishUntilHold(txn: Txn, player: PlayerId, source: CardId): void {
  const opponent = chosenOpponent(txn, player, "an opponent to reveal their hand");
  if (opponent === undefined) return;
  const hand = [...(txn.state.zones[opponent]?.["hand"] ?? [])];
  txn.emit({ type: "note", text: `${opponent} reveals their hand: ${hand.length > 0 ? txn.names(hand) : "nothing"}`, rule: "424" });
  const chosen = txn.pickCards(player, `a card revealed from ${opponent}'s hand to banish`, hand, 1).picked[0] ?? hand[0];
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `${opponent}'s hand is empty: nothing is banished`, rule: "055" });
    return;
  }
  moveCard(txn, chosen, "banishment", "banish", { rule: "427" });
  txn.patchCard(chosen, { returnWhenHolds: opponent });
  const sourceName = txn.state.cards.get(source)?.def.name ?? source;
  txn.state = { ...txn.state, returnsOnHold: [...(txn.state.returnsOnHold ?? []), { holder: opponent, card: chosen, controller: player, source, sourceName }] };
  txn.emit({ type: "note", text: `${sourceName}: when ${opponent} holds, ${txn.card(chosen).def.name} returns to its owner's hand` });
}

/**
 * `holder` holds a battlefield: the delayed abilities waiting for it trigger, once each, under
 * their controller, and are used up. One whose card has left banishment meanwhile is a new object
 * (124.1) and has nothing to return: it is dropped.
 */
export function fireReturnsOnHold(txn: Txn, holder: PlayerId): void {
  const waiting = txn.state.returnsOnHold ?? [];
  if (!waiting.some((r) => r.holder === holder)) return;
  txn.state = { ...txn.state, returnsOnHold: waiting.filter((r) => r.holder !== holder) };
  for (const r of waiting) {
    if (r.holder !== holder) continue;
    const text = `When ${holder} holds, return ${txn.state.cards.get(r.card)?.def.name ?? r.card} to their hand`;
    txn.trigger({ kind: "trigger", source: r.source, sourceName: r.sourceName, controller: r.controller, ability: { kind: "triggered", trigger: "they-hold", effect: [{ kind: "return-banished-to-hand", card: r.card }], optional: false, text } });
  }
}

/** The delayed return resolves: the card goes to its owner's hand (056) if it is still the banished object. */
export function returnBanishedToHand(txn: Txn, id: CardId): void {
  const card = txn.state.cards.get(id);
  if (!card || zoneOf(txn.state, id)?.zone !== "banishment" || card.returnWhenHolds === undefined) {
    txn.emit({ type: "note", text: `${card?.def.name ?? id} is no longer the card that was banished (124.1): nothing returns` });
    return;
  }
  moveCard(txn, id, "hand", "put");
}
