/**
 * The total cost of an activated ability (601.2f by 602.2b), locked in before payment: the
 * printed cost or an alternative one (118.9), X (601.2b), plus increases, minus reductions.
 * Reductions of generic mana touch only the generic part and never take it below zero (118.7a).
 * Typecycling costs are cycling costs, so the same effects change them (702.29f).
 */
import type { PlayerId } from "../kernel/types.js";
import type { CyclingAbility, MtgCost } from "./cards.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import { covers, staticsInForce, isCreaturePermanent } from "./characteristics.js";
import { formatNeed, needFor, needTotal, parseManaCost, type ManaCost, type ManaNeed } from "./mana.js";
import type { TotalCost } from "./payment.js";
import type { MtgCard, MtgState } from "./state.js";
import type { MtgTxn } from "./txn.js";

export interface LockedCost extends TotalCost {
  readonly x: number;
}

/** Reads a printed cost's mana; a cost the engine can't read can't be paid (rather than be misread). */
export function manaOf(txn: MtgTxn, cost: MtgCost, what: string): ManaCost {
  const parsed = parseManaCost(cost.mana ?? "");
  if (!parsed) txn.refuse("illegal-cost", "601.2f", `${what} has a mana cost the engine can't read ("${cost.mana}").`, { part: "ability" });
  return parsed;
}

/** X for a cost with {X}: the step's `x`, else 0 (recorded as a default). */
export function chooseX(txn: MtgTxn, player: PlayerId, mana: ManaCost, given: number | undefined, what: string): number {
  if (mana.x === 0) {
    if (given !== undefined) txn.flag("unused-choice", "107.3", `x: ${given} is given, but ${what} has no {X} in its cost.`, { part: "count" });
    return 0;
  }
  if (given === undefined) {
    txn.emit({ type: "choice", player, prompt: `the value of X for ${what} [${txn.cite("601.2b")}]`, answer: "0", defaulted: true });
    return 0;
  }
  if (!Number.isInteger(given) || given < 0) txn.refuse("invalid-choice", "107.3", `X must be a whole number, 0 or more; ${given} was given.`, { part: "count" });
  txn.emit({ type: "choice", player, prompt: `the value of X for ${what} [${txn.cite("601.2b")}]`, answer: String(given), defaulted: false });
  return given;
}

/** Which kind of activated ability a cost belongs to: cost effects name the abilities they change. */
export type AbilityKind = "cycling" | "typecycling" | "other";

/** The ability whose total cost is being determined: whose it is, what it is, what is printed. */
export interface CostSubject {
  readonly source: MtgCard;
  readonly kind: AbilityKind;
  readonly printed: MtgCost;
  /** "Eternal Dragon's plainscycling cost": how notes and refusals name this cost. */
  readonly what: string;
  /** X when it was chosen already (601.2b comes before the targets of 601.2c). */
  readonly x?: number;
}

export function cyclingTotalCost(txn: MtgTxn, player: PlayerId, card: MtgCard, ability: CyclingAbility, givenX: number | undefined): LockedCost {
  const kind: AbilityKind = ability.variant.kind === "draw" ? "cycling" : "typecycling";
  const what = `${card.def.name}'s ${ability.variant.kind === "draw" ? "cycling" : ability.variant.label.toLowerCase()} cost`;
  return activationTotalCost(txn, player, { source: card, kind, printed: ability.cost, what }, givenX);
}

/**
 * 601.2f, for an activated ability by 602.2b: the printed cost or an alternative one (118.9; only
 * cycling costs have one here), X (601.2b), plus every increase, minus every reduction, then
 * locked in. Reductions with a floor ("can't reduce the mana in that cost to less than one mana")
 * are applied first: 601.2f lets reductions apply in any order, and that order leaves the payer
 * the cheapest cost (docs/rulings.md M10).
 */
