import { cardsIn } from "../kernel/zones.js";
/**
 * The total cost of a cycling ability (601.2f), locked in before payment: the printed cost or an
 * alternative one (118.9), X (601.2b), plus increases, minus reductions. Reductions of generic
 * mana touch only the generic part and never take it below zero (118.7a). Typecycling costs are
 * cycling costs, so the same effects change them (702.29f).
 */
import type { PlayerId } from "../kernel/types.js";
import type { CyclingAbility, MtgCost } from "./cards.js";
import { covers, staticsInForce } from "./characteristics.js";
import { formatNeed, needFor, parseManaCost, type ManaCost, type ManaNeed } from "./mana.js";
import type { TotalCost } from "./payment.js";
import type { MtgCard } from "./state.js";
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

export function cyclingTotalCost(txn: MtgTxn, player: PlayerId, card: MtgCard, ability: CyclingAbility, givenX: number | undefined): LockedCost {
  const what = `${card.def.name}'s ${ability.variant.kind === "draw" ? "cycling" : ability.variant.label.toLowerCase()} cost`;
  const typecycling = ability.variant.kind === "typecycling";
  const printed = manaOf(txn, ability.cost, what);

  // 601.2b: an alternative cost is announced with the other choices.
  const alternative = alternativeCost(txn, player, what);
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
    x = chooseX(txn, player, printed, givenX, what);
    need = needFor(printed, x);
    life = ability.cost.life ?? 0;
  }

  let generic = need.generic;
  for (const { source, effect } of staticsInForce(txn.state, "cycling-cost")) {
    if (effect.change !== "increase" || !covers(effect.whose, source.controller, player)) continue;
    generic += effect.amount;
    txn.note(`${source.def.name} increases ${what} by {${effect.amount}}`, typecycling ? "601.2f / 702.29f" : "601.2f");
  }
  for (const { source, effect } of staticsInForce(txn.state, "cycling-cost")) {
    if (effect.change !== "reduce" || !covers(effect.whose, source.controller, player)) continue;
    const amount = effect.upTo ? reductionChosen(txn, player, source.def.name, effect.amount) : effect.amount;
    const applied = Math.min(amount, generic);
    generic -= applied;
    const untouched = formatNeed({ generic: 0, specific: need.specific });
    const limit = applied < amount ? ` (only the generic part can be reduced${untouched === "{0}" ? "" : `; ${untouched} stays`})` : "";
    txn.note(`${source.def.name} reduces ${what} by {${applied}}${limit}`, typecycling ? "118.7a / 702.29f" : "118.7a");
  }
  const total: ManaNeed = { generic, specific: need.specific };
  if (generic !== need.generic || alternative) txn.note(`${what} is locked in at ${formatNeed(total)}${life > 0 ? ` and ${life} life` : ""}`, "601.2f");
  return { mana: total, life, x };
}

/** New Perspectives: with 7+ cards in hand (the card being cycled counts: it is still there), "you may pay {0}". */
function alternativeCost(txn: MtgTxn, player: PlayerId, what: string): ManaCost | undefined {
  const hand = cardsIn(txn.state, { player, zone: "hand" }).size;
  for (const { source, effect } of staticsInForce(txn.state, "cycling-alternative-cost")) {
    if (source.controller !== player || hand < effect.minHand) continue;
    const mana = parseManaCost(effect.mana);
    if (!mana) continue;
    if (txn.may(player, `pay ${effect.mana} rather than ${what} (${source.def.name}) [${txn.cite("118.9")}]`)) return mana;
  }
  return undefined;
}

/** "Up to {N} less": the payer chooses; unanswered, the full reduction (the choice that helps them). */
function reductionChosen(txn: MtgTxn, player: PlayerId, source: string, max: number): number {
  const { value, invalid } = txn.number(player, `how much ${source} reduces the cost (0 to ${max})`, 0, max, max);
  if (invalid !== undefined) txn.refuse("invalid-choice", "601.2f", `${source} reduces the cost by up to {${max}}: answer a whole number from 0 to ${max}.`, { part: "choice", index: invalid });
  return value;
}
