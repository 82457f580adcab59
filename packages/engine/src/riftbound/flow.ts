import type { CardId, PlayerId } from "../kernel/types.js";
import { permanentsControlledBy } from "./battlefields.js";
import type { PrintedCost } from "./cards.js";
import type { PendingPlay } from "./pending.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * [Flow]: "You may play this from your trash for its Flow cost. Then banish it." The keyword's
 * reminder text is all the rules the card data gives; the transcript cites it as "Flow".
 */
export const FLOW_RULE = "Flow";

/**
 * The Flow cost a spell has now: printed ("[Flow] [2][A]"), or given this turn (Kennen, Storm of
 * Shuriken). With both, the cheaper one is used (rulings R18): either is the player's to choose,
 * and no card rewards paying more.
 */
export function flowCostOf(card: RiftCard): PrintedCost | undefined {
  if (card.def.type !== "spell") return undefined;
  const printed = card.def.flowCost;
  const given = card.flowThisTurn;
  if (printed === undefined || given === undefined) return printed ?? given;
  const size = (c: PrintedCost) => c.energy + c.power.length;
  return size(given) < size(printed) ? given : printed;
}

/**
 * Playing a spell from its player's own trash by [Flow]: the Flow cost replaces its cost, less
 * the discounts of the player's "Spells with [Flow] you play from your trash cost [2] less"
 * (Stargazer), and the spell is banished once it has resolved. Undefined when the card has no
 * Flow, so the caller refuses the play as before (419.1.a).
 */
export function flowPlay(txn: Txn, player: PlayerId, id: CardId): PendingPlay | undefined {
  const card = txn.card(id);
  const flow = flowCostOf(card);
  if (flow === undefined) return undefined;
  txn.emit({ type: "note", text: `${card.def.name} is played from ${player}'s trash for its Flow cost ${describeCost(flow)}, then banished`, rule: FLOW_RULE });
  return { kind: "play", player, card: id, cost: discountedFlowCost(txn, player, flow, card.def.name), banishAfter: true };
}

/** Stargazer: each one the player controls takes [amount] off the Energy, never below [minimum] (356.4). */
function discountedFlowCost(txn: Txn, player: PlayerId, cost: PrintedCost, name: string): PrintedCost {
  let energy = cost.energy;
  for (const grantor of permanentsControlledBy(txn.state, player)) {
    const def = txn.card(grantor).def;
    for (const ability of def.abilities) {
      if (ability.kind !== "static" || ability.effect.kind !== "flow-discount") continue;
      const { amount, minimum } = ability.effect;
      const reduced = Math.max(energy - amount, Math.min(energy, minimum));
      if (reduced === energy) {
        txn.emit({ type: "note", text: `${def.name} reduces nothing: ${name}'s Energy cost is already [${energy}], and the discount stops at [${minimum}]`, rule: "356.4" });
        continue;
      }
      txn.emit({ type: "note", text: `${name} costs ${energy - reduced} less (${def.name}): [${energy}] becomes [${reduced}]`, rule: "356.4" });
      energy = reduced;
    }
  }
  return { energy, power: cost.power };
}

/** "[2][A]" as printed, for transcripts. */
export function describeCost(cost: PrintedCost): string {
  const letters: Record<string, string> = { fury: "R", calm: "G", mind: "U", body: "O", chaos: "P", order: "Y", any: "A", unknown: "?" };
  const power = cost.power.map((p) => `[${letters[p] ?? p}]`).join("");
  return `${cost.energy > 0 || power === "" ? `[${cost.energy}]` : ""}${power}`;
}

/**
 * Kennen, Storm of Shuriken: "give a spell in your trash [Flow] equal to its cost this turn". The
 * player picks one of the spells in their trash; its Flow cost is its printed cost (130.4).
 */
export function grantFlow(txn: Txn, player: PlayerId): void {
  const spells = [...(txn.state.zones[player]?.["trash"] ?? [])].filter((id) => txn.card(id).def.type === "spell");
  const { picked } = txn.pickCards(player, "a spell in your trash to give [Flow]", spells, 1, FLOW_RULE);
  const id = picked[0];
  if (id === undefined) {
    txn.emit({ type: "note", text: `${player} has no spell in their trash to give [Flow]`, rule: "055" });
    return;
  }
  const cost = txn.card(id).def.cost;
  txn.patchCard(id, { flowThisTurn: { energy: cost.energy, power: [...cost.power] } });
  txn.emit({ type: "note", text: `${txn.card(id).def.name} has [Flow] ${describeCost(cost)} this turn`, rule: FLOW_RULE });
}
