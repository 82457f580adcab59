import type { CardId } from "../kernel/types.js";
import { cardsIn, playersAfter, zoneOf } from "../kernel/zones.js";
import type { Txn } from "./txn.js";

/**
 * A card that changes zone becomes a new object (124.1), and an effect refers only to the cards
 * that it itself banished (427.3): once `source` has left its zone, the cards it banished are no
 * longer "banished with this" for whatever object the card is now, so they are forgotten.
 */
export function forgetBanishedWith(txn: Txn, source: CardId): void {
  for (const player of txn.state.players) {
    for (const id of cardsIn(txn.state, { player, zone: "banishment" })) {
      if (txn.card(id).banishedBy === source) txn.patchCard(id, { banishedBy: undefined });
    }
  }
}

/**
 * The cards in every banishment that `source`, as the object it is now, banished (427.3): the turn
 * player's banishment first, then each other player's in turn order, each in zone order.
 */
export function banishedWith(txn: Txn, source: CardId): CardId[] {
  const { turnPlayer, players } = txn.state;
  return [turnPlayer, ...playersAfter(players, turnPlayer)]
    .flatMap((p) => [...cardsIn(txn.state, { player: p, zone: "banishment" })])
    .filter((id) => txn.card(id).banishedBy === source);
}

/**
 * A cost takes `source` off the board ("Banish this", The Zero Drive): its ability still refers to
 * the cards that object banished (427.3; the ability was activated by that object), though the
 * card, now a new object (124.1), has banished nothing. They are remembered for the ability's
 * effect before the move forgets them (rulings R41).
 */
export function rememberBanishedWithBeforeLeaving(txn: Txn, source: CardId): void {
  txn.memory.banishedWithLeft = { source, cards: banishedWith(txn, source) };
}

/**
 * The cards banished with `source` for its resolving ability: those its cost remembered when it
 * took the source away (still in banishment: a card that has left since is a new object, 124.1),
 * otherwise those it has banished now.
 */
export function banishedWithForAbility(txn: Txn, source: CardId): CardId[] {
  const left = txn.memory.banishedWithLeft;
  if (left?.source !== source) return banishedWith(txn, source);
  return left.cards.filter((id) => txn.state.cards.has(id) && zoneOf(txn.state, id)?.zone === "banishment");
}
