/**
 * Activating abilities other than by the `cycle` step: `activate` may name a cycling ability too,
 * and then it is cycling. Mana abilities (605) don't use the stack; other abilities go on it
 * (602.2) after their costs are paid.
 */
import { sicknessReason, summoningSick } from "./summoning-sickness.js";
import type { CardId, ChoiceAnswer, PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import { discardCards } from "./discard.js";
import type { MtgActivatedAbility, CyclingAbility, ManaAbility, MtgCost } from "./cards.js";
import { characteristicsOf, cyclingName, manaAbilityKinds, manaKindsOf } from "./characteristics.js";
import { activationTotalCost, chooseX, manaOf } from "./costs.js";
import { currentCyclingAbilities, cycle } from "./cycling.js";
import { needFor, type ManaKind } from "./mana.js";
import { moveCard } from "./moves.js";
import { payCrew } from "./crew.js";
import { checkSacrifice, paySacrifice } from "./sacrifice-cost.js";
import { bindTargetX } from "./x-targets.js";
import { payCost } from "./payment.js";
import { tapPermanent } from "./tapping.js";
import { exert } from "./untaps.js";
import { changeMana } from "./players.js";
import { takePriority } from "./priority.js";
import { pushStack } from "./stack-objects.js";
import { triggerWard } from "./ward-trigger.js";
import { payWaterbendTaps } from "./waterbend.js";
import type { MtgCard } from "./state.js";
import { chooseTarget } from "./targets.js";
import type { MtgTxn } from "./txn.js";

export interface ActivateRequest {
  readonly player: PlayerId;
  readonly card: CardId;
  readonly ability: number | string;
  readonly x?: number;
  readonly tap?: readonly CardId[];
  readonly search?: string;
}

type Activatable = CyclingAbility | ManaAbility | MtgActivatedAbility;

/** A card's activated abilities (cycling, mana, others) in printed order, 1-based as scenarios count them. */
export function activatableAbilities(card: MtgCard): Activatable[] {
  // Its abilities now: a land made an Island has lost those of its text (305.7).
  const def = characteristicsOf(card);
  const out: Activatable[] = def.abilities.filter((a): a is Activatable => a.kind === "cycling" || a.kind === "mana" || a.kind === "activated");
  // A basic land's mana ability is intrinsic (305.6): it has one even if its text is only a reminder.
  if (!out.some((a) => a.kind === "mana")) {
    const kinds = manaKindsOf(def, card.chosenColor);
    if (kinds.length > 0) out.push({ kind: "mana", cost: { tapSelf: true }, produces: kinds, text: `{T}: Add ${kinds.map((k) => `{${k}}`).join(" or ")}.` });
  }
  return out;
}

function nameOf(a: Activatable): string {
  return a.kind === "cycling" ? cyclingName(a) : a.kind;
}

export function activate(txn: MtgTxn, request: ActivateRequest): void {
  const card = txn.state.cards.get(request.card);
  if (!card) txn.refuse("unknown-target", "-", `There is no card ${request.card} in this game.`, { part: "card" });
  const abilities = activatableAbilities(card);
  const which = request.ability;
  const ability = typeof which === "number" ? abilities[which - 1] : abilities.find((a) => nameOf(a).replace(/\s+/g, "") === which.toLowerCase().replace(/\s+/g, ""));
  if (!ability && typeof which === "string") {
    // A cycling ability granted to the card in hand (Homing Sliver) is not printed on it.
    const granted = currentCyclingAbilities(txn.state, card).find((a) => cyclingName(a).replace(/\s+/g, "") === which.toLowerCase().replace(/\s+/g, ""));
    if (granted) {
      cycle(txn, { ...request, ability: cyclingName(granted) });
      return;
    }
  }
  if (!ability) {
    const names = abilities.map((a, i) => `${i + 1} (${nameOf(a)})`).join(", ");
    txn.refuse("unknown-target", "602.1", `${card.def.name} has no activated ability ${JSON.stringify(which)}${abilities.length ? `; it has ${names}` : "; it has none"}.`, { part: "ability" });
  }
  if (ability.kind === "cycling") {
    cycle(txn, { ...request, ability: cyclingName(ability) });
    return;
  }
  if (request.search !== undefined) txn.flag("unused-choice", "602.1", `search: is given, but this ability doesn't search.`, { part: "to" });
  if (ability.kind === "mana") {
    if (request.x !== undefined) txn.flag("unused-choice", "605.1a", `x: is given, but a mana ability has no X.`, { part: "count" });
    if (request.tap !== undefined && !ability.cost.mana) txn.flag("unused-choice", "605.1a", `tap: is given, but this mana ability's cost has no mana to pay.`, { part: "what-item", index: 0 });
    return activateMana(txn, request.player, card, ability, request.tap);
  }
  activateOther(txn, request, card, ability);
}

/**
 * 605.3: a mana ability resolves at once and doesn't use the stack. Its cost is paid first
 * (602.2b): the tap of itself, the sacrifice, and mana in the cost (Capital City's {1}), which
 * the permanent being tapped can't help pay.
 */
function activateMana(txn: MtgTxn, player: PlayerId, card: MtgCard, ability: ManaAbility, tap: readonly CardId[] | undefined): void {
  checkOnBattlefield(txn, player, card, "605.1a");
  takePriority(txn, player);
  if (ability.cost.tapSelf && card.tapped) txn.refuse("illegal-cost", "118.3", `${card.def.name} is already tapped, so it can't be tapped for mana (118.3).`, { part: "card" });
  checkSummoningSickness(txn, card, ability.cost);
  if (ability.cost.mana) {
    const what = `the cost of ${card.def.name}'s mana ability`;
    const need = needFor(manaOf(txn, ability.cost, what), 0);
    payCost(txn, player, { mana: need, life: 0, ...(ability.cost.tapSelf ? { tapSelf: card.id } : {}) }, what, tap);
  } else if (ability.cost.tapSelf) tapPermanent(txn, card, { by: player });
  // An Eldrazi Spawn's "Sacrifice this creature: Add {C}.": the sacrifice is the cost (701.21a).
  if (ability.cost.sacrificeSelf) moveCard(txn, card.id, "graveyard", "sacrifice", { rule: "701.21a" });
  // The kind is chosen as the ability resolves, after its cost is paid (605.3b, 608.2).
  const produces = manaAbilityKinds(ability, card.chosenColor);
  if (produces.length === 0) {
    txn.note(`no color was chosen as ${card.def.name} entered, so "${ability.text}" adds no mana (rulings M83)`);
    return;
  }
  const kind = chooseManaKind(txn, player, produces, card.def.name);
  changeMana(txn, player, kind, ability.count ?? 1, "605.3a");
}

/** 302.6: a creature's {T} abilities, mana abilities or not, wait until it has been controlled since the turn began (702.10c). */
function checkSummoningSickness(txn: MtgTxn, card: MtgCard, cost: MtgCost): void {
  if (cost.tapSelf && summoningSick(txn.state, card)) txn.refuse("timing", "302.6", `${sicknessReason(card)}.`, { part: "card" });
}

function chooseManaKind(txn: MtgTxn, player: PlayerId, produces: readonly ManaKind[], name: string): ManaKind {
  const first = produces[0] ?? "C";
  if (produces.length < 2) return first;
  const next = txn.choices.peek();
  const answer: ChoiceAnswer | undefined = next?.answer;
  const wanted = typeof answer === "string" ? answer.replace(/[{}\s]/g, "").toUpperCase() : undefined;
  const chosen = produces.find((k) => k === wanted);
  if (chosen) {
    txn.choices.take();
    txn.emit({ type: "choice", player, prompt: `the mana ${name} adds`, answer: `{${chosen}}`, defaulted: false });
    return chosen;
  }
  txn.misfit(next, `a kind of mana (${produces.map((k) => `{${k}}`).join(" or ")})`, `the mana ${name} adds`);
  txn.emit({ type: "choice", player, prompt: `the mana ${name} adds`, answer: `{${first}}`, defaulted: true });
  return first;
}

function checkOnBattlefield(txn: MtgTxn, player: PlayerId, card: MtgCard, rule: string): void {
  const where = zoneOf(txn.state, card.id);
  if (where?.zone !== "battlefield") txn.refuse("timing", rule, `${card.def.name} is ${where?.zone === "battlefield" ? "on" : "in"} the ${where?.zone ?? "nowhere"}; this ability works only on the battlefield (113.6).`, { part: "card" });
  if (card.controller !== player) txn.refuse("timing", "602.2", `${card.def.name} is controlled by ${card.controller}; only its controller can activate its abilities.`, { part: "player" });
}

function activateOther(txn: MtgTxn, request: ActivateRequest, card: MtgCard, ability: MtgActivatedAbility): void {
  const { player } = request;
  const where = zoneOf(txn.state, card.id);
  if (ability.zone === "battlefield") checkOnBattlefield(txn, player, card, "113.6");
  else {
    if (where?.zone !== ability.zone) txn.refuse("timing", "113.6b", `${card.def.name} is ${where?.zone === "battlefield" ? "on" : "in"} the ${where?.zone ?? "nowhere"}; this ability works only from the ${ability.zone}.`, { part: "card" });
    if (card.owner !== player) txn.refuse("timing", "602.2", `Only ${card.def.name}'s owner can activate this ability from the ${ability.zone}.`, { part: "player" });
  }
  takePriority(txn, player);
  checkTiming(txn, player, ability, card.def.name);
  checkSummoningSickness(txn, card, ability.cost);
  txn.emit({ type: "activate", player, card: card.id, name: card.def.name, ability: ability.text });
  const what = `the cost of ${card.def.name}'s ability`;
  const mana = manaOf(txn, ability.cost, what);
  const x = chooseX(txn, player, mana, request.x, what);
  const targetSpec = ability.target ? bindTargetX(ability.target, x) : undefined;
  const target = targetSpec ? chooseTarget(txn, { controller: player, source: card.id }, targetSpec, `${card.def.name}'s ability`) : undefined;
  if (ability.target && !target) txn.refuse("illegal-cost", "602.2b", `${card.def.name}'s ability needs a target and there is none (601.2c).`, { part: "card" });
  const remove = ability.cost.removeCounters;
  if (remove && (card.counters[remove.counter] ?? 0) < remove.count) {
    txn.refuse("illegal-cost", "118.3", `${card.def.name} has ${card.counters[remove.counter] ?? 0} ${remove.counter} counter(s); the cost removes ${remove.count}.`, { part: "card" });
  }
  // 602.2b → 601.2f: effects that change activation costs apply to this ability too.
  const total = activationTotalCost(txn, player, { source: card, kind: "other", printed: ability.cost, what, x }, request.x);
  // What can't be paid in full is refused before any part is paid, waterbend's taps included (118.3).
  if (ability.cost.sacrifice) checkSacrifice(txn, player, ability.cost.sacrifice, what, ability.cost.sacrificeCount);
  if (ability.cost.discardCards !== undefined) checkDiscard(txn, player, ability.cost.discardCards, what);
  const cost = ability.cost.waterbend ? payWaterbendTaps(txn, player, mana.generic, total, ability.cost.tapSelf ? card.id : undefined) : total;
  payCost(txn, player, { ...cost, ...(ability.cost.tapSelf ? { tapSelf: card.id } : {}) }, what, request.tap);
  if (ability.cost.crew !== undefined) payCrew(txn, player, card, ability.cost.crew);
  if (remove) {
    const left = (card.counters[remove.counter] ?? 0) - remove.count;
    const now = txn.card(card.id);
    txn.writeCard({ ...now, counters: { ...now.counters, [remove.counter]: left } });
    txn.emit({ type: "stat", card: card.id, name: card.def.name, stat: `${remove.counter} counters`, delta: -remove.count, total: left });
  }
  if (ability.cost.sacrifice) paySacrifice(txn, player, ability.cost.sacrifice, what, ability.cost.sacrificeCount);
  if (ability.cost.exertSelf) exert(txn, card.id);
  if (ability.cost.discardCards !== undefined) discardCards(txn, player, ability.cost.discardCards, false);
  if (ability.cost.discardSelf) moveCard(txn, card.id, "graveyard", "discard", { rule: "701.9a" });
  if (ability.cost.sacrificeSelf) moveCard(txn, card.id, "graveyard", "sacrifice", { rule: "701.21a" });
  if (ability.cost.exileSelf) moveCard(txn, card.id, "exile", "exile", { rule: "602.2b" });
  const activated = pushStack(txn, {
    kind: "activated",
    source: card.id,
    sourceName: card.def.name,
    controller: player,
    text: ability.text,
    effect: ability.effect,
    optional: false,
    x,
    ...(targetSpec ? { targetSpec } : {}),
    ...(target ? { target } : {}),
  });
  triggerWard(txn, activated);
}

/** "Discard a card" in a cost: with fewer cards in hand it can't be paid (118.3), checked before any part is paid. */
function checkDiscard(txn: MtgTxn, player: PlayerId, count: number, what: string): void {
  const have = cardsIn(txn.state, { player, zone: "hand" }).size;
  if (have < count) txn.refuse("illegal-cost", "118.3", `${what} includes discarding ${count === 1 ? "a card" : `${count} cards`}, and ${player} has ${have === 0 ? "no card" : have} in hand.`, { part: "card" });
}

/** "Activate only as a sorcery" (602.5d) and "only during your upkeep" (602.1b). */
function checkTiming(txn: MtgTxn, player: PlayerId, ability: MtgActivatedAbility, name: string): void {
  const s = txn.state;
  if (ability.timing === "sorcery" && (s.activePlayer !== player || (s.step !== "main1" && s.step !== "main2") || s.stack.length > 0)) {
    txn.refuse("timing", "602.5d", `${name}'s ability can be activated only as a sorcery: in ${player}'s main phase with an empty stack.`, { part: "card" });
  }
  if (ability.timing === "your-upkeep" && (s.activePlayer !== player || s.step !== "upkeep")) {
    txn.refuse("timing", "602.1b", `${name}'s ability can be activated only during its controller's upkeep; it is ${s.activePlayer}'s ${s.step} step.`, { part: "card" });
  }
}
