import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import type { PrintedCost } from "./cards.js";
import type { Txn } from "./txn.js";

/**
 * The cost a card is played for, from its player's hand or by an effect: its printed cost less its
 * own discounts (356.4), which apply in any zone it can be played from (366.2.a). "I cost [1] less for each card
 * in your trash" (Rhasa the Sunderer), "[2] less for each card with my name in your trash"
 * (Shadowblade Lurker). Energy can't go below 0 (356.6).
 */
export function costToPlay(txn: Txn, player: PlayerId, id: CardId): PrintedCost {
  const def = txn.card(id).def;
  let energy = def.cost.energy;
  for (const ability of def.abilities) {
    if (ability.kind !== "static" || ability.effect.kind !== "cost-less-per-card-in-trash") continue;
    const { amount, sameName } = ability.effect;
    // A card played from the trash is on the chain by the time its cost is worked out, so it never counts itself.
    const counted = [...cardsIn(txn.state, { player, zone: "trash" })].filter((c) => c !== id && (!sameName || txn.card(c).def.name === def.name)).length;
    const discount = Math.min(energy, amount * counted);
    txn.emit({ type: "note", text: `${def.name} costs ${discount} less: ${counted} ${sameName ? `card${counted === 1 ? "" : "s"} named ${def.name}` : `card${counted === 1 ? "" : "s"}`} in ${player}'s trash`, rule: "356.4" });
    energy -= discount;
  }
  return { energy, power: [...def.cost.power] };
}
