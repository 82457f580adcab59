import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefieldController, battlefieldName, isBattlefield, playersAt } from "./battlefields.js";
import type { PendingPlay } from "./pending.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * Where a unit played by its player goes (355.2): by default their base or a battlefield they
 * control (355.2.a); a card's own permission adds places (355.2.b), such as "You may play me to an
 * open battlefield", a battlefield that is unoccupied and uncontrolled (170.11.c). Returns the
 * play's `to`/`at`; a place the rules don't allow refuses the step.
 */
export function playDestination(txn: Txn, player: PlayerId, card: RiftCard, to: CardId | "base" | undefined): Pick<PendingPlay, "to" | "at"> {
  if (to === undefined || to === "base") return {};
  const name = card.def.name;
  if (card.def.type !== "unit") {
    txn.refuse("illegal-step", "355.2", `${name} is a ${card.def.type}: only a unit is played to a location of its player's choice (355.2).`, { part: "to" });
  }
  if (!isBattlefield(txn.state, to)) {
    txn.refuse("illegal-step", "355.2.a", `${txn.card(to).def.name} is no battlefield: a unit is played to its player's base or a battlefield (355.2.a).`, { part: "to" });
  }
  const place = battlefieldName(txn.state, to);
  if (battlefieldController(txn.state, to) === player) return { to: "battlefield", at: to };
  if (isOpen(txn, to) && mayBePlayedToOpen(card)) {
    txn.emit({ type: "note", text: `${place} is open (uncontrolled and unoccupied, 170.11.c): ${name} may be played there`, rule: "355.2.b" });
    return { to: "battlefield", at: to };
  }
  const why = isOpen(txn, to) ? "it is open, and nothing lets this unit be played to an open battlefield" : battlefieldController(txn.state, to) === null ? "no one controls it but units occupy it, so it is not open (170.11.c)" : `${battlefieldController(txn.state, to)} controls it`;
  txn.refuse("illegal-step", "355.2.a", `${player} can't play ${name} to ${place}: ${why}. A unit is played to its player's base or a battlefield they control (355.2.a), or where a card allows (355.2.b).`, { part: "to" });
}

/** "Open": no player controls the battlefield and no unit is there (170.11.c). */
function isOpen(txn: Txn, battlefield: CardId): boolean {
  return battlefieldController(txn.state, battlefield) === null && playersAt(txn.state, battlefield).length === 0;
}

function mayBePlayedToOpen(card: RiftCard): boolean {
  return card.def.abilities.some((a) => a.kind === "static" && a.effect.kind === "may-be-played-to" && a.effect.where === "open-battlefield");
}
