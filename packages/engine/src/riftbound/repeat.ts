import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { Effect } from "./cards.js";
import { canAfford, knownPower, type ResourceCost } from "./costs.js";
import { describeCost } from "./flow.js";
import { continueWith, effectsWork, type PendingWork } from "./pending.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * [Repeat] (820): "You may pay [cost] as an additional cost as you play this spell. If you do,
 * execute its instructions one additional time." The player decides as the spell is played
 * (820.1, 352); the answer is a yes/no, cost choices first. Unanswered, it is yes when the player
 * can pay the spell's cost and the Repeat cost together, else no (rulings R18). Returns the extra
 * energy and power to pay, or undefined when the cost is not paid.
 */
export function repeatCost(txn: Txn, player: PlayerId, card: RiftCard, base: ResourceCost): ResourceCost | undefined {
  const printed = card.def.repeatCost;
  if (card.def.type !== "spell" || printed === undefined) return undefined;
  const extra: ResourceCost = { energy: printed.energy, power: knownPower(txn, card.def.name, printed.power) };
  const affordable = canAfford(txn, player, { energy: base.energy + extra.energy, power: [...base.power, ...extra.power] }) === undefined;
  const paid = txn.yesNo(player, `pay ${card.def.name}'s [Repeat] cost ${describeCost(printed)}?`, affordable);
  return paid ? extra : undefined;
}

/**
 * The repeated execution: the same instructions once more, with choices of their own (820.3); the
 * spell is still played once (820.3.a). A spell that has left where it resolves from (banished by
 * its own text) is not executed again.
 */
export function repeatedInstructions(txn: Txn, player: PlayerId, id: CardId, origin: ReturnType<typeof zoneOf>, effects: readonly Effect[]): PendingWork[] {
  return [
    continueWith(() => {
      const now = zoneOf(txn.state, id);
      if (!now || now.zone !== origin?.zone || now.player !== origin.player) {
        txn.emit({ type: "note", text: `${txn.card(id).def.name} has left the chain, so its [Repeat] is not executed`, rule: "820.3" });
        return;
      }
      txn.emit({ type: "note", text: `[Repeat]: ${txn.card(id).def.name}'s instructions are executed again`, rule: "820.3" });
      txn.pending.schedule(...effectsWork(player, id, effects));
    }),
  ];
}
