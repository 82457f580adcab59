import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import type { Effect } from "./cards.js";
import { describeMatch, matchesCard } from "./card-match.js";
import { playByEffect } from "./effect-play.js";
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

/**
 * Rift Herald's Deathknell: "Play a unit from your hand to your base, ignoring its Energy cost."
 * An instruction, not a "you may": the player chooses one that fits, and it is played once the
 * ability has finished (354.3), paying its Power cost; one whose Power can't be paid stays in the
 * hand (358.5: the play is undone). With none that fits, nothing is played (055).
 */
export function playFromHandByEffect(txn: Txn, player: PlayerId, effect: Extract<Effect, { kind: "play-from-hand" }>): void {
  const what = describeMatch(effect.match);
  const fitting = [...cardsIn(txn.state, { player, zone: "hand" })].filter((id) => matchesCard(txn, player, id, effect.match));
  const chosen = txn.pickCards(player, `a ${what} to play from your hand`, fitting, 1, "355.9").picked[0];
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `no ${what} in ${player}'s hand to play`, rule: "055" });
    return;
  }
  playByEffect(txn, player, chosen, { ignore: effect.ignore, to: "base", staysWhere: "in the hand" });
}
