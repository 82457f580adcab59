import type { CardId, PlayerId } from "../kernel/types.js";
import type { Effect } from "./cards.js";
import { hasKeyword } from "./card-words.js";
import { dealDamage, enemyUnitsHere } from "./damage.js";
import { topCards } from "./effect-play.js";
import { recycleCards } from "./recycle.js";
import { lookBeforeRevealing } from "./reveal-replacement.js";
import { fireRecycleTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * Teemo, Strategist: choose an enemy unit here, reveal the top N of your Main Deck, deal 1 to the
 * unit for each revealed card with the keyword (one Deal, 417), then recycle the revealed cards
 * (416.5: at random when several). No enemy unit here: nothing is chosen, the cards are still
 * revealed and recycled.
 */
export function revealTopDealPerKeyword(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "reveal-top-deal-per-keyword" }>): void {
  const enemies = enemyUnitsHere(txn, player, source);
  const target = txn.pickCards(player, "an enemy unit here", enemies, 1).picked[0];
  lookBeforeRevealing(txn, player);
  const revealed = topCards(txn, player, effect.look);
  txn.emit({ type: "note", text: `${player} reveals ${revealed.length > 0 ? txn.names(revealed) : "nothing"}` });
  const hits = revealed.filter((id) => hasKeyword(txn.card(id).def, effect.keyword)).length;
  if (target !== undefined && hits > 0) dealDamage(txn, target, hits);
  else txn.emit({ type: "note", text: target === undefined ? "no enemy unit here to deal damage to" : `no card with [${effect.keyword}] revealed: no damage` });
  fireRecycleTriggers(txn, player, recycleCards(txn, player, revealed));
}
