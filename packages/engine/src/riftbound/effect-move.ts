import type { CardId, PlayerId } from "../kernel/types.js";
import type { Effect } from "./cards.js";
import { battlefieldName, locationOf, playersAt, unitsAt } from "./battlefields.js";
import { mightOf } from "./might.js";
import { moveByEffect } from "./movement.js";
import { addMightThisTurn, describeUnitTarget, pickUnit, unitsFor } from "./unit-effects.js";
import type { Txn } from "./txn.js";

/** "Spells, abilities, or other effects may cause a Move"; the source says what it may move and where (444, 444.1). */
const EFFECT_MOVE_RULE = "444";

type MoveUnit = Extract<Effect, { kind: "move-unit" }>;
type Destination = CardId | "base";

/**
 * Twilight Step, Shuriken Flip, Shadow Dash: the controller chooses a unit the effect may move,
 * then where it goes, and it moves (420.2.a). Unlike the Standard Move nothing is exhausted and
 * an exhausted unit may be moved; a unit moves between battlefields, or between a battlefield and
 * its controller's base (106.2.d: no one else's), never to where it already is, nor to a
 * battlefield with units of two other players (144.4.a.1, which holds for moves of all kinds).
 */
export function moveUnitByEffect(txn: Txn, player: PlayerId, source: CardId, effect: MoveUnit): void {
  const candidates = unitsFor(txn, player, source, effect.target).filter((id) => fitsMight(txn, id, effect.mightAtMost));
  const what = `${describeUnitTarget(effect.target)}${effect.mightAtMost === undefined ? "" : ` with ${effect.mightAtMost} [M] or less`}`;
  const unit = pickUnit(txn, player, candidates, `${what} to move`, EFFECT_MOVE_RULE);
  if (unit === undefined) {
    txn.emit({ type: "note", text: `there is no ${what.replace(/^an? /, "")} to move`, rule: "055" });
    return;
  }
  const name = txn.card(unit).def.name;
  const destination = chooseDestination(txn, player, unit, destinationsFor(txn, player, unit, effect));
  if (destination === undefined) {
    txn.emit({ type: "note", text: `${name} has nowhere it may be moved to, so it stays where it is`, rule: "055" });
    return;
  }
  txn.emit({ type: "note", text: `${name} is moved by ${txn.card(source).def.name}: not a Standard Move, so it is not exhausted`, rule: EFFECT_MOVE_RULE });
  moveByEffect(txn, unit, destination);
  if (effect.ifExactlyYourUnitsThere && destination !== "base") exactlyYourUnitsThere(txn, player, destination, effect.ifExactlyYourUnitsThere);
}

/**
 * Zed, Without a Sound: "Move me and a Shadow Clone you control to each other's locations". Its
 * controller chooses one of their units with that name on the board; the source then moves to that
 * unit's location and the unit to the source's, as one effect's two moves (444): neither is a
 * Standard Move, and each unit's "When I move" triggers. Units already at the same location don't
 * move (a move goes to another location); with no such unit, or the source off the board, nothing
 * happens (055). A battlefield either arrives at is contested once the ability has resolved (464.1).
 * Rulings R36.
 */
export function swapLocationsWith(txn: Txn, player: PlayerId, source: CardId, name: string): void {
  const self = txn.state.cards.get(source);
  const here = self ? locationOf(txn.state, source) : undefined;
  if (!self || here === undefined) {
    txn.emit({ type: "note", text: `${self?.def.name ?? source} is no longer on the board: nothing moves`, rule: "055" });
    return;
  }
  const wanted = name.toLowerCase();
  const candidates = unitsFor(txn, player, source, "friendly-unit").filter((id) => id !== source && txn.card(id).def.name.toLowerCase() === wanted);
  const other = pickUnit(txn, player, candidates, `a ${name} you control to trade places with`, EFFECT_MOVE_RULE);
  if (other === undefined) {
    txn.emit({ type: "note", text: `${player} controls no ${name} on the board: nothing moves`, rule: "055" });
    return;
  }
  const there = locationOf(txn.state, other);
  if (there === undefined || there === here) {
    txn.emit({ type: "note", text: `${self.def.name} and ${txn.card(other).def.name} are at the same location: neither moves`, rule: EFFECT_MOVE_RULE });
    return;
  }
  txn.emit({ type: "note", text: `${self.def.name} and ${txn.card(other).def.name} are moved to each other's locations by the ability: not Standard Moves, so neither is exhausted`, rule: EFFECT_MOVE_RULE });
  moveByEffect(txn, source, there);
  moveByEffect(txn, other, here);
}

