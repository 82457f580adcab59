import { removeHiddenAfterControlChange } from "./facedown.js";
import { attach, detach, zoneOf } from "../kernel/zones.js";
import { moveAttachments } from "./equip.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefieldController, battlefieldName, playersAt, unitsAt } from "./battlefields.js";
import { keywordValue } from "./combat-keywords.js";
import { killForLethalDamage } from "./damage.js";
import { mightOf } from "./might.js";
import { dieTogether } from "./moves.js";
import { continueWith } from "./pending.js";
import { establishControl } from "./scoring.js";
import type { RiftCombat } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * A combat's last two steps, once its showdown closes: the Combat Damage Step (465) and the
 * Resolution Step (466). Each side's units deal their summed Might as damage, the attacker
 * assigning first; the units with lethal damage die; then every unit is healed, the attackers are
 * recalled if defenders remain, and the player whose units alone remain establishes control.
 */
export function resolveCombat(txn: Txn, combat: RiftCombat): void {
  const name = battlefieldName(txn.state, combat.battlefield);
  const attackers = unitsAt(txn.state, combat.battlefield, combat.attacker);
  const defenders = unitsAt(txn.state, combat.battlefield, combat.defender);
  if (attackers.length === 0 || defenders.length === 0) {
    txn.emit({ type: "note", text: `the Combat Damage Step at ${name} is skipped: ${attackers.length === 0 ? "no attacking" : "no defending"} units remain there`, rule: "465" });
  } else {
    txn.emit({ type: "state", what: `the Combat Damage Step at ${name} [465]` });
    const attack = summedMight(txn, combat.attacker, attackers, "attackers");
    const defence = summedMight(txn, combat.defender, defenders, "defenders");
    // Assigning is not dealing: both players assign, the attacker first, then all of it is dealt at once.
    const assigned = [...assignDamage(txn, combat.attacker, attack, defenders), ...assignDamage(txn, combat.defender, defence, attackers)];
    dealAtOnce(txn, assigned);
  }
  // The Deathknells of the units that died resolve before the combat's result is determined.
  txn.pending.schedule(continueWith(() => resolutionStep(txn, combat)));
}

/** A side's summed Might (465): each unit's Might now, a negative Might counted as 0 (143.2.b), a stunned unit's not at all (423.1.b). */
function summedMight(txn: Txn, player: PlayerId, units: readonly CardId[], side: string): number {
  let total = 0;
  const parts: string[] = [];
  for (const id of units) {
    const card = txn.card(id);
    if (card.stunned) {
      txn.emit({ type: "note", text: `${card.def.name} is stunned: its Might is not counted in the combat damage`, rule: "423.1.b" });
      parts.push(`${card.def.name} 0 (stunned)`);
      continue;
    }
    const might = Math.max(0, mightOf(txn.state, id) ?? 0);
    total += might;
    parts.push(`${card.def.name} ${might}`);
  }
  txn.emit({ type: "note", text: `${player}'s ${side} deal ${total} damage in all (${parts.join(", ")})`, rule: "465" });
  return total;
}

/** The damage that makes a unit's marked damage reach its Might: lethal damage is nonzero (143.2.a). */
function lethalFor(txn: Txn, id: CardId): number {
  const card = txn.card(id);
  const might = Math.max(0, mightOf(txn.state, id) ?? 0);
  return Math.max(1, might - card.damage);
}

/**
 * `player` assigns `total` damage among the enemy units (465): each unit in turn is assigned lethal
 * damage in full before the next gets any, no unit more than lethal unless it is the last, and units
 * with [Tank] first (815). The player says the order with a `choose:` answer naming the units;
 * unanswered, it is the order the units are listed at the battlefield (R3). The order is asked only
 * where it matters: more than one unit, and too little damage to kill them all.
 */
function assignDamage(txn: Txn, player: PlayerId, total: number, targets: readonly CardId[]): { id: CardId; amount: number }[] {
  if (total <= 0) return [];
  const order = assignmentOrder(txn, player, total, targets);
  const out: { id: CardId; amount: number }[] = [];
  let left = total;
  order.forEach((id, i) => {
    if (left <= 0) return;
    const amount = i === order.length - 1 ? left : Math.min(left, lethalFor(txn, id));
    out.push({ id, amount });
    left -= amount;
  });
  txn.emit({ type: "note", text: `${player} assigns ${out.map((a) => `${a.amount} to ${txn.card(a.id).def.name}`).join(", ")}`, rule: "465" });
  return out;
}

