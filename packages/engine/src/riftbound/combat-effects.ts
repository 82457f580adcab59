import type { CardId, PlayerId } from "../kernel/types.js";
import type { Effect } from "./cards.js";
import { keywordValue } from "./combat-keywords.js";
import { killIfLethallyDamaged } from "./damage.js";
import { rememberKilled } from "./killed.js";
import { mightOf } from "./might.js";
import { moveCard } from "./moves.js";
import type { Txn } from "./txn.js";
import { chooseUnit, describeUnitTarget, pickUnit, unitsFor } from "./unit-effects.js";

/**
 * Effects that change how a unit fights this turn or kill by Might: stun (423), a keyword given
 * for the turn ([Assault N]: Perfect Execution, Shadow Clone), a base Might set for the turn
 * (Dragon Form), and the kills that read a unit's Might (Lacerate, Public Execution). Each "this
 * turn" change ends in the Expiration Step or when the unit changes zone (124.1).
 */

/** "Stun an enemy unit" (423): stunned, it adds no Might to combat damage this turn (423.1.b). */
export function stunUnit(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "stun" }>): void {
  const id = chooseUnit(txn, player, source, effect.target, "to stun", "355.6");
  if (id === undefined) return;
  txn.patchCard(id, { stunned: true });
  txn.emit({ type: "note", text: `${txn.card(id).def.name} is stunned: it deals no combat damage this turn`, rule: "423.1.b" });
}

/** "Give me [Assault 4] this turn" / "Ready a unit and give it [Assault 3] this turn". */
export function giveKeywordThisTurn(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "give-keyword-this-turn" }>): void {
  const id = effect.target === "self" ? source : chooseUnit(txn, player, source, effect.target, effect.ready ? "to ready" : `to give [${effect.keyword}]`, "355.6");
  const card = id === undefined ? undefined : txn.state.cards.get(id);
  if (id === undefined || !card) return;
  if (effect.ready && card.exhausted) {
    txn.patchCard(id, { exhausted: false });
    txn.emit({ type: "state", what: `${card.def.name} is readied` });
  }
  txn.patchCard(id, { keywordsThisTurn: [...(card.keywordsThisTurn ?? []), effect.keyword] });
  const keyword = effect.keyword.split(/\s+/)[0] ?? effect.keyword;
  txn.emit({ type: "note", text: `${card.def.name} has [${effect.keyword}] this turn ([${keyword} ${keywordValue(txn.state, id, keyword)}] in all); Might now ${mightOf(txn.state, id) ?? 0}` });
}

/** Dragon Form: the chosen unit's base Might is `might` this turn; what modifies it still applies on top. */
export function setBaseMightThisTurn(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "base-might-this-turn" }>): void {
  const id = chooseUnit(txn, player, source, effect.target, `whose base Might becomes ${effect.might}`, "355.6");
  if (id === undefined) return;
  txn.patchCard(id, { baseMightThisTurn: effect.might });
  const card = txn.card(id);
  txn.emit({ type: "note", text: `${card.def.name}'s base Might becomes ${effect.might} this turn (printed ${card.def.might ?? 0}); Might now ${mightOf(txn.state, id) ?? 0}` });
  // A lower base Might can make the damage already marked lethal (143.2.a).
  killIfLethallyDamaged(txn, id, "might-change");
}

/** Lacerate: the chosen unit is disempowered if it is Empowered, then killed if its Might is now `mightAtMost` or less. */
export function disempowerThenKillIfWeak(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "disempower-then-kill-if-weak" }>): void {
  const id = chooseUnit(txn, player, source, effect.target, "to disempower and kill if weak", "355.6");
  if (id === undefined) return;
  const card = txn.card(id);
  if (card.empowered === true) {
    txn.patchCard(id, { empowered: undefined });
    txn.emit({ type: "state", what: `${card.def.name} is disempowered` });
  }
  const might = Math.max(0, mightOf(txn.state, id) ?? 0);
  if (might > effect.mightAtMost) {
    txn.emit({ type: "note", text: `${card.def.name} has ${might} Might, more than ${effect.mightAtMost}: it is not killed` });
    return;
  }
  txn.emit({ type: "note", text: `${card.def.name} has ${might} Might, ${effect.mightAtMost} or less: it is killed` });
  rememberKilled(txn, id);
  moveCard(txn, id, "trash", "kill", { rule: "428" });
}

/** Mel, Defiant Soul: a unit that fits, with `mightAtMost` Might or less, is chosen and banished (427); with none, nothing (055). */
export function banishChosenUnit(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "banish-unit" }>): void {
  const bound = effect.mightAtMost;
  const fitting = unitsFor(txn, player, source, effect.target).filter((id) => bound === undefined || Math.max(0, mightOf(txn.state, id) ?? 0) <= bound);
  const what = `${describeUnitTarget(effect.target)}${bound === undefined ? "" : ` with ${bound} [M] or less`}`;
  const id = pickUnit(txn, player, fitting, `${what} to banish`, "355.6");
  if (id === undefined) {
    txn.emit({ type: "note", text: `there is no ${what.replace(/^an? /, "")} to banish`, rule: "055" });
    return;
  }
  moveCard(txn, id, "banishment", "banish", { rule: "427", by: player });
}

/**
 * Public Execution: a friendly unit is chosen, then an enemy unit with less Might than it, which is
 * killed. Both are chosen as the spell resolves; with no enemy unit weaker, nothing is killed.
 */
export function killEnemyWeakerThanFriendly(txn: Txn, player: PlayerId, source: CardId): void {
  const friendly = chooseUnit(txn, player, source, "friendly-unit", "to measure against", "355.6");
  if (friendly === undefined) return;
  const bar = Math.max(0, mightOf(txn.state, friendly) ?? 0);
  const weaker = unitsFor(txn, player, source, "enemy-unit").filter((id) => Math.max(0, mightOf(txn.state, id) ?? 0) < bar);
  const { picked, invalid } = txn.pickCards(player, `an enemy unit with less Might than ${txn.card(friendly).def.name} (${bar}) to kill`, weaker, 1, "355.6");
  const target = picked[0] ?? (invalid.length > 0 ? weaker[0] : undefined);
  if (target === undefined) {
    txn.emit({ type: "note", text: `no enemy unit has less Might than ${txn.card(friendly).def.name} (${bar}): nothing is killed` });
    return;
  }
  rememberKilled(txn, target);
  moveCard(txn, target, "trash", "kill", { rule: "428" });
}
