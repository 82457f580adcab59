/**
 * The combat damage step (510): each attacking and blocking creature assigns combat damage equal
 * to its power (510.1a) — an unblocked one to the player it attacks (510.1b), a blocked one among
 * its blockers (510.1c, trample 702.19b), a blocker to the attacker it blocks (510.1d) — and it
 * is all dealt at once (510.2). First strike and double strike make a first combat damage step
 * (510.4, 702.7b, 702.4b). Prevention shields (615.1) and protection (702.16e) stop damage;
 * deathtouch (702.2b) and lifelink (702.15b) change what damage does. State-based actions then
 * destroy lethally damaged creatures (704.5g, 704.5h) when players would next receive priority.
 */
import type { PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import { hasProtectionQuality, hasTurnEffect, protectionsOf } from "./combat-evasion.js";
import { battlefield, powerOf, toughnessOf, isCreaturePermanent } from "./characteristics.js";
import { hasKeyword } from "./keywords.js";
import { changeLife } from "./players.js";
import { applyPrevention } from "./prevention.js";
import { resolveAll, settle } from "./resolve.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";
import { queueTrigger } from "./intervening-if.js";

type Recipient = { readonly player: PlayerId } | { readonly card: string };

interface Assignment {
  readonly source: MtgCard;
  readonly to: Recipient;
  readonly amount: number;
}

const strikesFirst = (c: MtgCard): boolean => hasKeyword(c, "first strike") || hasKeyword(c, "double strike");

/** The creatures in combat that are still creatures on the battlefield. */
function combatants(txn: MtgTxn): MtgCard[] {
  const combat = txn.state.combat;
  if (!combat) return [];
  const ids = [...combat.attackers.map((a) => a.card), ...combat.blockers.map((b) => b.card)];
  return ids.filter((id) => onBattlefield(txn, id)).map((id) => txn.card(id));
}

function onBattlefield(txn: MtgTxn, id: string): boolean {
  return txn.state.cards.has(id) && zoneOf(txn.state, id)?.zone === "battlefield" && isCreaturePermanent(txn.card(id));
}

/** 510.1–510.4: the combat damage step, with a first-strike combat damage step before it when a combatant has first or double strike. */
export function combatDamageStep(txn: MtgTxn): void {
  const combat = txn.state.combat;
  if (!combat || combat.attackers.length === 0) return;
  if (combatants(txn).some(strikesFirst)) {
    txn.note("a creature in combat has first strike or double strike: only those deal combat damage in this first combat damage step", "510.4");
    // 510.4: what decides the second step is having first or double strike as the first step
    // began, not having dealt damage in it (a 0-power first striker still sits the second out).
    const first = combatants(txn).filter(strikesFirst).map((c) => c.id);
    dealCombatDamage(txn, strikesFirst);
    txn.state = { ...txn.state, combat: { ...(txn.state.combat ?? combat), struckFirst: first } };
    settle(txn);
    if (txn.state.autoResolve) resolveAll(txn);
    txn.note("the second combat damage step: the creatures that had neither first strike nor double strike as the first step began, and those with double strike now", "510.4");
    const struck = txn.state.combat?.struckFirst ?? [];
    dealCombatDamage(txn, (c) => !struck.includes(c.id) || hasKeyword(c, "double strike"));
    return;
  }
  dealCombatDamage(txn, () => true);
}

/** Assigns (510.1) and deals (510.2) the combat damage of the creatures `deals` picks. */
function dealCombatDamage(txn: MtgTxn, deals: (c: MtgCard) => boolean): void {
  for (const a of assignDamage(txn, deals)) deal(txn, a);
}

function assignDamage(txn: MtgTxn, deals: (c: MtgCard) => boolean): Assignment[] {
  const combat = txn.state.combat;
  if (!combat) return [];
  const out: Assignment[] = [];
  // Damage assigned so far this step to each blocker: "lethal" counts it (510.1c).
  const assigned = new Map<string, number>();
  for (const { card: id, defender } of combat.attackers) {
    if (!onBattlefield(txn, id)) continue;
    const attacker = txn.card(id);
    const power = powerOf(attacker);
    if (!deals(attacker) || power <= 0) continue;
    if (!combat.blocked.includes(id)) {
      out.push({ source: attacker, to: { player: defender }, amount: power });
      continue;
    }
    const blockers = combat.blockers.filter((b) => b.blocking === id && onBattlefield(txn, b.card)).map((b) => txn.card(b.card));
    const trample = hasKeyword(attacker, "trample");
    if (blockers.length === 0) {
      if (trample) out.push({ source: attacker, to: { player: defender }, amount: power });
      else txn.note(`${attacker.def.name} is blocked, and no creature blocks it any more, so it assigns no combat damage`, "510.1c");
      continue;
    }
    out.push(...divideAmongBlockers(txn, attacker, blockers, defender, power, trample, assigned));
  }
  for (const { card: id, blocking } of combat.blockers) {
    if (!onBattlefield(txn, id) || !onBattlefield(txn, blocking)) continue;
    const blocker = txn.card(id);
    const power = powerOf(blocker);
    if (deals(blocker) && power > 0) out.push({ source: blocker, to: { card: blocking }, amount: power });
  }
  return out;
}

/**
 * 510.1c: a blocked creature's damage divided among its blockers as its controller chooses. The
 * scenario format has no answer for the division (docs/rulings.md M19): each blocker in the order
 * the blocks were declared is assigned lethal damage (1 from a creature with deathtouch, 702.2c),
 * and the rest goes to the last one — or, with trample, to the player it attacks (702.19b).
 */
function divideAmongBlockers(txn: MtgTxn, attacker: MtgCard, blockers: readonly MtgCard[], defender: PlayerId, power: number, trample: boolean, assigned: Map<string, number>): Assignment[] {
  const out: Assignment[] = [];
  let left = power;
  blockers.forEach((b, i) => {
    const lethal = hasKeyword(attacker, "deathtouch") ? 1 : Math.max(0, toughnessOf(b) - b.damage - (assigned.get(b.id) ?? 0));
    const last = i === blockers.length - 1 && !trample;
    const amount = last ? left : Math.min(left, lethal);
    if (amount <= 0) return;
    assigned.set(b.id, (assigned.get(b.id) ?? 0) + amount);
    out.push({ source: attacker, to: { card: b.id }, amount });
    left -= amount;
  });
  if (trample && left > 0) out.push({ source: attacker, to: { player: defender }, amount: left });
  if (blockers.length > 1 || trample) {
    const division = out.map((a) => `${a.amount} to ${"player" in a.to ? a.to.player : txn.name(a.to.card)}`).join(", ");
    const rule = trample ? "702.19b" : "510.1c";
    txn.emit({ type: "choice", player: attacker.controller, prompt: `how ${attacker.def.name} assigns its ${power} combat damage [${txn.cite(rule)}]`, answer: division, defaulted: true });
  }
  return out;
}

/** 510.2: one assignment dealt, unless a shield prevents it (615.1, 702.16e). */
function deal(txn: MtgTxn, a: Assignment): void {
  const name = a.source.def.name;
  const recipient = "player" in a.to ? a.to.player : txn.name(a.to.card);
  const prevented = preventedBy(txn, a);
  if (prevented) {
    txn.note(`${prevented.why}: the ${a.amount} combat damage ${name} would deal to ${recipient} is prevented`, prevented.rule);
    return;
  }
  const amount = applyPrevention(txn, a.source.id, a.to, a.amount, `${name} would deal to ${recipient}`);
  if (amount <= 0) return;
  if ("player" in a.to) {
    txn.note(`${name} deals ${amount} combat damage to ${a.to.player}`, "510.2");
    changeLife(txn, a.to.player, -amount, "120.3a");
    triggerOnCombatDamageToPlayer(txn, a.source, a.to.player);
  } else {
    const target = txn.card(a.to.card);
    const deathtouch = hasKeyword(a.source, "deathtouch");
    txn.writeCard({ ...target, damage: target.damage + amount, ...(deathtouch ? { deathtouched: true } : {}) });
    txn.note(`${name} deals ${amount} combat damage to ${target.def.name}${deathtouch ? " (deathtouch)" : ""}`, deathtouch ? "702.2b" : "120.3e");
  }
  if (hasKeyword(a.source, "lifelink")) changeLife(txn, a.source.controller, amount, "702.15b");
}

function preventedBy(txn: MtgTxn, a: Assignment): { rule: string; why: string } | undefined {
  const shields = txn.state.combatDamagePrevented ?? [];
  if (shields.length > 0) return { rule: "615.1", why: `${shields[0]} prevents all combat damage this turn` };
  if (hasTurnEffect(a.source, "deals-no-combat-damage")) return { rule: "615.1", why: `all combat damage ${a.source.def.name} would deal this turn is prevented` };
  if ("card" in a.to) {
    const target = txn.card(a.to.card);
    const protection = protectionsOf(target).find((p) => hasProtectionQuality(a.source, p));
    if (protection) return { rule: "702.16e", why: `${target.def.name} has ${protection.toLowerCase()}` };
  }
  return undefined;
}

/** "Whenever a creature you control deals combat damage to a player" (510.2): once for each creature that did; and a creature's own such trigger. */
function triggerOnCombatDamageToPlayer(txn: MtgTxn, source: MtgCard, player: PlayerId): void {
  // Scion of Darkness: its own "whenever ~ deals combat damage to a player", about that player.
  for (const ability of source.def.abilities) {
    if (ability.kind === "triggered" && ability.trigger === "whenever-this-deals-combat-damage-to-a-player") queueTrigger(txn, { source: source.id, controller: source.controller, ability, x: 0, player });
  }
  for (const permanent of battlefield(txn.state)) {
    if (permanent.controller !== source.controller) continue;
    for (const ability of permanent.def.abilities) {
      if (ability.kind === "triggered" && ability.trigger === "whenever-your-creature-deals-combat-damage-to-a-player") queueTrigger(txn, { source: permanent.id, controller: permanent.controller, ability, x: 0 });
    }
  }
}
