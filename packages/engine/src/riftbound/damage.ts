import type { CardId, PlayerId } from "../kernel/types.js";
import { locationOf, unitsAt } from "./battlefields.js";
import { mightOf } from "./might.js";
import { choosableBy } from "./choosable.js";
import { moveCard } from "./moves.js";
import { PERMANENT_ZONES } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * Dealing damage (417): it is marked on the unit (143.3.a), and a unit with nonzero damage equal
 * to or above its Might is killed (143.2.a) — here at once, as the cleanup after the effect would.
 */
export function dealDamage(txn: Txn, target: CardId, amount: number): void {
  const card = txn.state.cards.get(target);
  if (!card || amount <= 0) return;
  const damage = card.damage + amount;
  txn.patchCard(target, { damage });
  txn.emit({ type: "stat", card: target, name: card.def.name, stat: "damage", delta: amount, total: damage });
  killIfLethallyDamaged(txn, target);
}

/**
 * A unit with nonzero damage equal to or above its Might is killed (143.2.a). `cause`: what made
 * it lethal: new damage, or a change of its Might (Dragon Form), which kills by no one's damage
 * (415.5.c credits the spell that applied the damage).
 */
export function killIfLethallyDamaged(txn: Txn, id: CardId, cause: "damage" | "might-change" = "damage"): void {
  const card = txn.card(id);
  if (card.damage > 0 && card.damage >= Math.max(0, mightOf(txn.state, id) ?? 0)) killForLethalDamage(txn, id, cause);
}

/** Kills a unit whose damage was found lethal (143.2.a), saying so. */
export function killForLethalDamage(txn: Txn, id: CardId, cause: "damage" | "might-change" = "damage"): void {
  const card = txn.card(id);
  txn.emit({ type: "note", text: `${card.def.name} has ${card.damage} damage, at least its Might ${Math.max(0, mightOf(txn.state, id) ?? 0)}: it is killed`, rule: "143.2.a" });
  moveCard(txn, id, "trash", "kill", { rule: "143.2.a", byMightChange: cause === "might-change" });
}

/** The enemy units at `source`'s battlefield that `player` can choose ("an enemy unit here"); none when it is not at one. */
export function enemyUnitsHere(txn: Txn, player: PlayerId, source: CardId): CardId[] {
  return allEnemyUnitsHere(txn, player, source).filter((id) => choosableBy(txn.state, id, player));
}

/** Every enemy unit at `source`'s battlefield, chosen or not ("all other enemy units here"). */
export function allEnemyUnitsHere(txn: Txn, player: PlayerId, source: CardId): CardId[] {
  const here = locationOf(txn.state, source);
  if (here === undefined || here === "base") return [];
  return unitsAt(txn.state, here).filter((id) => txn.card(id).controller !== player);
}

/** Every unit on the board, each player's in turn order ("a unit"). */
export function unitsOnBoard(txn: Txn): CardId[] {
  return txn.state.players.flatMap((p) =>
    PERMANENT_ZONES.flatMap((zone) => [...(txn.state.zones[p]?.[zone] ?? [])].filter((id) => txn.card(id).def.type === "unit")),
  );
}