export function activationTotalCost(txn: MtgTxn, player: PlayerId, subject: CostSubject, givenX: number | undefined): LockedCost {
  const { what, kind } = subject;
  const printed = manaOf(txn, subject.printed, what);

  // 601.2b: an alternative cost is announced with the other choices.
  const alternative = kind === "other" ? undefined : alternativeCost(txn, player, what);
  let need: ManaNeed;
  let life: number;
  let x: number;
  if (alternative) {
    need = needFor(alternative, 0);
    life = 0;
    // Paying an alternative cost without {X} leaves X no value but 0. No rule says so for an
    // ability's cost: the reading follows 601.2b (a variable cost is announced as the cost is
    // determined) and 107.3a (X is then chosen), by analogy with 107.3b for spells (rulings M6).
    x = 0;
    if (printed.x > 0) txn.note(`X is 0: the alternative cost has no {X}`, "601.2b");
    if (givenX !== undefined && givenX !== 0) txn.flag("invalid-choice", "601.2b", `x: ${givenX} can't be used: the alternative cost ${formatNeed(need)} has no {X}, so X is 0.`, { part: "count" });
  } else {
    x = subject.x ?? chooseX(txn, player, printed, givenX, what);
    need = needFor(printed, x);
    life = subject.printed.life ?? 0;
  }

  const changes = costChangesFor(txn, player, subject);
  const rule = (base: string) => (kind === "typecycling" ? `${base} / 702.29f` : base);
  let generic = need.generic;
  for (const { source, effect } of changes.filter((c) => c.effect.change === "increase")) {
    generic += effect.amount;
    txn.note(`${source.def.name} increases ${what} by {${effect.amount}}`, rule("601.2f"));
  }
  const specific = needTotal({ ...need, generic: 0 });
  const reductions = changes.filter((c) => c.effect.change === "reduce").sort((a, b) => b.effect.floor - a.effect.floor);
  for (const { source, effect } of reductions) {
    const amount = effect.upTo ? reductionChosen(txn, player, source.def.name, effect.amount) : effect.amount;
    // 118.7a: generic mana only; a floor keeps one mana of the whole cost.
    const room = effect.floor > 0 ? Math.max(0, Math.min(generic, generic + specific - effect.floor)) : generic;
    const applied = Math.min(amount, room);
    const stoppedByFloor = applied < Math.min(amount, generic);
    generic -= applied;
    txn.note(`${source.def.name} reduces ${what} by {${applied}}${reductionLimit(applied, amount, stoppedByFloor, need)}`, rule("118.7a"));
  }
  const total: ManaNeed = { ...need, generic };
  if (generic !== need.generic || changes.length > 0 || alternative) txn.note(`${what} is locked in at ${formatNeed(total)}${life > 0 ? ` and ${life} life` : ""}`, "601.2f");
  return { mana: total, life, x };
}

/** Why a reduction took less than it says: the colored part stays (118.7a), or its floor. */
function reductionLimit(applied: number, amount: number, stoppedByFloor: boolean, need: ManaNeed): string {
  if (applied >= amount) return "";
  if (stoppedByFloor) return " (it can't reduce the mana in that cost to less than one mana)";
  const untouched = formatNeed({ ...need, generic: 0 });
  return ` (only the generic part can be reduced${untouched === "{0}" ? "" : `; ${untouched} stays`})`;
}

/** The cost effects in force that change this ability's cost (601.2f, 702.29f, 109.2). */
function costChangesFor(txn: MtgTxn, player: PlayerId, subject: CostSubject) {
  return staticsInForce(txn.state, "activation-cost").filter(({ source, effect }) => {
    if (!covers(effect.whose, source.controller, player)) return false;
    if (effect.abilities === "cycling") return subject.kind !== "other";
    // "Activated abilities of creatures": a creature is a permanent (109.2), so a creature card
    // cycled from a hand is not one.
    if (effect.abilities === "of-creatures") return zoneOf(txn.state, subject.source.id)?.zone === "battlefield" && isCreaturePermanent(subject.source);
    return true;
  });
}

/**
 * An alternative to a cycling cost (118.9, at most one: 118.9a): New Perspectives with seven or
 * more cards in hand (the card being cycled counts: it is still there), Gavi, Nest Warden for the
 * first card its controller cycles this turn — counting cards cycled before Gavi was there
 * (docs/rulings.md M11). "You may": unanswered, yes (rulings M5).
 */
function alternativeCost(txn: MtgTxn, player: PlayerId, what: string): ManaCost | undefined {
  for (const offer of cyclingCostPermissions(txn.state, player)) {
    const mana = parseManaCost(offer.mana);
    if (!mana) continue;
    if (txn.may(player, `pay ${offer.mana} rather than ${what} (${offer.source}) [${txn.cite("118.9")}]`)) return mana;
  }
  return undefined;
}

/** The permissions in force to pay another cost for `player`'s next cycling cost. */
export function cyclingCostPermissions(state: MtgState, player: PlayerId): { source: string; mana: string }[] {
  const hand = cardsIn(state, { player, zone: "hand" }).size;
  const cycled = state.playerState[player]?.cycledThisTurn ?? 0;
  return staticsInForce(state, "cycling-alternative-cost")
    .filter(({ source, effect }) => source.controller === player && hand >= effect.minHand && !(effect.firstEachTurn && cycled > 0))
    .map(({ source, effect }) => ({ source: source.def.name, mana: effect.mana }));
}
/** "Up to {N} less": the payer chooses; unanswered, the full reduction (the choice that helps them). */
function reductionChosen(txn: MtgTxn, player: PlayerId, source: string, max: number): number {
  const { value, invalid } = txn.number(player, `how much ${source} reduces the cost (0 to ${max})`, 0, max, max);
  if (invalid !== undefined) txn.refuse("invalid-choice", "601.2f", `${source} reduces the cost by up to {${max}}: answer a whole number from 0 to ${max}.`, { part: "choice", index: invalid });
  return value;
}
