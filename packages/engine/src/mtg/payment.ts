/**
 * Paying a total cost that is already locked in (601.2f): mana, life, tapping the source. Every
 * part is checked before any is paid, and an unpayable cost refuses the whole action (601.2h,
 * 118.3), so the caller keeps the state it had.
 */
import { asYesNo } from "../kernel/choices.js";
import { sicknessReason, summoningSick } from "./summoning-sickness.js";
import type { ActionPart, CardId, PlayerId } from "../kernel/types.js";
import { manaSources, type ManaSource } from "./characteristics.js";
import { MANA_KINDS, formatNeed, formatPool, needTotal, type ManaNeed, type ManaPool } from "./mana.js";
import { kindForChosenSource, planMana, type ManaPlan } from "./mana-plan.js";
import { changeLife, changeMana, playerOf } from "./players.js";
import { MtgRefusal, type MtgTxn } from "./txn.js";
import { tapPermanent } from "./tapping.js";

export interface TotalCost {
  readonly mana: ManaNeed;
  readonly life: number;
  /** "{T}": this permanent taps as part of the cost. */
  readonly tapSelf?: CardId;
}

/** How the payer said which sources to tap: a step's `tap:` list, or answers among its choices. */
export interface TapInstruction {
  readonly ids: readonly CardId[];
  readonly at: (index: number) => ActionPart;
}

/** The untapped mana sources `player` may tap now: not a creature that is summoning sick (302.6). */
function usableManaSources(txn: MtgTxn, player: PlayerId): ManaSource[] {
  return manaSources(txn.state, player).filter((s) => !summoningSick(txn.state, txn.card(s.id)));
}

/**
 * Pays a cost while a spell or ability resolves (118.12). The step can't be refused then, so a
 * payment an answer broke is reported as a warning and counts as not paid.
 */
export function payDuringResolution(txn: MtgTxn, player: PlayerId, cost: TotalCost, what: string): boolean {
  try {
    payCost(txn, player, cost, what, undefined);
    return true;
  } catch (e) {
    if (!(e instanceof MtgRefusal)) throw e;
    txn.violations.push(e.violation);
    txn.emit({ type: "warning", violation: e.violation });
    return false;
  }
}

/** What an "unless … pays" offer says: the question, the note when the payer can't, and the payment's name in a refusal. */
export interface PaymentOffer {
  readonly ask: string;
  readonly unable: string;
  readonly paying: string;
}

/**
 * An "unless … pays {N}" offer made as a spell or ability resolves (118.12; ward's too, 702.21a):
 * a "may" of the payer, yes by default when they can pay (M5). Returns whether it was paid.
 */
export function offerManaPayment(txn: MtgTxn, payer: PlayerId, need: ManaNeed, offer: PaymentOffer): boolean {
  if (!canPayMana(txn, payer, need)) {
    txn.note(offer.unable, "118.3");
    return false;
  }
  if (!txn.may(payer, offer.ask)) return false;
  return payDuringResolution(txn, payer, { mana: need, life: 0 }, offer.paying);
}

/** Checks that `cost` can be paid and pays it; refuses with 118.3 when it can't. */
export function payCost(txn: MtgTxn, player: PlayerId, cost: TotalCost, what: string, tap: readonly CardId[] | undefined): void {
  const life = playerOf(txn, player).life;
  if (cost.life > 0 && life < cost.life) {
    txn.refuse("illegal-cost", "118.3", `${what} includes paying ${cost.life} life, and ${player} has ${life}: a player can pay life only if their life total is at least the payment (118.3, 119.4).`);
  }
  if (cost.tapSelf !== undefined && txn.card(cost.tapSelf).tapped) {
    txn.refuse("illegal-cost", "118.3", `${txn.name(cost.tapSelf)} is already tapped, so it can't be tapped to pay ${what} (118.3).`, { part: "card" });
  }
  if (cost.tapSelf !== undefined && summoningSick(txn.state, txn.card(cost.tapSelf))) {
    txn.refuse("timing", "302.6", `${sicknessReason(txn.card(cost.tapSelf))}.`, { part: "card" });
  }
  const plan = planPayment(txn, player, cost, what, tap);
  executePlan(txn, player, plan);
  if (cost.tapSelf !== undefined) tapPermanent(txn, txn.card(cost.tapSelf), { by: player });
  if (cost.life > 0) changeLife(txn, player, -cost.life, "119.4");
}

/** Can `player` pay this mana now, from the pool and untapped sources? (Used by "you may pay" effects.) */
export function canPayMana(txn: MtgTxn, player: PlayerId, need: ManaNeed): boolean {
  return planMana(need, playerOf(txn, player).mana, usableManaSources(txn, player)) !== undefined;
}

