/**
 * Regeneration (701.19a, 614.8): "Regenerate [permanent]" makes a shield, a replacement effect
 * that protects the permanent the next time it would be destroyed this turn: instead, all damage
 * marked on it is removed, it is tapped, and it is removed from combat. One shield is used up per
 * destruction; shields end in the cleanup step (514.2) and with the object (400.7). A destruction
 * that says "can't be regenerated" (Expunge, Decree of Pain) isn't replaced.
 */
import type { CardId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { EffectContext } from "./effect-context.js";
import { leaveCombat } from "./combat-leave.js";
import type { MtgTxn } from "./txn.js";

/** "{B}: Regenerate ~": a shield on the source, if it is still on the battlefield (608.2b). */
export function regenerateSelf(txn: MtgTxn, ctx: EffectContext): void {
  if (zoneOf(txn.state, ctx.source)?.zone !== "battlefield") {
    txn.note(`${ctx.sourceName} is no longer on the battlefield, so it isn't regenerated`, "608.2b");
    return;
  }
  const card = txn.card(ctx.source);
  const shields = (card.regenerationShields ?? 0) + 1;
  txn.writeCard({ ...card, regenerationShields: shields });
  txn.note(`${card.def.name} gets a regeneration shield: the next time it would be destroyed this turn, it is tapped, its damage removed and it is removed from combat instead (${shields} in all)`, "701.19a");
}

/**
 * `id` would be destroyed: a shield, if it has one and the destruction allows it, replaces that.
 * Returns whether it did (the permanent stays).
 */
export function regenerated(txn: MtgTxn, id: CardId, cantBeRegenerated: boolean): boolean {
  const card = txn.card(id);
  const shields = card.regenerationShields ?? 0;
  if (shields <= 0) return false;
  if (cantBeRegenerated) {
    txn.note(`${card.def.name} can't be regenerated, so its regeneration shield doesn't apply`, "701.19a");
    return false;
  }
  const { deathtouched: _, ...rest } = card;
  txn.writeCard({ ...rest, regenerationShields: shields - 1, damage: 0, tapped: true });
  txn.note(`${card.def.name} regenerates: instead of being destroyed, it is tapped and all damage marked on it is removed`, "701.19a");
  leaveCombat(txn, id);
  return true;
}
