/**
 * "Target player discards two cards", "… discards a card at random" (701.9a: from hand to the
 * owner's graveyard). 701.9b: the discarding player chooses which cards, unless the effect says
 * "at random". The cards go at once, as one discard event (603.2c: "one or more cards" triggers
 * once), each maybe exiled by its madness instead (702.35a) and still discarded.
 */
import { shuffled } from "../kernel/rng.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import { moveCard } from "./moves.js";
import { triggerOnDiscard } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

export function discardCards(txn: MtgTxn, player: PlayerId, count: number, random: boolean): readonly CardId[] {
  const hand = [...cardsIn(txn.state, { player, zone: "hand" })];
  const n = Math.min(count, hand.length);
  if (n <= 0) {
    txn.note(`${player} has no card in hand to discard`, "701.9a");
    return [];
  }
  const picked = random ? atRandom(txn, player, hand, n) : chosen(txn, player, hand, n);
  for (const id of picked) moveCard(txn, id, "graveyard", "discard", { rule: "701.9a" });
  triggerOnDiscard(txn, player, picked.filter((id) => zoneOf(txn.state, id) !== undefined));
  return picked;
}

/** The game picks with the seeded generator, so a replay discards the same cards. */
function atRandom(txn: MtgTxn, player: PlayerId, hand: readonly CardId[], n: number): CardId[] {
  const r = shuffled(hand, txn.state.rng);
  txn.state = { ...txn.state, rng: r.rng };
  const picked = r.items.slice(0, n);
  txn.note(`${player} discards ${picked.map((id) => txn.name(id)).join(", ")} at random`, "701.9b");
  return picked;
}

/** The discarding player picks, one answer per card; unanswered, the first cards in hand. */
function chosen(txn: MtgTxn, player: PlayerId, hand: readonly CardId[], n: number): CardId[] {
  const left = [...hand];
  const picked: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const pick = txn.pickCard(player, `a card for ${player} to discard (${n - i} to go)`, left, false);
    if (pick.invalid) txn.flag("invalid-choice", "701.9b", `"${pick.invalid.answer}" is not a card in ${player}'s hand; the first card is discarded instead.`, { part: "choice", index: pick.invalid.index });
    const id = pick.card ?? left[0];
    if (id === undefined) break;
    picked.push(id);
    left.splice(left.indexOf(id), 1);
  }
  return picked;
}