function assignmentOrder(txn: Txn, player: PlayerId, total: number, targets: readonly CardId[]): CardId[] {
  const tanksFirst = (ids: readonly CardId[]): CardId[] => [...ids.filter((id) => hasTank(txn, id)), ...ids.filter((id) => !hasTank(txn, id))];
  const needed = targets.reduce((sum, id) => sum + lethalFor(txn, id), 0);
  if (targets.length < 2 || total >= needed) return tanksFirst(targets);
  const prompt = `the order in which ${player} assigns combat damage`;
  const { picked, defaulted } = txn.pickCards(player, prompt, targets, targets.length, "465");
  const order = [...picked, ...targets.filter((id) => !picked.includes(id))];
  if (defaulted) return tanksFirst(order);
  const firstPlain = order.findIndex((id) => !hasTank(txn, id));
  const lateTank = order.findIndex((id, i) => i > firstPlain && hasTank(txn, id));
  if (firstPlain >= 0 && lateTank >= 0) {
    txn.flag("invalid-choice", "815", `${txn.card(order[lateTank]!).def.name} has [Tank]: it must be assigned combat damage before ${txn.card(order[firstPlain]!).def.name}, which has none (815, 465).`);
    return tanksFirst(order);
  }
  return order;
}

function hasTank(txn: Txn, id: CardId): boolean {
  return keywordValue(txn.state, id, "Tank") > 0;
}

/**
 * All assigned damage is dealt at once (465), then the units with lethal damage are killed
 * together (143.2.a): a death can't save another unit or doom it (a trash count in a Might).
 */
function dealAtOnce(txn: Txn, assigned: readonly { id: CardId; amount: number }[]): void {
  for (const { id, amount } of assigned) {
    const card = txn.card(id);
    txn.patchCard(id, { damage: card.damage + amount });
    txn.emit({ type: "stat", card: id, name: card.def.name, stat: "damage", delta: amount, total: card.damage + amount });
  }
  const lethal = assigned.map((a) => a.id).filter((id) => {
    const card = txn.card(id);
    return card.damage > 0 && card.damage >= Math.max(0, mightOf(txn.state, id) ?? 0);
  });
  dieTogether(txn, () => {
    for (const id of lethal) {
      if (!txn.state.cards.get(id) || zoneOf(txn.state, id)?.zone !== "battlefield") continue;
      killForLethalDamage(txn, id);
    }
  });
}

/**
 * The Resolution Step (466): the combat's cleanup heals every unit (466.1.a.1) and recalls the
 * attackers if defenders are still there (466.1.a.2); the combat ends; the player whose units alone
 * remain establishes control, which is a Conquer if they haven't scored it this turn (466.5,
 * 466.5.d); with no units left, the battlefield becomes uncontrolled (466.5.b).
 */
function resolutionStep(txn: Txn, combat: RiftCombat): void {
  const name = battlefieldName(txn.state, combat.battlefield);
  txn.emit({ type: "state", what: `the Resolution Step at ${name} [466]` });
  healAll(txn);
  const attackers = unitsAt(txn.state, combat.battlefield, combat.attacker);
  if (attackers.length > 0 && unitsAt(txn.state, combat.battlefield, combat.defender).length > 0) {
    for (const id of attackers) recall(txn, id);
  }
  txn.state = { ...txn.state, showdown: false, showdownAt: undefined, combat: undefined };
  txn.emit({ type: "state", what: `the combat at ${name} ends` });
  const remaining = playersAt(txn.state, combat.battlefield);
  const controller = battlefieldController(txn.state, combat.battlefield);
  const only = remaining.length === 1 ? remaining[0] : undefined;
  if (only !== undefined && only !== controller) return establishControl(txn, only, combat.battlefield);
  if (only !== undefined) {
    txn.emit({ type: "state", what: `${only} keeps control of ${name} [466.5]` });
    return;
  }
  if (remaining.length === 0 && controller !== null) {
    txn.state = { ...txn.state, battlefields: { ...txn.state.battlefields, [combat.battlefield]: null } };
    txn.emit({ type: "state", what: `no units remain at ${name}: it becomes uncontrolled [466.5.b]` });
    removeHiddenAfterControlChange(txn, combat.battlefield, null);
  }
}

/** Every unit on the board is healed in a combat's cleanup, wherever it is (466.1.a.1). */
function healAll(txn: Txn): void {
  for (const [id, card] of txn.state.cards.entries()) {
    if (card.damage === 0) continue;
    txn.patchCard(id, { damage: 0 });
    txn.emit({ type: "note", text: `${card.def.name} is healed`, rule: "466.1.a.1" });
  }
}

/** A recall puts a unit in its base without moving it: no "When I move" triggers, and nothing about it changes (466.1.a.2). */
function recall(txn: Txn, id: CardId): void {
  const card = txn.card(id);
  const { state } = detach(txn.state, id);
  txn.state = attach(state, id, { player: card.controller, zone: "base" }, "any");
  txn.patchCard(id, { at: undefined });
  txn.emit({ type: "state", what: `${card.def.name} is recalled to ${card.controller}'s base: defenders remain [466.1.a.2]` });
  moveAttachments(txn, id);
}
