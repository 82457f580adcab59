import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import { battlefieldName } from "./battlefields.js";
import { moveCard } from "./moves.js";
import type { RiftState } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * The Facedown Zones: one per battlefield, holding at most one card, which only the battlefield's
 * controller may have there (811.1.b; rulings R47). The engine keeps each player's hidden cards in
 * their own `facedown` zone, each pointing at its battlefield (`at`), so "is anything hidden at
 * this battlefield" reads the few cards of those zones (at most one per battlefield), never the board.
 */

/** The card hidden at `battlefield`, whoever hid it, or undefined when its Facedown Zone is empty. */
export function facedownCardAt(state: RiftState, battlefield: CardId): CardId | undefined {
  for (const player of state.players) {
    for (const id of cardsIn(state, { player, zone: "facedown" })) if (state.cards.get(id)?.at === battlefield) return id;
  }
  return undefined;
}

/**
 * Control of `battlefield` has just changed to `controller` (null: no one). A card is hidden there
 * only "for as long as you control that battlefield" (811.1.b): a hidden card of any other player
 * is removed in the same cleanup and goes to its owner's trash (rulings R48). It is not played, so
 * nothing it says happens; it is not killed or discarded either.
 */
export function removeHiddenAfterControlChange(txn: Txn, battlefield: CardId, controller: PlayerId | null): void {
  const hidden = facedownCardAt(txn.state, battlefield);
  if (hidden === undefined) return;
  const card = txn.card(hidden);
  if (card.controller === controller) return;
  txn.emit({
    type: "note",
    text: `${card.controller} no longer controls ${battlefieldName(txn.state, battlefield)}: the card hidden there (${card.def.name}) is removed to its owner's trash`,
    rule: "811.1.b",
  });
  moveCard(txn, hidden, "trash", "put", { rule: "811.1.b" });
}
