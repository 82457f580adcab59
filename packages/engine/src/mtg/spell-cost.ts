/**
 * A spell's total cost (601.2f): its mana cost with X, minus the reductions its own card prints —
 * "This spell costs {1} less to cast for each …" and affinity for artifacts (702.41a). Reductions
 * take generic mana only and never below zero (118.7a). They count as the cost is determined,
 * with the spell already on the stack (601.2a), so the card itself is never in the graveyard or
 * hand it counts.
 */
import type { PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import type { SpellCostCount } from "./cards.js";
import { battlefield, hasType } from "./characteristics.js";
import { formatNeed, type ManaNeed } from "./mana.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** The need after the card's own reductions, each noted with what it counted. */
export function reducedSpellCost(txn: MtgTxn, player: PlayerId, card: MtgCard, need: ManaNeed): ManaNeed {
  let generic = need.generic;
  let changed = false;
  for (const ability of card.def.abilities) {
    if (ability.kind !== "static" || ability.effect.kind !== "spell-cost-reduction") continue;
    const { amount, per, affinity } = ability.effect;
    const count = counted(txn, player, per);
    const reduction = Math.min(generic, amount * count);
    generic -= reduction;
    changed = true;
    const rule = affinity ? "702.41a" : "601.2f";
    const limit = reduction < amount * count ? ` (only the generic part can be reduced: 118.7a)` : "";
    txn.note(`${card.def.name}: ${describe(per)}: ${count}, so its cost is {${reduction}} less${limit}`, rule);
  }
  if (!changed) return need;
  const total = { ...need, generic };
  txn.note(`${card.def.name}'s total cost is locked in at ${formatNeed(total)}`, "601.2f");
  return total;
}

function counted(txn: MtgTxn, player: PlayerId, per: SpellCostCount): number {
  switch (per.kind) {
    case "artifacts-you-control":
      return battlefield(txn.state).filter((c) => c.controller === player && hasType(c.def, "Artifact")).length;
    case "cards-in-your-graveyard":
      return [...cardsIn(txn.state, { player, zone: "graveyard" })].filter((id) => per.types.some((t) => hasType(txn.card(id).def, t))).length;
    case "cards-you-discarded-this-turn":
      return txn.state.playerState[player]?.discardedThisTurn ?? 0;
  }
}

function describe(per: SpellCostCount): string {
  switch (per.kind) {
    case "artifacts-you-control":
      return "artifacts its caster controls";
    case "cards-in-your-graveyard":
      return `${per.types.map((t) => t.toLowerCase()).join(" and/or ")} cards in its caster's graveyard`;
    case "cards-you-discarded-this-turn":
      return "cards its caster cycled or discarded this turn";
  }
}
