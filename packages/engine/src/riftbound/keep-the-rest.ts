import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn, playersAfter } from "../kernel/zones.js";
import { permanentsControlledBy } from "./battlefields.js";
import type { Effect } from "./cards.js";
import { recycleCards } from "./recycle.js";
import { runesOf } from "./resources.js";
import { fireRecycleTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

type Keep = Extract<Effect, { kind: "each-player-keeps-then-recycle-rest" }>["keep"];

/**
 * Divine Judgment: each player, the caster first and then in turn order, chooses what they keep
 * of the units, gear and runes they control and the cards in their hand; then the rest of all of
 * them is recycled at once, by the caster ("Recycle the rest"), each card to its owner's deck of
 * its type (416.1.a–c), so "when you recycle" is the caster's. A player with no more of a kind
 * than they keep has nothing to choose there. Legends and battlefields are neither units, gear,
 * runes nor cards in hand, and stay.
 */
export function keepThenRecycleRest(txn: Txn, player: PlayerId, source: CardId, keep: Keep): void {
  const rest: CardId[] = [];
  for (const who of [player, ...playersAfter(txn.state.players, player)]) {
    const groups: { what: string; count: number; candidates: CardId[] }[] = [
      { what: "units", count: keep.units, candidates: permanentsControlledBy(txn.state, who, "unit") },
      { what: "gear", count: keep.gear, candidates: permanentsControlledBy(txn.state, who, "gear") },
      { what: "runes", count: keep.runes, candidates: runesOf(txn, who) },
      // The spell itself is on the chain as it resolves, in no hand (its card waits where it was played from).
      { what: "cards in hand", count: keep.hand, candidates: [...cardsIn(txn.state, { player: who, zone: "hand" })].filter((id) => id !== source) },
    ];
    for (const { what, count, candidates } of groups) {
      const kept = candidates.length <= count ? candidates : chooseToKeep(txn, who, `${count} ${what} to keep`, candidates, count);
      rest.push(...candidates.filter((id) => !kept.includes(id)));
    }
  }
  if (rest.length === 0) {
    txn.emit({ type: "note", text: "nobody has more than they keep: nothing to recycle", rule: "055" });
    return;
  }
  fireRecycleTriggers(txn, player, recycleCards(txn, player, rest));
}

/** The player must keep `count` (they have more): named ones first, the rest completed in zone order, marked as a default (R4). */
function chooseToKeep(txn: Txn, who: PlayerId, prompt: string, candidates: readonly CardId[], count: number): CardId[] {
  const { picked, defaulted } = txn.pickCards(who, prompt, candidates, count, "-");
  if (defaulted || picked.length >= count) return picked;
  const more = candidates.filter((id) => !picked.includes(id)).slice(0, count - picked.length);
  txn.emit({ type: "choice", player: who, prompt: `${more.length} more ${prompt.replace(/^\d+ /, "")}`, answer: txn.names(more), defaulted: true });
  return [...picked, ...more];
}
