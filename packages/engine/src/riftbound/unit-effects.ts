import { signed } from "../kernel/signed.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import { describeMatch, matchesCard } from "./card-match.js";
import type { Effect, UnitTarget } from "./cards.js";
import { allEnemyUnitsHere, dealDamage, unitsOnBoard } from "./damage.js";
import { mightOf } from "./might.js";
import { moveCard } from "./moves.js";
import { rememberKilled } from "./killed.js";
import { choosableBy } from "./choosable.js";
import type { Txn } from "./txn.js";

/**
 * Effects on one unit on the board that the controller chooses: a "this turn" Might change, damage
 * (417), a unit put into its owner's Main Deck. Each reads which units it may choose from its
 * `UnitTarget`; with none to choose, the effect does nothing and the transcript says so.
 */

/** The units an effect of `player`'s (from `source`) may choose, each player's in turn order. */
export function unitsFor(txn: Txn, player: PlayerId, source: CardId, target: UnitTarget): CardId[] {
  return targetedUnits(txn, player, source, target).filter((id) => choosableBy(txn.state, id, player));
}

function targetedUnits(txn: Txn, player: PlayerId, source: CardId, target: UnitTarget): CardId[] {
  switch (target) {
    case "unit":
      return unitsOnBoard(txn);
    case "friendly-unit":
      return unitsOnBoard(txn).filter((id) => txn.card(id).controller === player);
    case "enemy-unit":
      return unitsOnBoard(txn).filter((id) => txn.card(id).controller !== player);
    case "enemy-unit-here":
      return allEnemyUnitsHere(txn, player, source);
    case "unit-at-battlefield":
      return unitsOnBoard(txn).filter((id) => txn.card(id).at !== undefined);
    case "enemy-unit-at-battlefield":
      return unitsOnBoard(txn).filter((id) => txn.card(id).at !== undefined && txn.card(id).controller !== player);
  }
}

const TARGET_WORDS: Readonly<Record<UnitTarget, string>> = {
  unit: "a unit",
  "friendly-unit": "a friendly unit",
  "enemy-unit": "an enemy unit",
  "enemy-unit-here": "an enemy unit here",
  "unit-at-battlefield": "a unit at a battlefield",
  "enemy-unit-at-battlefield": "an enemy unit at a battlefield",
};

/** How a target reads in a prompt, as the card prints it: "a unit at a battlefield". */
export function describeUnitTarget(target: UnitTarget): string {
  return TARGET_WORDS[target];
}

export function chooseUnit(txn: Txn, player: PlayerId, source: CardId, target: UnitTarget, doing: string, rule: string): CardId | undefined {
  const chosen = pickUnit(txn, player, unitsFor(txn, player, source, target), `${describeUnitTarget(target)} ${doing}`, rule);
  if (chosen === undefined) txn.emit({ type: "note", text: `there is no ${describeUnitTarget(target).replace(/^an? /, "")} ${doing}` });
  return chosen;
}

/**
 * The one unit an effect must choose. An answer naming a unit it can't choose is reported with
 * `rule` (the targeting, 355.6); the choice is still made, by default, as for any unanswered one (R3).
 */
export function pickUnit(txn: Txn, player: PlayerId, candidates: readonly CardId[], prompt: string, rule: string, upTo = false): CardId | undefined {
  const { picked, invalid } = txn.pickCards(player, prompt, candidates, 1, rule, upTo);
  const fallback = picked.length === 0 && invalid.length > 0 ? candidates[0] : undefined;
  if (fallback !== undefined) txn.emit({ type: "choice", player, prompt, answer: txn.card(fallback).def.name, defaulted: true });
  return picked[0] ?? fallback;
}

/**
 * Forgotten Relic: "When you burn a unit this way, do this: Give a friendly unit +[M] equal to the
 * burned card's Might this turn". The burned card is in the trash, so its Might is its printed one.
 */
export function ifBurnedGiveItsMight(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "if-burned-give-its-might" }>): void {
  const burned = (txn.memory.burned ?? []).find((id) => txn.state.cards.has(id) && matchesCard(txn, player, id, effect.match));
  if (burned === undefined) {
    txn.emit({ type: "note", text: `no ${describeMatch(effect.match)} was burned this way: nothing more happens`, rule: "R25" });
    return;
  }
  const might = txn.card(burned).def.might ?? 0;
  txn.emit({ type: "note", text: `${txn.card(burned).def.name} was burned, with ${might} Might`, rule: "R25" });
  const id = chooseUnit(txn, player, source, effect.target, `to give ${signed(might)} [M] this turn`, "355.6");
  if (id !== undefined) addMightThisTurn(txn, id, might);
}

/** "Give me / a unit +N [M] this turn": it lasts until the Expiration Step or the unit leaves its zone (317, 124.1). */
export function giveMightThisTurn(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "might" }>): void {
  const id = effect.target === "self" ? source : chooseUnit(txn, player, source, effect.target, `to give ${signed(effect.amount)} [M] this turn`, "355.6");
  if (id === undefined) return;
  addMightThisTurn(txn, id, effect.amount);
  if (effect.unchoosableByEnemies && txn.state.cards.get(id)) {
    txn.patchCard(id, { unchoosableByEnemies: true });
    txn.emit({ type: "note", text: `${txn.card(id).def.name} can't be chosen by enemy spells and abilities this turn` });
  }
}

