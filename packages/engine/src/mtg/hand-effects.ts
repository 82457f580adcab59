/**
 * Effects on a player's hand: Ancient Excavation's "Draw cards equal to the number of cards in
 * your hand, then discard a card for each card drawn this way" (121.1, 701.9a) and Intimidation
 * Tactics's "Target opponent reveals their hand. You choose an artifact or creature card from it.
 * Exile that card." (701.20a, 406.2).
 */
import { cardsIn, playersAfter, zoneOf } from "../kernel/zones.js";
import type { PlayerId } from "../kernel/types.js";
import type { PermanentFilter } from "./cards.js";
import { discardCards } from "./discard.js";
import type { EffectContext } from "./effect-context.js";
import { drawCard, moveCard } from "./moves.js";
import { inGame } from "./players.js";
import { triggerOnDiscard } from "./triggers.js";
import { matchesPermanentFilter } from "./target-filters.js";
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
 * exiled. Memory Leak's "from that player's graveyard or hand" (`graveyardToo`) offers the cards
 * of that player's graveyard as well, the hand's first.
 */
export function exileFromRevealedHand(txn: MtgTxn, ctx: EffectContext, filters: readonly PermanentFilter[], graveyardToo: boolean): void {
  const target = ctx.target;
  if (!target || !("player" in target)) return;
  const player = target.player;
  const hand = [...cardsIn(txn.state, { player, zone: "hand" })];
  txn.note(`${player} reveals their hand: ${hand.length > 0 ? txn.names(hand) : "no cards"}`, "701.20a");
  const wanted = filters.map(describeFilter).join(" or ");
  const where = graveyardToo ? `${player}'s graveyard or hand` : `${player}'s hand`;
  const pool = graveyardToo ? [...hand, ...cardsIn(txn.state, { player, zone: "graveyard" })] : hand;
  const candidates = pool.filter((id) => filters.some((f) => matchesPermanentFilter(txn.card(id), f)));
  if (candidates.length === 0) {
    txn.note(`${where} has no ${wanted} card, so nothing is exiled`, "701.20a");
    return;
  }
  const prompt = `${/^[aeiou]/.test(wanted) ? "an" : "a"} ${wanted} card to exile from ${where}`;
  const pick = txn.pickCard(ctx.controller, prompt, candidates, false);
  if (pick.invalid) txn.flag("invalid-choice", "701.20a", `"${pick.invalid.answer}" is not ${prompt.replace(/ to exile.*/, "")} in ${where}; the first one is exiled instead.`, { part: "choice", index: pick.invalid.index });
  const id = pick.card ?? (candidates[0] as string);
  moveCard(txn, id, "exile", "exile", { rule: "406.2" });
}

/** "artifact", "nonland": the words of one kind of card. */
function describeFilter(f: PermanentFilter): string {
  return [...(f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`), ...f.types.map((t) => t.toLowerCase())].join(" ");
}

/**
 * Ruin Grinder: "each player may discard their hand and draw seven cards." Each player chooses in
 * turn order, starting with the active player (101.4: APNAP); then every player who chose to
 * discards their whole hand, as one discard event each (701.9a), and then each of them draws
 * `n` (121.1). "You may" defaults to yes (docs/rulings.md M5, M59).
 */
export function eachPlayerMayDiscardHandAndDraw(txn: MtgTxn, ctx: EffectContext, n: number): void {
  const active = txn.state.activePlayer;
  const order = [active, ...playersAfter(txn.state.players, active)].filter((p) => inGame(txn, p));
  const willing = order.filter((p) => txn.may(p, `${ctx.sourceName}: "discard your hand and draw ${n} cards" (${p})`));
  for (const p of willing) {
    const hand = [...cardsIn(txn.state, { player: p, zone: "hand" })];
    if (hand.length === 0) txn.note(`${p} has no card in hand to discard`, "701.9a");
    for (const id of hand) moveCard(txn, id, "graveyard", "discard", { rule: "701.9a" });
    if (hand.length > 0) triggerOnDiscard(txn, p, hand.filter((id) => zoneOf(txn.state, id) !== undefined));
  }
  for (const p of willing) for (let i = 0; i < n; i++) drawCard(txn, p);
}