function planPayment(txn: MtgTxn, player: PlayerId, cost: TotalCost, what: string, tap: readonly CardId[] | undefined): ManaPlan {
  const pool = playerOf(txn, player).mana;
  const sources = usableManaSources(txn, player).filter((s) => s.id !== cost.tapSelf);
  const chosen = tap !== undefined ? { ids: tap, at: (i: number): ActionPart => ({ part: "what-item", index: i }) } : tapsFromChoices(txn, player, sources, cost.mana);
  if (chosen) return planWithChosen(txn, player, cost.mana, pool, sources, chosen, what);
  const plan = planMana(cost.mana, pool, sources);
  if (!plan) {
    const makes = sources.map((s) => `${txn.name(s.id)} (${s.produces.map((k) => `{${k}}`).join("/")})`).join(", ");
    txn.refuse(
      "illegal-cost",
      "118.3",
      `${what} needs ${formatNeed(cost.mana)}, and ${player} has ${formatPool(pool)} in their mana pool and ${sources.length === 0 ? "no untapped mana source" : `untapped ${makes}`}: a cost can't be paid without the resources to pay it in full (118.3).`,
    );
  }
  return plan;
}

/**
 * Leading answers that name untapped mana sources of the player are taps: "Swamp", "Swamp".
 * Stops at the first answer that isn't one, or once the mana still due is covered.
 */
function tapsFromChoices(txn: MtgTxn, player: PlayerId, sources: readonly ManaSource[], need: ManaNeed): TapInstruction | undefined {
  const ids: CardId[] = [];
  const indices: number[] = [];
  const due = Math.max(0, needTotal(need) - MANA_KINDS.reduce((n, k) => n + playerOf(txn, player).mana[k], 0));
  while (ids.length < due) {
    const next = txn.choices.peek();
    if (!next || typeof next.answer !== "string" || asYesNo(next.answer) !== undefined) break;
    const id = txn.matchCard(next.answer, sources.map((s) => s.id).filter((s) => !ids.includes(s)));
    if (!id) break;
    txn.choices.take();
    ids.push(id);
    indices.push(next.index);
  }
  if (ids.length === 0) return undefined;
  return { ids, at: (i) => ({ part: "choice", index: indices[i] ?? 0 }) };
}

/** The payer named the sources: tap exactly those, then pay from the pool; leftover mana floats. */
function planWithChosen(txn: MtgTxn, player: PlayerId, need: ManaNeed, start: ManaPool, sources: readonly ManaSource[], chosen: TapInstruction, what: string): ManaPlan {
  let pool = start;
  const taps: { id: CardId; kind: (typeof MANA_KINDS)[number] }[] = [];
  chosen.ids.forEach((id, i) => {
    const card = txn.state.cards.get(id);
    const source = sources.find((s) => s.id === id);
    if (taps.some((t) => t.id === id)) txn.refuse("invalid-choice", "118.3", `${txn.name(id)} is named twice; a permanent taps once (118.3).`, chosen.at(i));
    if (card?.tapped) txn.refuse("illegal-cost", "118.3", `${card.def.name} is already tapped, so it can't be tapped for mana to pay ${what} (118.3).`, chosen.at(i));
    if (card && summoningSick(txn.state, card)) txn.refuse("timing", "302.6", `${sicknessReason(card)}; it can't be tapped for mana to pay ${what}.`, chosen.at(i));
    const kind = source ? kindForChosenSource(source, need, pool) : undefined;
    if (!source || kind === undefined) {
      txn.refuse("invalid-choice", "605.1a", `${card?.def.name ?? id} is not an untapped mana source ${player} controls, so it can't be tapped to pay ${what}.`, chosen.at(i));
    }
    taps.push({ id, kind });
    pool = { ...pool, [kind]: pool[kind] + 1 };
  });
  const plan = planMana(need, pool, []);
  if (!plan) {
    txn.refuse("illegal-cost", "118.3", `${what} needs ${formatNeed(need)}; tapping ${txn.names(chosen.ids)} leaves ${player} with ${formatPool(pool)}, which doesn't pay it (118.3).`, chosen.at(chosen.ids.length - 1));
  }
  return { spend: plan.spend, taps };
}

function executePlan(txn: MtgTxn, player: PlayerId, plan: ManaPlan): void {
  // Mana abilities are activated before payment (601.2g); their mana goes to the pool first.
  for (const t of plan.taps) {
    tapPermanent(txn, txn.card(t.id), { by: player });
    changeMana(txn, player, t.kind, 1, "601.2g");
  }
  for (const kind of MANA_KINDS) if (plan.spend[kind] > 0) changeMana(txn, player, kind, -plan.spend[kind], "601.2h");
}

