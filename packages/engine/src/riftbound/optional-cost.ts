import { withArticle } from "../kernel/article.js";
import { cardsIn } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import type { Effect, InstructionCost } from "./cards.js";
import { describeMatch } from "./card-match.js";
import { canAfford, type ResourceCost } from "./costs.js";
import { discardFromHand } from "./instruction-cost.js";
import { effectsWork } from "./pending.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/** Additional costs are part of the total cost, worked out as the card is played (356). */
const ADDITIONAL_COST_RULE = "356";

/** What a paid optional additional cost adds to the play: Energy to pay with the rest, and cards to discard. */
export interface OptionalCostPaid {
  readonly energy: number;
  readonly discard: number;
}

/**
 * "You may discard 1 / pay [1] as an additional cost to play me" (Zed, From the Shadows): decided
 * as the card is played, a yes/no answered before the cost's own choices. Unanswered, it is yes
 * when it can be paid with the rest of the cost (as [Repeat] is, rulings R18). A cost that can't
 * be paid is not offered. Returns what to pay, or undefined when it is not paid.
 */
export function decideOptionalCost(txn: Txn, player: PlayerId, card: RiftCard, base: ResourceCost): OptionalCostPaid | undefined {
  const parts = card.def.optionalPlayCost;
  if (parts === undefined || parts.length === 0) return undefined;
  const paid: OptionalCostPaid = {
    energy: parts.reduce((n, p) => n + (p.kind === "energy" ? p.amount : 0), 0),
    discard: parts.reduce((n, p) => n + (p.kind === "discard" ? p.count : 0), 0),
  };
  const hand = cardsIn(txn.state, { player, zone: "hand" });
  const otherCards = [...hand].filter((id) => id !== card.id).length;
  const payable = otherCards >= paid.discard && canAfford(txn, player, { energy: base.energy + paid.energy, power: base.power }) === undefined;
  const described = parts.map(describePart).join(", ");
  if (!payable) {
    txn.emit({ type: "note", text: `${card.def.name}'s optional additional cost (${described}) can't be paid, so it is not`, rule: ADDITIONAL_COST_RULE });
    return undefined;
  }
  return txn.yesNo(player, `pay ${card.def.name}'s additional cost (${described})?`, true) ? paid : undefined;
}

/** Discards the cards a paid optional cost names, never the card being played (it is on its way). */
export function discardForOptionalCost(txn: Txn, player: PlayerId, played: CardId, count: number): void {
  discardFromHand(txn, player, count, `${count} to discard (additional cost)`, played);
}

/** "If you paid the additional cost, …": only when the source's optional additional cost was paid as it was played. */
export function ifPaidAdditionalCost(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "if-paid-additional-cost" }>): void {
  const card = txn.state.cards.get(source);
  if (card?.paidOptionalCost !== true) {
    txn.emit({ type: "note", text: `${card?.def.name ?? source}'s additional cost was not paid: nothing happens`, rule: ADDITIONAL_COST_RULE });
    return;
  }
  txn.emit({ type: "note", text: `${card.def.name}'s additional cost was paid`, rule: ADDITIONAL_COST_RULE });
  txn.pending.schedule(...effectsWork(player, source, effect.effect));
}

function describePart(part: InstructionCost): string {
  switch (part.kind) {
    case "discard":
      return `discard ${part.count}`;
    case "energy":
      return `[${part.amount}]`;
    case "exhaust-self":
      return "exhaust me";
    case "banish-self":
      return "banish me";
    case "burn":
      return `[Burn ${part.count}]`;
    case "banish-from-trash":
      return `banish ${withArticle(describeMatch(part.match))} from ${part.whose === "any" ? "any" : "your"} trash`;
  }
}
