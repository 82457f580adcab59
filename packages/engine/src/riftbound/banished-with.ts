import type { CardId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
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
