/**
 * Removing a permanent from combat (506.4): it leaves the battlefield, or its controller changes.
 * It is no longer an attacking or blocking creature; a creature it blocked stays blocked (509.1h).
 */
import type { CardId } from "../kernel/types.js";
import type { MtgTxn } from "./txn.js";

/**
 * Its card id, kept by the new object a permanent that left becomes, must not make that object
 * an attacker or blocker, so the entries go; `blocked` keeps the others.
 */
export function leaveCombat(txn: MtgTxn, id: CardId): void {
  const combat = txn.state.combat;
  if (!combat) return;
  const inCombat = combat.attackers.some((a) => a.card === id) || combat.blockers.some((b) => b.card === id) || combat.blocked.includes(id);
  if (!inCombat) return;
  txn.state = {
    ...txn.state,
    combat: {
      ...combat,
      attackers: combat.attackers.filter((a) => a.card !== id),
      blockers: combat.blockers.filter((b) => b.card !== id),
      blocked: combat.blocked.filter((c) => c !== id),
    },
  };
  txn.note(`${txn.card(id).def.name} is removed from combat`, "506.4");
}
