/**
 * The turn-based actions that begin the declare attackers and declare blockers steps (508.1,
 * 509.1): a declaration is checked whole against the rules — which creatures may attack or block,
 * restrictions (508.1c, 509.1b) and requirements (508.1d) — and refused, citing the rule, on the
 * entry that breaks it. A legal one is made: attackers tap unless they have vigilance (508.1f).
 */
import { summoningSick } from "./summoning-sickness.js";
import type { PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { MtgAttacker, MtgBlocker } from "./combat-abilities.js";
import { blockBreach, blockerCountBreach, combatStatics, hasTurnEffect, type CombatBreach } from "./combat-evasion.js";
import { battlefield, opponentsOf, isCreaturePermanent, characteristicsOf } from "./characteristics.js";
import { hasKeyword } from "./keywords.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";
import type { CombatDeclaration } from "./combat-declaration.js";
import { checkBlockRequirements } from "./block-requirements.js";
import { tapPermanent } from "./tapping.js";
import { queueTrigger } from "./intervening-if.js";

const item = (index: number) => ({ part: "what-item", index }) as const;

/** 508.1: the active player declares attackers (none when no `attack` action asked for any). */
export function declareAttackers(txn: MtgTxn, asked: CombatDeclaration["attackers"]): void {
  const active = txn.state.activePlayer;
  const opponents = opponentsOf(txn.state, active);
  const declared: MtgAttacker[] = [];
  (asked ?? []).forEach((entry, i) => {
    const card = txn.card(entry.card);
    const defender = entry.defender ?? opponents[0];
    if (defender === undefined || !opponents.includes(defender)) {
      txn.refuse("illegal-step", "508.1b", `${card.def.name} must attack an opponent of ${active} who is still in the game${entry.defender ? `, and ${entry.defender} isn't one` : ""}.`, item(i));
    }
    if (declared.some((d) => d.card === entry.card)) txn.refuse("illegal-step", "508.1a", `${card.def.name} is declared as an attacker twice; a creature attacks once.`, item(i));
    const why = cantAttack(txn, card, defender);
    if (why) txn.refuse("illegal-step", why.rule, `${card.def.name} can't attack: ${why.why}.`, item(i));
    declared.push({ card: entry.card, defender });
  });
  requireAttackers(txn, declared, opponents);
  if (declared.length === 0) {
    txn.note(`${active} declares no attackers, so the declare blockers and combat damage steps are skipped`, "508.8");
    txn.state = { ...txn.state, combat: { attackers: [], blockers: [], blocked: [], struckFirst: [] } };
    return;
  }
  for (const { card: id, defender } of declared) {
    const card = txn.card(id);
    txn.note(`${active} attacks ${defender} with ${card.def.name}`, "508.1a");
    if (hasKeyword(card, "vigilance")) {
      txn.note(`${card.def.name} has vigilance, so attacking doesn't cause it to tap`, "702.20b");
      continue;
    }
    tapPermanent(txn, card, { by: active });
  }
  txn.state = { ...txn.state, combat: { attackers: declared, blockers: [], blocked: [], struckFirst: [] } };
  // 508.3a: "Whenever this creature attacks" triggers as it is declared an attacker.
  // Its "defending player" is the player it attacks (506.2, 702.86a).
  for (const { card: id, defender } of declared) {
    for (const ability of txn.card(id).def.abilities) {
      if (ability.kind === "triggered" && ability.trigger === "whenever-attacks") queueTrigger(txn, { source: id, controller: active, ability, x: 0, player: defender });
    }
  }
}

/** Why `card` can't attack `defender` (508.1a, 302.6, 702.3b, 508.1c), or undefined when it can. */
function cantAttack(txn: MtgTxn, card: MtgCard, defender: PlayerId): CombatBreach | undefined {
  const active = txn.state.activePlayer;
  if (zoneOf(txn.state, card.id)?.zone !== "battlefield" || card.controller !== active || !isCreaturePermanent(card)) {
    return { rule: "508.1a", why: `only creatures ${active}, the active player, controls on the battlefield can attack` };
  }
  if (card.tapped) return { rule: "508.1a", why: "it is tapped" };
  if (summoningSick(txn.state, card)) {
    return { rule: "302.6", why: `${active} hasn't controlled it continuously since the turn began (it has no haste)` };
  }
  if (hasKeyword(card, "defender")) return { rule: "702.3b", why: "it has defender" };
  for (const rule of combatStatics(txn.state, card)) {
    if (rule.kind === "cant-attack-unless-graveyard") {
      const n = cardsIn(txn.state, { player: card.controller, zone: "graveyard" }).size;
      if (n < rule.n) return { rule: "508.1c", why: `it can't attack unless there are ${rule.n} or more cards in its controller's graveyard, and there are ${n}` };
    }
    if (rule.kind === "cant-attack-unless-defender-controls") {
      const has = battlefield(txn.state).some((c) => c.controller === defender && characteristicsOf(c).subtypes.some((s) => s.toLowerCase() === rule.subtype.toLowerCase()));
      if (!has) return { rule: "508.1c", why: `it can't attack unless the defending player controls ${/^[aeiou]/i.test(rule.subtype) ? "an" : "a"} ${rule.subtype}, and ${defender} controls none` };
    }
  }
  return undefined;
}

/** 508.1d: a creature that "attacks each combat if able" and could attack must be among the attackers. */
function requireAttackers(txn: MtgTxn, declared: readonly MtgAttacker[], opponents: readonly PlayerId[]): void {
  for (const card of battlefield(txn.state)) {
    if (card.controller !== txn.state.activePlayer || !isCreaturePermanent(card) || declared.some((d) => d.card === card.id)) continue;
    const must = combatStatics(txn.state, card).some((r) => r.kind === "attacks-each-combat") || hasTurnEffect(card, "attacks-if-able");
    if (!must || opponents.every((p) => cantAttack(txn, card, p) !== undefined)) continue;
    txn.refuse("illegal-step", "508.1d", `${card.def.name} attacks each combat if able, and it is able: the declaration must include it (write it in an \`attack\` step).`, { part: "phase" });
  }
}

/** 509.1: the defending players declare blockers (none when no `block` action asked for any). */
export function declareBlockers(txn: MtgTxn, asked: CombatDeclaration["blockers"]): void {
  const combat = txn.state.combat;
  if (!combat) return;
  const declared: MtgBlocker[] = [];
  (asked ?? []).forEach((entry, i) => {
    const blocker = txn.card(entry.card);
    const attacking = combat.attackers.find((a) => a.card === entry.attacker);
    const attackerName = txn.name(entry.attacker);
    if (!attacking) txn.refuse("illegal-step", "509.1a", `${attackerName} isn't an attacking creature, so nothing can block it.`, item(i));
    if (declared.some((d) => d.card === entry.card)) txn.refuse("illegal-step", "509.1a", `${blocker.def.name} is declared as a blocker twice; a creature blocks one attacker.`, item(i));
    if (zoneOf(txn.state, blocker.id)?.zone !== "battlefield" || !isCreaturePermanent(blocker) || blocker.controller !== attacking.defender) {
      txn.refuse("illegal-step", "509.1a", `${blocker.def.name} can't block ${attackerName}: only a creature ${attacking.defender}, the player it attacks, controls can block it.`, item(i));
    }
    if (blocker.tapped) txn.refuse("illegal-step", "509.1a", `${blocker.def.name} is tapped, and only untapped creatures can block.`, item(i));
    const why = blockBreach(txn.state, blocker, txn.card(entry.attacker), attacking.defender);
    if (why) txn.refuse("illegal-step", why.rule, `${blocker.def.name} can't block ${attackerName}: ${why.why}.`, item(i));
    declared.push({ card: entry.card, blocking: entry.attacker });
  });
  for (const attacker of combat.attackers) {
    const count = declared.filter((d) => d.blocking === attacker.card).length;
    const why = count > 0 ? blockerCountBreach(txn.state, txn.card(attacker.card), count) : undefined;
    const at = (asked ?? []).findIndex((e) => e.attacker === attacker.card);
    if (why) txn.refuse("illegal-step", why.rule, `These blocks are illegal: ${why.why}.`, item(Math.max(0, at)));
  }
  // 509.1c: as many requirements obeyed as restrictions allow.
  checkBlockRequirements(txn, combat, declared);
  if (declared.length === 0) txn.note(`no creatures block`, "509.1");
  for (const d of declared) txn.note(`${txn.card(d.card).controller} blocks ${txn.name(d.blocking)} with ${txn.name(d.card)}`, "509.1a");
  // 509.1h: an attacker blocked by one or more creatures is a blocked creature for the rest of combat.
  const blocked = combat.attackers.filter((a) => declared.some((d) => d.blocking === a.card)).map((a) => a.card);
  txn.state = { ...txn.state, combat: { ...combat, blockers: declared, blocked } };
}
