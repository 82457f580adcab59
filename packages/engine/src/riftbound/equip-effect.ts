import type { CardId, PlayerId } from "../kernel/types.js";
import { followHost } from "./equip.js";
import type { Txn } from "./txn.js";
import { chooseUnit } from "./unit-effects.js";

/**
 * [Equip]'s effect, "Attach this to a unit you control": its controller chooses a unit they
 * control (355.6); the gear is Attached to it (717) and goes where it is (719.3). The rest of
 * Equipment's rules (moving with the unit, detaching) is equip.ts.
 */
export function attachSelf(txn: Txn, player: PlayerId, gear: CardId): void {
  if (!txn.state.cards.has(gear)) return;
  const unit = chooseUnit(txn, player, gear, "friendly-unit", "to attach it to", "Equip");
  if (unit === undefined) return;
  const host = txn.card(unit);
  txn.patchCard(gear, { attachedTo: unit });
  txn.patchCard(unit, { attachments: [...(host.attachments ?? []).filter((id) => id !== gear), gear] });
  txn.emit({ type: "state", what: `${txn.card(gear).def.name} is attached to ${host.def.name} [717]` });
  followHost(txn, gear, host);
}

