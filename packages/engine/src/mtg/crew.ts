/**
 * Crew N (702.122a): "Tap any number of untapped creatures you control with total power N or
 * more: This Vehicle becomes an artifact creature until end of turn." The creatures are chosen
 * one by one until their power reaches N; tapping them is a cost, not a {T} of their own, so a
 * creature that came under its controller's control this turn can crew (302.6 restricts only
 * {T} and {Q} costs of its own abilities).
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefield, characteristicsOf, isCreaturePermanent, powerOf } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import { tapPermanent } from "./tapping.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

/**
 * The power a creature crews with: its power, or more for "crews Vehicles as though its power were
 * 2 greater" (Valor's Flagship's Pilots); never less than 0.
 */
function crewPower(c: MtgCard): number {
  const bonus = characteristicsOf(c).abilities.reduce((n, a) => n + (a.kind === "static" && a.effect.kind === "crews-as-though-power-greater" ? a.effect.amount : 0), 0);
  return Math.max(0, powerOf(c) + bonus);
}

export function payCrew(txn: MtgTxn, player: PlayerId, vehicle: MtgCard, n: number): void {
  const crew = (): MtgCard[] => battlefield(txn.state).filter((c) => c.controller === player && !c.tapped && isCreaturePermanent(c));
  const available = crew().reduce((sum, c) => sum + crewPower(c), 0);
  if (available < n) {
    txn.refuse("illegal-cost", "702.122a", `${vehicle.def.name}'s Crew ${n} needs untapped creatures ${player} controls with total power ${n} or more; they have ${available}.`, { part: "card" });
  }
  const chosen: CardId[] = [];
  let total = 0;
  while (total < n) {
    const open = crew().filter((c) => !chosen.includes(c.id));
    const pick = txn.pickCard(player, `a creature to crew ${vehicle.def.name} with (power ${total} of ${n})`, open.map((c) => c.id), false);
    if (pick.invalid) txn.flag("invalid-choice", "702.122a", `"${pick.invalid.answer}" is not an untapped creature ${player} controls; the first one is used.`, { part: "choice", index: pick.invalid.index });
    const id = pick.card ?? open[0]?.id;
    if (id === undefined) break;
    chosen.push(id);
    total += crewPower(txn.card(id));
  }
  for (const id of chosen) tapPermanent(txn, txn.card(id), { by: player });
  txn.note(`${chosen.map((id) => txn.name(id)).join(", ")} crew ${vehicle.def.name} (total power ${total})`, "702.122a");
}

/** The crew ability resolving: the Vehicle is an artifact creature until end of turn (702.122a; 514.2 ends it). */
export function becomeCreatureUntilEndOfTurn(txn: MtgTxn, ctx: EffectContext): void {
  const card = txn.state.cards.get(ctx.source);
  if (!card || !battlefield(txn.state).some((c) => c.id === card.id)) {
    txn.note(`${ctx.sourceName} is no longer on the battlefield`, "608.2b");
    return;
  }
  txn.writeCard({ ...card, pumps: [...card.pumps, { power: 0, toughness: 0, becomesCreature: true }] });
  txn.note(`${card.def.name} becomes an artifact creature until end of turn`, "702.122a");
}

/**
 * "Tap two other untapped creatures you control" as a payment on resolution (118.12: Tidal
 * Terror): the player chooses them one by one among their untapped creatures but the source;
 * tapping them isn't a {T} of their own, so summoning sickness doesn't matter (302.6). With too
 * few, nothing is tapped and the payment isn't made (118.3). Returns whether it was paid.
 */
export function payTapOtherCreatures(txn: MtgTxn, player: PlayerId, source: CardId, sourceName: string, n: number): boolean {
  const open = (): MtgCard[] => battlefield(txn.state).filter((c) => c.controller === player && c.id !== source && !c.tapped && isCreaturePermanent(c));
  if (open().length < n) {
    txn.note(`${player} controls ${open().length} other untapped creature${open().length === 1 ? "" : "s"}, fewer than ${n}, so they can't pay and nothing happens`, "118.3");
    return false;
  }
  const chosen: CardId[] = [];
  for (let i = 1; i <= n; i++) {
    const left = open().filter((c) => !chosen.includes(c.id));
    const pick = txn.pickCard(player, `a creature to tap for ${sourceName} (${i} of ${n})`, left.map((c) => c.id), false);
    if (pick.invalid) txn.flag("invalid-choice", "118.12", `"${pick.invalid.answer}" is not another untapped creature ${player} controls; the first one is used.`, { part: "choice", index: pick.invalid.index });
    const id = pick.card ?? left[0]?.id;
    if (id !== undefined) chosen.push(id);
  }
  for (const id of chosen) tapPermanent(txn, txn.card(id), { by: player });
  txn.note(`${player} taps ${chosen.map((id) => txn.name(id)).join(" and ")} for ${sourceName}`, "118.12");
  return true;
}
