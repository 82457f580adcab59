/**
 * Effects on every object of a kind, none of them targeted: "destroy all …" (701.8a), "return
 * all … to their owners' hands" (400.3) and milling (701.17a).
 */
import { cardsIn } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import type { PermanentFilter } from "./cards.js";
import { battlefield } from "./characteristics.js";
import { moveCard } from "./moves.js";
import { hasKeyword } from "./keywords.js";
import { destroyPermanent } from "./pump.js";
import { matchesPermanentFilter } from "./target-filters.js";
import type { MtgTxn } from "./txn.js";

/**
 * "Destroy all enchantments": the permanents are found first, then destroyed together, so a
 * permanent's leaving can't change which others match (701.8a; indestructible ones stay, 702.12b).
 */
export function destroyAll(txn: MtgTxn, filters: readonly PermanentFilter[], cantBeRegenerated = false): number {
  const doomed = battlefield(txn.state).filter((c) => filters.some((f) => matchesPermanentFilter(c, f)));
  if (doomed.length === 0) txn.note(`there is nothing of that kind on the battlefield to destroy`, "701.8a");
  let destroyed = 0;
  for (const c of doomed) if (destroyPermanent(txn, c.id, "701.8a", cantBeRegenerated)) destroyed++;
  return destroyed;
}

/**
 * Rebuild: "Return all artifacts to their owners' hands": found first, then returned together,
 * each to its owner's hand whoever controls it (400.3); nothing is targeted.
 */
export function returnAllToHand(txn: MtgTxn, filters: readonly PermanentFilter[]): void {
  const returning = battlefield(txn.state).filter((c) => filters.some((f) => matchesPermanentFilter(c, f)));
  if (returning.length === 0) txn.note(`there is nothing of that kind on the battlefield to return`, "400.3");
  for (const c of returning) moveCard(txn, c.id, "hand", "return", { rule: "400.3" });
}

/**
 * A player mills `n` cards: the top `n` of their library go to their graveyard (701.17a). With
 * fewer cards, they mill what there is (701.17b); milling never makes a player draw, so an empty
 * library loses nothing here (704.5b is about drawing).
 */
/** "Exiles the top three cards of their library" (406.2): the top `n`, or as many as there are. */
/** The top `n` cards of `player`'s library into exile (406.2); gives back those that went there. */
export function exileTopOfLibrary(txn: MtgTxn, player: PlayerId, n: number): CardId[] {
  const top = [...cardsIn(txn.state, { player, zone: "library" }).take(n)];
  if (top.length < n) txn.note(`${player} has ${top.length} card${top.length === 1 ? "" : "s"} in their library, so ${top.length} ${top.length === 1 ? "is" : "are"} exiled`, "406.2");
  return top.filter((id) => moveCard(txn, id, "exile", "exile", { rule: "406.2" }) === "exile");
}

export function mill(txn: MtgTxn, player: PlayerId, n: number): void {
  const top = [...cardsIn(txn.state, { player, zone: "library" }).take(n)];
  if (top.length < n) txn.note(`${player} has ${top.length} card${top.length === 1 ? "" : "s"} in their library, so they mill ${top.length}`, "701.17b");
  for (const id of top) moveCard(txn, id, "graveyard", "mill", { rule: "701.17a" });
}

/**
 * "All creatures and Vehicles lose indestructible until end of turn" (Spectacular Pileup): the
 * permanents are fixed as it resolves (611.2c); each loses the keyword until the cleanup step (613.1f, 514.2).
 */
export function loseKeywordUntilEndOfTurn(txn: MtgTxn, filters: readonly PermanentFilter[], keyword: string): void {
  const losing = battlefield(txn.state).filter((c) => filters.some((f) => matchesPermanentFilter(c, f)));
  for (const c of losing) {
    txn.writeCard({ ...c, pumps: [...c.pumps, { power: 0, toughness: 0, loses: [keyword] }] });
    if (hasKeyword(c, keyword)) txn.note(`${c.def.name} loses ${keyword.toLowerCase()} until end of turn`, "613.1f");
  }
}
