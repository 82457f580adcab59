import type { CardId } from "../kernel/types.js";
import { mightOf } from "./might.js";
import type { Txn } from "./txn.js";

/**
 * Remembers a unit killed by a cost or an effect, for a later instruction that reads it ("Might up
 * to 1 more than the killed unit", "no more Energy and no more Power than the killed unit"): it may
 * "look back" at the unit as it was before it changed zones (359.3.e.13).
 */
export function rememberKilled(txn: Txn, id: CardId): void {
  const card = txn.card(id);
  txn.memory.killedMight = mightOf(txn.state, id) ?? 0;
  txn.memory.killedCost = { energy: card.def.cost.energy, power: card.def.cost.power.length };
}
