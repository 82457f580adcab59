import type { PlayerId } from "../kernel/types.js";
import type { PrintedCost } from "./cards.js";
import { describeCost } from "./flow.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * Remembers the Energy a player spent to play a spell, keeping the most for the turn: "If you've
 * spent [4] or more to play a spell this turn" reads it (rulings R21: Energy, the [4] symbol).
 */
export function rememberSpellEnergy(txn: Txn, player: PlayerId, energy: number): void {
  txn.state = { ...txn.state, spentOnLastSpell: { ...txn.state.spentOnLastSpell, [player]: energy } };
  const before = txn.state.spellEnergyThisTurn?.[player] ?? 0;
  if (energy <= before) return;
  txn.state = { ...txn.state, spellEnergyThisTurn: { ...txn.state.spellEnergyThisTurn, [player]: energy } };
}

/**
 * Jhin, Meticulous Killer: once `player` has spent enough Energy on one spell this turn, they may
 * play the card for its alternative cost instead of its own (356.1: an alternative cost replaces
 * the base cost). Asked as a yes/no, default yes; undefined when it isn't offered or is declined.
 */
export function alternativeCost(txn: Txn, player: PlayerId, card: RiftCard): PrintedCost | undefined {
  for (const ability of card.def.abilities) {
    if (ability.kind !== "static" || ability.effect.kind !== "alternative-cost-after-big-spell") continue;
    const { spentAtLeast, cost } = ability.effect;
    const spent = txn.state.spellEnergyThisTurn?.[player] ?? 0;
    if (spent < spentAtLeast) continue;
    if (txn.may(player, `play ${card.def.name} for ${describeCost(cost)}?`)) {
      txn.emit({ type: "note", text: `${player} has spent [${spent}] on a spell this turn, so ${card.def.name} is played for ${describeCost(cost)}`, rule: "356.1" });
      return cost;
    }
  }
  return undefined;
}