function fitsMight(txn: Txn, id: CardId, atMost: number | undefined): boolean {
  // A negative Might counts as 0 when an ability reads it (143.2.b).
  return atMost === undefined || Math.max(0, mightOf(txn.state, id) ?? 0) <= atMost;
}

/** The locations the unit may go to: battlefields in the game's order, then its controller's base. */
function destinationsFor(txn: Txn, player: PlayerId, unit: CardId, effect: MoveUnit): Destination[] {
  const from = locationOf(txn.state, unit);
  const controller = txn.card(unit).controller;
  const battlefields = Object.keys(txn.state.battlefields).filter((bf) => {
    if (bf === from) return false;
    if (playersAt(txn.state, bf).filter((p) => p !== controller).length >= 2) return false;
    return effect.to === "anywhere" || unitsAt(txn.state, bf, player).length > 0;
  });
  return effect.to === "anywhere" && from !== "base" ? [...battlefields, "base"] : battlefields;
}

/**
 * The controller names a battlefield, or `base`; unanswered, the first location that fits
 * (battlefields first), marked as a default (R3). A battlefield or `base` the effect doesn't allow
 * is reported citing 444.1 and the default is taken, as for any choice an effect can't take.
 */
function chooseDestination(txn: Txn, player: PlayerId, unit: CardId, options: readonly Destination[]): Destination | undefined {
  const prompt = `where to move ${txn.card(unit).def.name}`;
  const next = txn.choices.peek();
  const saysBase = typeof next?.answer === "string" && next.answer.trim().toLowerCase() === "base";
  if (saysBase && options.includes("base")) {
    txn.choices.take();
    txn.emit({ type: "choice", player, prompt, answer: `${txn.card(unit).controller}'s base`, defaulted: false });
    return "base";
  }
  if (saysBase) {
    txn.choices.take();
    txn.flag("invalid-choice", EFFECT_MOVE_RULE, `"base" is not a location this effect may move ${txn.card(unit).def.name} to (444.1): it may go to ${describeOptions(txn, options)}.`, { part: "choice", index: next.index });
    return defaultDestination(txn, player, prompt, options);
  }
  const battlefields = options.filter((o): o is CardId => o !== "base");
  if (battlefields.length === 0) return defaultDestination(txn, player, prompt, options);
  const { picked, invalid } = txn.pickCards(player, prompt, battlefields, 1, EFFECT_MOVE_RULE);
  if (picked[0] !== undefined) return picked[0];
  return invalid.length > 0 ? defaultDestination(txn, player, prompt, options) : undefined;
}

function defaultDestination(txn: Txn, player: PlayerId, prompt: string, options: readonly Destination[]): Destination | undefined {
  const first = options[0];
  if (first !== undefined) txn.emit({ type: "choice", player, prompt, answer: describeDestination(txn, first), defaulted: true });
  return first;
}

function describeOptions(txn: Txn, options: readonly Destination[]): string {
  return options.length === 0 ? "nowhere" : options.map((o) => describeDestination(txn, o)).join(", ");
}

function describeDestination(txn: Txn, destination: Destination): string {
  return destination === "base" ? "base" : battlefieldName(txn.state, destination);
}

/** Shadow Dash: "If you have exactly two units there, they each get +1 [M] this turn", counted once the unit has moved. */
function exactlyYourUnitsThere(txn: Txn, player: PlayerId, battlefield: CardId, rider: { readonly count: number; readonly might: number }): void {
  const yours = unitsAt(txn.state, battlefield, player);
  const where = battlefieldName(txn.state, battlefield);
  if (yours.length !== rider.count) {
    txn.emit({ type: "note", text: `${player} has ${yours.length} unit${yours.length === 1 ? "" : "s"} at ${where}, not exactly ${rider.count}: no Might is given` });
    return;
  }
  txn.emit({ type: "note", text: `${player} has exactly ${rider.count} units at ${where}: each gets +${rider.might} [M] this turn` });
  for (const id of yours) addMightThisTurn(txn, id, rider.might);
}
