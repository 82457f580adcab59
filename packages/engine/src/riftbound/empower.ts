import type { CardId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { ActivatedAbility } from "./cards.js";
import { EMPOWER_RULE } from "./empower-rule.js";
import { mightOf } from "./might.js";
import { continueWith } from "./pending.js";
import type { RiftCard } from "./state.js";
import { fireTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * [Empower] / [Empowered]: "[cost]: Empower me. Use only if not Empowered." A unit becomes
 * Empowered if it is not already, and stays so until disempowered or it leaves the board (a new
 * object, 124.1). The keyword's reminder text is all the card data gives; transcripts cite it as
 * "Empower".
 */

/** "Use only if not Empowered": the ability can't be used while its unit is Empowered. */
export function checkEmpowerRestriction(txn: Txn, card: RiftCard, ability: ActivatedAbility): void {
  if (ability.onlyIfNotEmpowered === true && card.empowered === true) {
    txn.refuse("timing", EMPOWER_RULE, `${card.def.name} is already Empowered, and its [Empower] can be used only if it is not.`, { part: "ability" });
  }
}

/**
 * Wild Claw's "Empower it": the card its effect banished and is playing. That play waits until the
 * spell has finished (354.3), so the card is empowered once the play has put it on the board: it
 * enters, then becomes Empowered, and its "When I become [Empowered]" triggers. If it couldn't be
 * played (it stayed banished) or was a token that ceased, nothing is empowered (055). Rulings R37.
 */
export function empowerPlayed(txn: Txn): void {
  const id = txn.memory.banishedToPlay;
  if (id === undefined) {
    txn.emit({ type: "note", text: "no card was banished to be played: nothing to empower", rule: "055" });
    return;
  }
  txn.afterResolution(continueWith(() => empower(txn, id)));
}

/**
 * "Empower me": a unit (or a legend, in the Legend Zone, which is on the board) that is not
 * Empowered becomes so, and "When I become [Empowered]" triggers.
 */
export function empower(txn: Txn, id: CardId): void {
  const card = txn.state.cards.get(id);
  const zone = card ? zoneOf(txn.state, id)?.zone : undefined;
  if (!card || (zone !== "base" && zone !== "battlefield" && zone !== "legend")) {
    txn.emit({ type: "note", text: `${card?.def.name ?? id} is not on the board: nothing to empower`, rule: "055" });
    return;
  }
  if (card.empowered === true) {
    txn.emit({ type: "note", text: `${card.def.name} is already Empowered`, rule: EMPOWER_RULE });
    return;
  }
  txn.patchCard(id, { empowered: true });
  // A legend has no Might (only a unit's is shown).
  const might = card.def.type === "unit" ? ` (might ${mightOf(txn.state, id) ?? 0})` : "";
  txn.emit({ type: "note", text: `${card.def.name} becomes Empowered${might}`, rule: EMPOWER_RULE });
  fireTriggers(txn, card.controller, "when-empowered", [id]);
}