/** +N (or -N) [M] on a unit until the Expiration Step, or until it leaves its zone (317, 124.1). */
export function addMightThisTurn(txn: Txn, id: CardId, amount: number): void {
  const card = txn.state.cards.get(id);
  if (!card) return;
  txn.patchCard(id, { mightThisTurn: card.mightThisTurn + amount });
  txn.emit({ type: "stat", card: id, name: card.def.name, stat: "might", delta: amount, total: mightOf(txn.state, id) ?? 0, until: "end of turn" });
}


/**
 * "Deal N to <a unit>" (417). Twisted Fate's "and M to all other enemy units here"; Consuming
 * Curse's bonus damage for each card of its name in your trash; Smite's "If it would die this
 * turn, banish it instead", set before the damage so that its own damage's kill is replaced.
 */
export function dealToUnit(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "deal" }>): void {
  const candidates = unitsFor(txn, player, source, effect.target);
  const what = effect.upTo ? `up to one ${describeUnitTarget(effect.target).replace(/^an? /, "")}` : describeUnitTarget(effect.target);
  const prompt = effect.target === "enemy-unit-here" ? "an enemy unit here" : `${what} to deal damage to`;
  const target = pickUnit(txn, player, candidates, prompt, "417", effect.upTo === true);
  if (target === undefined) {
    txn.emit({ type: "note", text: candidates.length > 0 && effect.upTo ? "no unit is chosen, so no damage is dealt" : "no unit to deal damage to" });
    return;
  }
  const others = effect.othersHere;
  // "All other enemy units here" chooses none of them, so a unit that can't be chosen is hit too (R29).
  const rest = others === undefined ? [] : targetedUnits(txn, player, source, effect.target).filter((id) => id !== target);
  if (effect.banishIfItWouldDie) {
    txn.patchCard(target, { banishIfItWouldDie: player });
    txn.emit({ type: "note", text: `if ${txn.card(target).def.name} would die this turn, it is banished instead`, rule: "427" });
  }
  // Each unit's damage, and its death if lethal (143.2.a), is its own: none affects another's.
  dealDamage(txn, target, effect.amount + bonusDamage(txn, player, source, effect.bonusPerSameNameInTrash));
  for (const id of rest) if (txn.state.cards.get(id) && zoneOf(txn.state, id)?.zone === "battlefield") dealDamage(txn, id, others ?? 0);
}

/** Consuming Curse: N bonus damage for each card with the source's name in its controller's trash, counted as it deals the damage. */
function bonusDamage(txn: Txn, player: PlayerId, source: CardId, perCard: number | undefined): number {
  if (perCard === undefined) return 0;
  const name = txn.state.cards.get(source)?.def.name;
  const same = [...cardsIn(txn.state, { player, zone: "trash" })].filter((id) => !txn.card(id).token && txn.card(id).def.name === name).length;
  txn.emit({ type: "note", text: `${same} card${same === 1 ? "" : "s"} named ${name ?? source} in ${player}'s trash: ${same * perCard} bonus damage` });
  return same * perCard;
}

/** "Kill a unit at a battlefield", "Kill a gear": the chosen permanent is killed (428); a Deathknell follows (808). */
export function killChosen(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "kill" }>): void {
  const id =
    effect.target === "gear"
      ? pickUnitOrNote(txn, player, gearOnBoard(txn), "a gear to kill")
      : chooseUnit(txn, player, source, effect.target, "to kill", "355.6");
  if (id === undefined) {
    // No unit killed: "the killed unit" of a later instruction is none (Death from Below's "if it had …").
    txn.memory.killedMight = undefined;
    return;
  }
  rememberKilled(txn, id);
  moveCard(txn, id, "trash", "kill", { rule: "428" });
}

/** Every gear on the board (in a base), each player's in turn order. */
function gearOnBoard(txn: Txn): CardId[] {
  return txn.state.players.flatMap((p) => [...cardsIn(txn.state, { player: p, zone: "base" })].filter((id) => txn.card(id).def.type === "gear"));
}

function pickUnitOrNote(txn: Txn, player: PlayerId, candidates: readonly CardId[], prompt: string): CardId | undefined {
  const chosen = pickUnit(txn, player, candidates, prompt, "355.6");
  if (chosen === undefined) txn.emit({ type: "note", text: `there is nothing to choose for ${prompt}` });
  return chosen;
}

/**
 * Keeper's Verdict: the chosen unit's owner places it on the top or the bottom of their Main Deck
 * (answered "top" or "bottom"; unanswered, the top, the first the text names, marked as a default,
 * R3). A token put there ceases to exist (186.1).
 */
export function unitToOwnersDeck(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "unit-to-owners-deck" }>): void {
  const id = chooseUnit(txn, player, source, effect.target, "to put into its owner's Main Deck", "355.6");
  if (id === undefined) return;
  const owner = txn.card(id).owner;
  const next = txn.choices.peek();
  const answer = typeof next?.answer === "string" ? next.answer.trim().toLowerCase() : undefined;
  const named = answer === "top" || answer === "bottom" ? answer : undefined;
  if (named) txn.choices.take();
  else txn.misfit(next, "top or bottom", `where ${owner} places ${txn.card(id).def.name} in their Main Deck`);
  const position = named ?? "top";
  txn.emit({ type: "choice", player: owner, prompt: `the top or bottom of ${owner}'s Main Deck for ${txn.card(id).def.name}`, answer: position, defaulted: named === undefined });
  moveCard(txn, id, "main-deck", "put", { position });
}
