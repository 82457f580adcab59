/**
 * Effects on every object of a kind at once, none of them targeted: Claws of Wirewood's damage to
 * each creature with flying and each player (120.3), and Decree of Annihilation's exile of
 * permanents, graveyards and hands (406.2).
 */
import type { CardId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import type { PermanentFilter } from "./cards.js";
import { battlefield, isCreaturePermanent, isPlaneswalker } from "./characteristics.js";
import { moveCard } from "./moves.js";
import { dealEffectDamage } from "./damage.js";
import { inGame } from "./players.js";
import { matchesPermanentFilter } from "./target-filters.js";
import type { MtgTxn } from "./txn.js";

/**
 * "Deals 3 damage to each creature with flying and each player": the creatures are found as it
 * resolves, and all of it is dealt at once (120.3: to a player it is life loss, 120.3a).
 */
export function damageEach(txn: MtgTxn, source: CardId, n: number, creatures: readonly PermanentFilter[], players: boolean, planeswalkers = false): void {
  const hit = battlefield(txn.state).filter((c) => (isCreaturePermanent(c) && creatures.some((f) => matchesPermanentFilter(c, f))) || (planeswalkers && isPlaneswalker(c)));
  if (hit.length === 0) txn.note(`there is no such ${planeswalkers && creatures.length === 0 ? "planeswalker" : "creature"} on the battlefield`, "120.3");
  for (const c of hit) dealEffectDamage(txn, source, { card: c.id }, n);
  if (players) for (const p of txn.state.players.filter((p) => inGame(txn, p))) dealEffectDamage(txn, source, { player: p }, n);
}

/**
 * "Exile all artifacts, creatures, and lands from the battlefield, all cards from all graveyards,
 * and all cards from all hands": every object is found first, then all are exiled (406.2), so
 * nothing that moves changes what else is exiled. A token exiled ceases to exist (704.5d).
 */
export function exileAll(txn: MtgTxn, permanents: readonly PermanentFilter[], graveyards: boolean, hands: boolean): void {
  const doomed = battlefield(txn.state).filter((c) => permanents.some((f) => matchesPermanentFilter(c, f))).map((c) => c.id);
  for (const p of txn.state.players) {
    if (graveyards) doomed.push(...cardsIn(txn.state, { player: p, zone: "graveyard" }));
    if (hands) doomed.push(...cardsIn(txn.state, { player: p, zone: "hand" }));
  }
  if (doomed.length === 0) txn.note(`there is nothing to exile`, "406.2");
  for (const id of doomed) moveCard(txn, id, "exile", "exile", { rule: "406.2" });
}
