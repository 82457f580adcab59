/**
 * Effects on a player's hand: Ancient Excavation's "Draw cards equal to the number of cards in
 * your hand, then discard a card for each card drawn this way" (121.1, 701.9a) and Intimidation
 * Tactics's "Target opponent reveals their hand. You choose an artifact or creature card from it.
 * Exile that card." (701.20a, 406.2).
 */
import { cardsIn } from "../kernel/zones.js";
import type { PlayerId } from "../kernel/types.js";
import type { PermanentFilter } from "./cards.js";
import { matchesQuery } from "./characteristics.js";
import { discardCards } from "./discard.js";
import type { EffectContext } from "./effect-context.js";
import { drawCard, moveCard } from "./moves.js";
import type { MtgTxn } from "./txn.js";

/** Draws `n`, then discards as many as were drawn: a draw from an empty library draws nothing (121.4), so it adds no discard. */
export function drawThenDiscardDrawn(txn: MtgTxn, player: PlayerId, n: number): void {
  let drawn = 0;
  for (let i = 0; i < n; i++) if (drawCard(txn, player)) drawn++;
  if (drawn < n) txn.note(`${player} drew ${drawn} of ${n}, so they discard ${drawn}`, "121.4");
  if (drawn > 0) discardCards(txn, player, drawn, false);
}

/**
 * The target opponent reveals their hand (701.20a); the spell's controller chooses a card of the
 * kinds named (unanswered: the first such card), which is exiled (406.2). With none, nothing is
 * exiled.
 */
export function exileFromRevealedHand(txn: MtgTxn, ctx: EffectContext, filters: readonly PermanentFilter[]): void {
  const target = ctx.target;
  if (!target || !("player" in target)) return;
  const player = target.player;
  const hand = [...cardsIn(txn.state, { player, zone: "hand" })];
  txn.note(`${player} reveals their hand: ${hand.length > 0 ? txn.names(hand) : "no cards"}`, "701.20a");
  const wanted = filters.map((f) => f.types.join(" ").toLowerCase()).join(" or ");
  const candidates = hand.filter((id) => filters.some((f) => matchesQuery(txn.card(id).def, f)));
  if (candidates.length === 0) {
    txn.note(`${player}'s hand has no ${wanted} card, so nothing is exiled`, "701.20a");
    return;
  }
  const prompt = `${/^[aeiou]/.test(wanted) ? "an" : "a"} ${wanted} card to exile from ${player}'s hand`;
  const pick = txn.pickCard(ctx.controller, prompt, candidates, false);
  if (pick.invalid) txn.flag("invalid-choice", "701.20a", `"${pick.invalid.answer}" is not ${prompt.replace(/ to exile.*/, "")} in ${player}'s hand; the first one is exiled instead.`, { part: "choice", index: pick.invalid.index });
  const id = pick.card ?? (candidates[0] as string);
  moveCard(txn, id, "exile", "exile", { rule: "406.2" });
}
