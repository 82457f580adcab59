/**
 * Equipment (717–719): [Equip]'s "<cost>: Attach this to a unit you control" (its effect: equip-effect.ts). The gear becomes
 * Attached to the unit, its Top-Most Card (717), and is always where the unit is (719.3): it goes
 * there now and moves with it (719.3.a, 718.5.c). When the unit leaves the board, the gear detaches
 * and stays on the board (719.5); an unattached gear at a battlefield is recalled to its
 * controller's base (457.1), which the engine does at once, as it has no separate cleanup. An
 * attached card's own rules text is inactive (718.2), so its [Equip] can't be used again while it
 * is attached. What an Equipment gives its unit (its effect text, its Might bonus, 718.3–718.4) is
 * not in the card data, so nothing more is modelled.
 */

import type { CardId } from "../kernel/types.js";
import { attach, detach, zoneOf } from "../kernel/zones.js";
import { battlefieldName } from "./battlefields.js";
import type { ActivatedAbility } from "./cards.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * An attached gear's rules text is inactive (718.2), so none of its activated abilities can be used:
 * its [Equip], and The Zero Drive's "(Use only if unattached.)" ability.
 */
export function refuseWhileAttached(txn: Txn, card: RiftCard, ability: ActivatedAbility): void {
  if (card.attachedTo === undefined) return;
  const host = txn.state.cards.get(card.attachedTo)?.def.name ?? card.attachedTo;
  const what = ability.name === "equip" ? "its [Equip]" : `"${ability.text}"`;
  txn.refuse("illegal-step", "718.2", `${card.def.name} is attached to ${host}: an attached card's rules text is inactive (718.2), so ${what} can't be used.`, { part: "ability" });
}

/** The gear attached to `unit` now (a gear that has left the board since is a new object, 124.1). */
function attachedTo(txn: Txn, unit: RiftCard): CardId[] {
  return (unit.attachments ?? []).filter((id) => txn.state.cards.get(id)?.attachedTo === unit.id);
}

/** A unit changed location on the board: its attached gear goes with it (719.3.a). */
export function moveAttachments(txn: Txn, unit: CardId): void {
  const host = txn.card(unit);
  for (const gear of attachedTo(txn, host)) followHost(txn, gear, host);
}

/**
 * A unit left the board (`unit`: as it was there): each attached gear detaches and stays on the
 * board (719.5), in the order the engine lists them (719.5.a: its controller's order, not asked);
 * one at a battlefield is recalled to its controller's base (457.1).
 */
export function detachAll(txn: Txn, unit: RiftCard): void {
  for (const gear of attachedTo(txn, unit)) {
    txn.patchCard(gear, { attachedTo: undefined });
    const card = txn.card(gear);
    txn.emit({ type: "state", what: `${card.def.name} detaches from ${unit.def.name}, which left the board, and stays on the board [719.5]` });
    if (card.at === undefined) continue;
    const { state } = detach(txn.state, gear);
    txn.state = attach(state, gear, { player: card.controller, zone: "base" }, "any");
    txn.patchCard(gear, { at: undefined });
    txn.emit({ type: "state", what: `${card.def.name}, unattached at ${battlefieldName(txn.state, card.at)}, is recalled to ${card.controller}'s base [457.1]` });
  }
}

/** Puts `gear` where its unit is (719.3): the same board zone and battlefield, under its own controller. */
export function followHost(txn: Txn, gear: CardId, host: RiftCard): void {
  const card = txn.card(gear);
  const zone = host.at === undefined ? "base" : "battlefield";
  if (card.at === host.at && zoneOf(txn.state, gear)?.zone === zone) return;
  const { state } = detach(txn.state, gear);
  txn.state = attach(state, gear, { player: card.controller, zone }, "any");
  txn.patchCard(gear, { at: host.at });
  const place = host.at === undefined ? `${card.controller}'s base` : battlefieldName(txn.state, host.at);
  txn.emit({ type: "state", what: `${card.def.name} is at ${place} with ${host.def.name} [719.3]` });
}
