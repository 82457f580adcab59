/**
 * Spells with two target words (115.3) whose effect joins the two targets: a fight (701.14),
 * one creature dealing damage equal to its power to another, an exchange of control (701.12),
 * and "blocks it this turn if able" (509.1c). The first word's target is the context's `target`,
 * the second's its `second`; each is used only while it is still legal (608.2b).
 */
import type { CardId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { isCreaturePermanent, powerOf } from "./characteristics.js";
import { gainControl } from "./control.js";
import { dealEffectDamage } from "./damage.js";
import type { EffectContext } from "./effect-context.js";
import { legalCardTargets, legalSecondTarget } from "./several-targets.js";
import type { MtgTxn } from "./txn.js";

/** The first target, if it is one card and still legal (608.2b). */
function legalFirstTarget(txn: MtgTxn, ctx: EffectContext): CardId | undefined {
  const cards = legalCardTargets(txn, ctx);
  return cards.length === 1 ? cards[0] : undefined;
}

/** A creature on the battlefield (701.14b asks this of each creature told to fight). */
function creatureOnBattlefield(txn: MtgTxn, id: CardId | undefined): boolean {
  return id !== undefined && zoneOf(txn.state, id)?.zone === "battlefield" && isCreaturePermanent(txn.card(id));
}

/**
 * "Target creature you control fights target creature you don't control": each deals damage
 * equal to its power to the other (701.14a), both amounts read before any damage is dealt;
 * `oneWay` ("that creature deals damage equal to its power to target creature"): only the first
 * deals damage. With either target illegal, or not a creature on the battlefield, no damage is
 * dealt (701.14b; the one-way form alike, docs/rulings.md M64).
 */
export function fightTargets(txn: MtgTxn, ctx: EffectContext, oneWay: boolean): void {
  const a = legalFirstTarget(txn, ctx);
  const b = legalSecondTarget(txn, ctx);
  if (a === undefined || b === undefined || !creatureOnBattlefield(txn, a) || !creatureOnBattlefield(txn, b)) {
    const which = a === undefined || !creatureOnBattlefield(txn, a) ? "first" : "second";
    txn.note(`${ctx.sourceName}'s ${which} target is no longer a legal target creature on the battlefield, so no damage is dealt`, oneWay ? "608.2b" : "701.14b");
    return;
  }
  const powerA = powerOf(txn.card(a));
  const powerB = powerOf(txn.card(b));
  if (oneWay) {
    txn.note(`${txn.name(a)} deals damage equal to its power (${powerA}) to ${txn.name(b)}`, "120.3");
    dealEffectDamage(txn, a, { card: b }, powerA);
    return;
  }
  txn.note(`${txn.name(a)} fights ${txn.name(b)}: each deals damage equal to its power (${powerA} and ${powerB}) to the other`, "701.14a");
  dealEffectDamage(txn, a, { card: b }, powerA);
  dealEffectDamage(txn, b, { card: a }, powerB);
}

/**
 * "Exchange control of target … and target …": with both still legal and controlled by
 * different players, each of them gains control of the permanent the other controlled (701.12b),
 * with no duration (611.2a); otherwise no part of the exchange happens (701.12a, 701.12b).
 */
export function exchangeControlOfTargets(txn: MtgTxn, ctx: EffectContext): void {
  const a = legalFirstTarget(txn, ctx);
  const b = legalSecondTarget(txn, ctx);
  if (a === undefined || b === undefined) {
    txn.note(`${ctx.sourceName}'s ${a === undefined ? "first" : "second"} target is no longer legal, so the entire exchange can't be completed and no part of it happens`, "701.12a");
    return;
  }
  const controllerA = txn.card(a).controller;
  const controllerB = txn.card(b).controller;
  if (controllerA === controllerB) {
    txn.note(`${controllerA} controls both ${txn.name(a)} and ${txn.name(b)}, so the exchange does nothing`, "701.12b");
    return;
  }
  txn.note(`${ctx.sourceName}: ${controllerA} and ${controllerB} exchange control of ${txn.name(a)} and ${txn.name(b)}`, "701.12b");
  gainControl(txn, a, controllerB, { from: ctx.sourceName });
  gainControl(txn, b, controllerA, { from: ctx.sourceName });
}

/**
 * "Up to one other target creature blocks it this turn if able": the second target must block
 * the first this turn if able (509.1c, checked as blockers are declared: block-requirements.ts);
 * the requirement ends in cleanup (514.2) or when the creature leaves the battlefield (400.7).
 * With either target illegal or none chosen, nothing happens (608.2b; docs/rulings.md M65).
 */
export function secondTargetBlocksFirst(txn: MtgTxn, ctx: EffectContext): void {
  const attacker = legalFirstTarget(txn, ctx);
  const blocker = legalSecondTarget(txn, ctx);
  if (blocker === undefined) {
    if (ctx.second?.target) txn.note(`${ctx.sourceName}'s second target is no longer legal, so no creature must block`, "608.2b");
    return;
  }
  if (attacker === undefined) {
    txn.note(`${ctx.sourceName}'s first target is no longer legal, so ${txn.name(blocker)} isn't required to block it`, "608.2b");
    return;
  }
  const card = txn.card(blocker);
  txn.writeCard({ ...card, pumps: [...card.pumps, { power: 0, toughness: 0, mustBlock: attacker }] });
  // Noted so that declaring blockers checks only the creatures with a requirement, not every creature.
  txn.state = { ...txn.state, blockRequirements: [...(txn.state.blockRequirements ?? []), blocker] };
  txn.note(`${card.def.name} blocks ${txn.name(attacker)} this turn if able`, "509.1c");
}
