import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { battlefieldController, battlefieldName, isBattlefield } from "./battlefields.js";
import { hasKeyword } from "./card-words.js";
import { payCost } from "./costs.js";
import { facedownCardAt } from "./facedown.js";
import { moveCard } from "./moves.js";
import { continueWith } from "./pending.js";
import type { Txn } from "./txn.js";

/** The cost of hiding a card: [A], one power of any domain (811.1.b). */
const HIDE_COST = { energy: 0, power: ["any" as const] };

/**
 * Hide (421), the Discretionary Action [Hidden] allows (811.1.c): "While this card is in your hand
 * or in your Champion Zone on your turn during an Open State, you may pay [A] to hide this facedown
 * at a battlefield you control that doesn't already have a facedown card hidden there" (811.1.b).
 * A Discretionary Action is taken on your own turn in a Neutral Open state (410.1): no showdown,
 * no chain — and the engine's chain is always empty between steps (R12). Hiding is not playing
 * (811.1.c.1) and opens no chain (811.1.c.2): nothing is put on the chain and no "when you play"
 * triggers; only what paying the [A] sets off (recycling a rune) happens.
 */
export function hide(txn: Txn, player: PlayerId, id: CardId, to: CardId | undefined): void {
  const card = txn.card(id);
  const name = card.def.name;
  if (!hasKeyword(card.def, "Hidden")) {
    txn.refuse("illegal-step", "811.1", `${name} has no [Hidden]: only a card with [Hidden] can be hidden (811.1, 811.1.c).`, { part: "card" });
  }
  const where = zoneOf(txn.state, id);
  if ((where?.zone !== "hand" && where?.zone !== "champion") || where.player !== player) {
    txn.refuse("illegal-step", "811.1.b", `${name} is not in ${player}'s hand or Champion Zone: only a card there can be hidden (811.1.b).`, { part: "card" });
  }
  const s = txn.state;
  if (s.turnPlayer !== player) {
    txn.refuse("timing", "811.1.b", `${player} can hide a card only on their own turn (811.1.b); it is ${s.turnPlayer}'s turn.`, { part: "card" });
  }
  if (s.showdown) {
    txn.refuse("timing", "410.1", `Hiding is a Discretionary Action, taken only in a Neutral Open state (410.1): not during a showdown or combat.`, { part: "card" });
  }
  if (s.phase !== "main") {
    txn.refuse("timing", "410.1", `Hiding is a Discretionary Action, taken in the Main Phase, where the turn player has priority in a Neutral Open state (410.1); it is the ${s.phase} phase.`, { part: "card" });
  }
  const at = hidingPlace(txn, player, name, to);
  const free = hidesIgnoringCosts(txn, player);
  txn.emit({ type: "note", text: `${player} hides ${name} facedown at ${battlefieldName(s, at)}${free ? ", ignoring costs this turn" : " for [A]"}`, rule: "421" });
  payCost(txn, player, id, [], free ? { energy: 0, power: [] } : HIDE_COST);
  txn.pending.schedule(
    continueWith(() => {
      moveCard(txn, id, "facedown", "put", { controller: player, at, rule: "811.1.b" });
      txn.patchCard(id, { hiddenOnTurn: txn.state.turnNumber });
    }),
  );
}

/** The battlefield named by `to:`: one `player` controls whose Facedown Zone is empty (811.1.b). */
function hidingPlace(txn: Txn, player: PlayerId, name: string, to: CardId | undefined): CardId {
  if (to === undefined || !isBattlefield(txn.state, to)) {
    const what = to === undefined ? "no battlefield is named" : `${txn.card(to).def.name} is no battlefield`;
    txn.refuse("illegal-step", "811.1.b", `${name} is hidden at a battlefield (811.1.b), but ${what}: write to: <battlefield>.`, { part: "to" });
  }
  const place = battlefieldName(txn.state, to);
  const controller = battlefieldController(txn.state, to);
  if (controller !== player) {
    const who = controller === null ? "no one controls it" : `${controller} controls it`;
    txn.refuse("illegal-step", "811.1.b", `${player} can't hide ${name} at ${place}: ${who}. A card is hidden only at a battlefield its player controls (811.1.b).`, { part: "to" });
  }
  const occupant = facedownCardAt(txn.state, to);
  if (occupant !== undefined) {
    txn.refuse("illegal-step", "811.1.b", `${place} already has a facedown card hidden there (${txn.card(occupant).def.name}): its Facedown Zone holds one card (811.1.b).`, { part: "to" });
  }
  return to;
}

/** Guerilla Warfare's "You can hide cards ignoring costs this turn" is in force for `player` (rulings R49). */
function hidesIgnoringCosts(txn: Txn, player: PlayerId): boolean {
  return txn.state.hideFreeThisTurn?.includes(player) === true;
}

/** Guerilla Warfare: "You can hide cards ignoring costs this turn" (rulings R49); ends in the Expiration Step. */
export function hideIgnoringCostsThisTurn(txn: Txn, player: PlayerId): void {
  if (!hidesIgnoringCosts(txn, player)) txn.state = { ...txn.state, hideFreeThisTurn: [...(txn.state.hideFreeThisTurn ?? []), player] };
  txn.emit({ type: "note", text: `${player} can hide cards ignoring costs this turn`, rule: "421" });
}
