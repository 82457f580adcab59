/**
 * Countering (425) and answering a spell on the chain with a [Reaction]. The engine has no chain
 * zone and no priority (rulings R11, R12): a spell waits where it was played from, and a scenario's
 * `play:` step may name one [Reaction] card that another player (or the same one) plays in answer
 * while the spell waits, once it is finalized and before it resolves (rulings R42).
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { withArticle } from "../kernel/article.js";
import { zoneOf } from "../kernel/zones.js";
import { describeMatch, matchesCard } from "./card-match.js";
import type { Effect } from "./cards.js";
import { moveCard } from "./moves.js";
import type { Txn } from "./txn.js";

/** The spell is on the chain, waiting to resolve (newest last). */
export function spellOnChain(txn: Txn, id: CardId): void {
  txn.memory.chainSpells = [...(txn.memory.chainSpells ?? []), id];
}

/** The spell has resolved or left the chain. */
export function spellOffChain(txn: Txn, id: CardId): void {
  txn.memory.chainSpells = (txn.memory.chainSpells ?? []).filter((s) => s !== id);
}

/** Was the spell countered while it waited (425.1.a: it does nothing and is cleared from the chain)? */
export function wasCountered(txn: Txn, id: CardId): boolean {
  return txn.memory.countered?.includes(id) === true;
}

/**
 * "Counter a spell" (425): its player chooses a spell on the chain other than the one resolving
 * (425.3); it does nothing and is cleared from the chain (425.1.a), and no cost paid for it is
 * refunded (425.1.c). It goes to its owner's trash, or, for Abandon's "Return it to its owner's
 * hand instead of putting it in their trash", to its owner's hand (056).
 */
export function counterSpell(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "counter-spell" }>): void {
  const match = effect.match;
  const waiting = (txn.memory.chainSpells ?? []).filter(
    (id) => id !== source && !wasCountered(txn, id) && txn.state.cards.has(id) && (match === undefined || matchesCard(txn, player, id, match)),
  );
  const what = match === undefined ? "a spell" : withArticle(describeMatch(match));
  const chosen = txn.pickCards(player, `${what} on the chain to counter`, waiting, 1, "425.3").picked[0];
  if (chosen === undefined) {
    txn.emit({ type: "note", text: `there is no ${match === undefined ? "spell" : describeMatch(match)} on the chain to counter`, rule: "055" });
    return;
  }
  const card = txn.card(chosen);
  txn.memory.countered = [...(txn.memory.countered ?? []), chosen];
  txn.emit({ type: "state", what: `${card.def.name} is countered: it does nothing and is cleared from the chain; its costs are not refunded [425.1.a, 425.1.c]` });
  if (effect.to === "hand") {
    // The engine keeps a waiting spell where it was played from (R12): one played from its owner's hand is already there.
    const now = zoneOf(txn.state, chosen);
    if (now?.zone === "hand" && now.player === card.owner) {
      txn.emit({ type: "state", what: `${card.def.name} returns to ${card.owner}'s hand instead of going to the trash` });
      return;
    }
    moveCard(txn, chosen, "hand", "return", { rule: "425.1.a" });
    return;
  }
  moveCard(txn, chosen, "trash", "counter", { rule: "425.1.a" });
}
