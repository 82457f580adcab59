/**
 * Requirements on blocking (509.1c): "blocks it this turn if able" (Monstrous Step). A declaration
 * of blockers is illegal if it obeys fewer requirements than the most that could be obeyed
 * without disobeying a restriction (509.1b). Only creatures given a requirement this turn are
 * looked at (state.blockRequirements), never the whole battlefield. How "could be obeyed" is
 * searched is docs/rulings.md M63.
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { MtgBlocker, MtgCombat } from "./combat-abilities.js";
import { blockBreach, blockerCountBreach } from "./combat-evasion.js";
import { isCreaturePermanent } from "./characteristics.js";
import type { MtgTxn } from "./txn.js";

interface Requirement {
  readonly blocker: CardId;
  readonly attacker: CardId;
}

/** The requirements in force now: each creature's "blocks <attacker> this turn if able" (its `pumps`; a move clears them, 400.7). */
function requirementsNow(txn: MtgTxn): Requirement[] {
  const out: Requirement[] = [];
  for (const id of new Set(txn.state.blockRequirements ?? [])) {
    if (zoneOf(txn.state, id)?.zone !== "battlefield") continue;
    for (const p of txn.card(id).pumps) if (p.mustBlock !== undefined) out.push({ blocker: id, attacker: p.mustBlock });
  }
  return out;
}

/**
 * The attacker `left` left the battlefield: should it return, it is a new object (400.7), which
 * no requirement to block "it" names. Costs the number of creatures with a requirement.
 */
export function endRequirementsToBlock(txn: MtgTxn, left: CardId): void {
  for (const id of new Set(txn.state.blockRequirements ?? [])) {
    const card = txn.state.cards.get(id);
    if (card?.pumps.some((p) => p.mustBlock === left)) txn.writeCard({ ...card, pumps: card.pumps.filter((p) => p.mustBlock !== left) });
  }
}

const obeys = (declared: readonly MtgBlocker[], r: Requirement): boolean => declared.some((d) => d.card === r.blocker && d.blocking === r.attacker);
const obeyedCount = (declared: readonly MtgBlocker[], all: readonly Requirement[]): number => all.filter((r) => obeys(declared, r)).length;

/**
 * 509.1c: refuses the declaration when a requirement it doesn't obey could be obeyed by a
 * declaration that obeys more of them and breaks no restriction.
 */
export function checkBlockRequirements(txn: MtgTxn, combat: MtgCombat, declared: readonly MtgBlocker[]): void {
  if (!txn.state.blockRequirements?.length) return;
  const all = requirementsNow(txn);
  const have = obeyedCount(declared, all);
  for (const r of all) {
    if (obeys(declared, r)) continue;
    const better = withRequirementObeyed(txn, combat, declared, r, all);
    if (!better || obeyedCount(better, all) <= have) continue;
    const blocker = txn.name(r.blocker);
    const attacker = txn.name(r.attacker);
    const others = better.filter((d) => d.card !== r.blocker && !declared.some((e) => e.card === d.card && e.blocking === d.blocking)).map((d) => txn.name(d.card));
    const how = others.length > 0 ? ` (with ${others.join(" and ")} blocking beside it, so no restriction is broken)` : "";
    txn.refuse("illegal-step", "509.1c", `${blocker} blocks ${attacker} this turn if able, and it is able${how}: the declaration must obey that requirement (write it in a \`block\` step).`, { part: "phase" });
  }
}

/**
 * A declaration like `declared` but with `r` obeyed: its blocker moved to block its attacker,
 * creatures that obey no requirement taken out where too many block one attacker, and idle
 * untapped creatures added where too few do (509.1c's example: both creatures block). Undefined
 * when no such declaration breaks no restriction.
 */
function withRequirementObeyed(txn: MtgTxn, combat: MtgCombat, declared: readonly MtgBlocker[], r: Requirement, all: readonly Requirement[]): MtgBlocker[] | undefined {
  const attacking = combat.attackers.find((a) => a.card === r.attacker);
  if (!attacking) return undefined;
  const defender = attacking.defender;
  if (!canBlock(txn, r.blocker, r.attacker, defender)) return undefined;
  const formerly = declared.find((d) => d.card === r.blocker)?.blocking;
  let next: MtgBlocker[] = [...declared.filter((d) => d.card !== r.blocker), { card: r.blocker, blocking: r.attacker }];
  for (const attacker of formerly === undefined ? [r.attacker] : [r.attacker, formerly]) {
    const fixed = fixCount(txn, next, attacker, r, all, defender);
    if (!fixed) return undefined;
    next = fixed;
  }
  return next;
}

/** Whether `blocker` may block `attacker` at all: an untapped creature of the defending player, with no restriction against it (509.1a, 509.1b). */
function canBlock(txn: MtgTxn, blocker: CardId, attacker: CardId, defender: PlayerId): boolean {
  if (zoneOf(txn.state, blocker)?.zone !== "battlefield" || zoneOf(txn.state, attacker)?.zone !== "battlefield") return false;
  const card = txn.card(blocker);
  return isCreaturePermanent(card) && !card.tapped && card.controller === defender && blockBreach(txn.state, card, txn.card(attacker), defender) === undefined;
}

/** Makes the number of creatures blocking `attacker` one its restrictions allow, as above; undefined if it can't. */
function fixCount(txn: MtgTxn, declared: MtgBlocker[], attacker: CardId, kept: Requirement, all: readonly Requirement[], defender: PlayerId): MtgBlocker[] | undefined {
  let next = declared;
  const count = () => next.filter((d) => d.blocking === attacker).length;
  const breach = () => (count() > 0 ? blockerCountBreach(txn.state, txn.card(attacker), count()) : undefined);
  if (!breach()) return next;
  // Too many: drop blockers of it that obey no requirement, one at a time.
  for (const d of next.filter((e) => e.blocking === attacker && e.card !== kept.blocker && !all.some((r) => r.blocker === e.card && r.attacker === attacker))) {
    if (!breach()) break;
    next = next.filter((e) => e !== d);
  }
  if (!breach()) return next;
  // Too few: add the defending player's idle creatures that could block it.
  for (const id of txn.state.zones[defender]?.["battlefield"] ?? []) {
    if (!breach()) break;
    if (next.some((e) => e.card === id) || !canBlock(txn, id, attacker, defender)) continue;
    next = [...next, { card: id, blocking: attacker }];
  }
  return breach() ? undefined : next;
}
