import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import { moveCard } from "./moves.js";
import type { Txn } from "./txn.js";

/**
 * Altar of Memories: "put a card from your hand on the top or bottom of your Main Deck". The player
 * chooses the card (their hand is private, so it is no target), then where: an answer `top` or
 * `bottom`; unanswered, the top, the first the card names, marked as a default (R3). With an empty
 * hand there is nothing to put (055).
 */
export function handToDeckTopOrBottom(txn: Txn, player: PlayerId): void {
  const hand: CardId[] = [...cardsIn(txn.state, { player, zone: "hand" })];
  if (hand.length === 0) {
    txn.emit({ type: "note", text: `${player}'s hand is empty: no card to put on their Main Deck`, rule: "055" });
    return;
  }
  const card = txn.pickCards(player, "a card from your hand to put on the top or bottom of your Main Deck", hand, 1, "-").picked[0];
  if (card === undefined) return;
  const position = topOrBottom(txn, player, txn.card(card).def.name);
  moveCard(txn, card, "main-deck", "put", { position });
}

function topOrBottom(txn: Txn, player: PlayerId, name: string): "top" | "bottom" {
  const prompt = `where to put ${name}: the top or the bottom of the Main Deck`;
  const next = txn.choices.peek();
  const answer = typeof next?.answer === "string" ? next.answer.trim().toLowerCase() : undefined;
  const named = answer === "top" || answer === "bottom" ? answer : undefined;
  if (named) txn.choices.take();
  else txn.misfit(next, "top or bottom", prompt);
  txn.emit({ type: "choice", player, prompt, answer: named ?? "top", defaulted: named === undefined });
  return named ?? "top";
}
