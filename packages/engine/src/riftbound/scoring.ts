import { removeHiddenAfterControlChange } from "./facedown.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefieldController, battlefieldName, isBattlefield, playersAt, scoreKey, unitsAt } from "./battlefields.js";
import { drawCards } from "./effects.js";
import { fireReturnsOnHold } from "./banish-until-hold.js";
import { addPoints, reachedVictory, resourcesOf, VICTORY_SCORE } from "./resources.js";
import { fireBattlefieldTriggers, firePlayerTriggers, fireTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * Scoring a battlefield (467–471): a Conquer when a player gains control of it (469.1), a Hold
 * when they keep control of it in their Beginning Phase (469.2); each battlefield once per player
 * per turn (470). A step names the battlefield, or a unit there.
 */

/** The battlefield a step means: the card itself, or the battlefield a unit is at. */
export function battlefieldMeant(txn: Txn, id: CardId, rule: string): CardId {
  if (isBattlefield(txn.state, id)) return id;
  const card = txn.card(id);
  if (card.at !== undefined) return card.at;
  return txn.refuse("illegal-step", rule, `${card.def.name} is neither a battlefield nor a unit at one, so it names no battlefield to score (${rule}).`, { part: "card" });
}

/**
 * A showdown or combat at `battlefield` ended with only `player`'s units there: they establish
 * control, which is a Conquer if they haven't scored it this turn (466.5, 466.5.d, 469.1).
 */
export function conquer(txn: Txn, player: PlayerId, id: CardId): void {
  const battlefield = battlefieldMeant(txn, id, "469.1");
  const name = battlefieldName(txn.state, battlefield);
  const present = playersAt(txn.state, battlefield);
  if (!present.includes(player)) {
    txn.refuse("illegal-step", "466.5", `${player} has no units at ${name}: control goes to the player with units remaining there (466.5).`, { part: "card" });
  }
  const others = present.filter((p) => p !== player);
  if (others.length > 0) {
    txn.refuse("illegal-step", "466.5", `${others.join(" and ")} still ${others.length > 1 ? "have" : "has"} units at ${name}: only a player whose units are the only ones there establishes control (466.5). A combat there is resolved by ending its showdown (\`showdown: end\`).`, { part: "card" });
  }
  if (battlefieldController(txn.state, battlefield) === player) {
    txn.refuse("illegal-step", "469.1", `${player} already controls ${name}: a Conquer is gaining control of a battlefield (469.1).`, { part: "card" });
  }
  refuseScoredTwice(txn, player, battlefield, name);
  endShowdownAt(txn, battlefield);
  establishControl(txn, player, battlefield);
}

/**
 * `player` establishes control of `battlefield` (466.5): a Conquer when they haven't scored it this
 * turn (466.5.d, 469.1), otherwise control alone.
 */
export function establishControl(txn: Txn, player: PlayerId, battlefield: CardId): void {
  const name = battlefieldName(txn.state, battlefield);
  txn.state = { ...txn.state, battlefields: { ...txn.state.battlefields, [battlefield]: player } };
  if (txn.state.scoredThisTurn.includes(scoreKey(player, battlefield))) {
    txn.emit({ type: "state", what: `${player} establishes control of ${name}, already scored this turn: no Conquer [466.5.d, 470]` });
    removeHiddenAfterControlChange(txn, battlefield, player);
    return;
  }
  txn.emit({ type: "state", what: `${player} conquers ${name} [469.1]` });
  removeHiddenAfterControlChange(txn, battlefield, player);
  score(txn, player, battlefield, "conquer");
  // All trigger at once (471.2.a, 383.4.c); their one controller orders them (383.3.d): the
  // units' "When I conquer" first, then the battlefield's, then the player's other cards'.
  fireTriggers(txn, player, "when-conquer", unitsAt(txn.state, battlefield, player));
  fireBattlefieldTriggers(txn, player, "you-conquer-here", battlefield);
  firePlayerTriggers(txn, player, "you-conquer");
}

/** The turn player holds a battlefield they control, in their Beginning Phase (315.2.b.2, 469.2). */
export function hold(txn: Txn, player: PlayerId, id: CardId): void {
  const battlefield = battlefieldMeant(txn, id, "469.2");
  const name = battlefieldName(txn.state, battlefield);
  const s = txn.state;
  if (s.turnPlayer !== player || s.phase !== "beginning") {
    txn.refuse("illegal-step", "469.2", `A Hold is scored in the holding player's own Beginning Phase; it is ${s.turnPlayer}'s ${s.phase} phase (469.2, 315.2.b.2).`, { part: "card" });
  }
  if (battlefieldController(s, battlefield) !== player) {
    const who = battlefieldController(s, battlefield);
    txn.refuse("illegal-step", "469.2", `${player} doesn't control ${name} (${who === null ? "no one does" : `${who} does`}): a Hold is keeping control of a battlefield (469.2).`, { part: "card" });
  }
  refuseScoredTwice(txn, player, battlefield, name);
  holdBattlefield(txn, player, battlefield);
}

/**
 * The Beginning Phase's scoring: the turn player holds every battlefield they control that they
 * haven't scored this turn (315.2.b.2, 470), in the order the scenario lists them.
 */
export function holdAll(txn: Txn, player: PlayerId): void {
  for (const [battlefield, controller] of Object.entries(txn.state.battlefields)) {
    if (controller === player && !txn.state.scoredThisTurn.includes(scoreKey(player, battlefield))) holdBattlefield(txn, player, battlefield);
  }
}

function holdBattlefield(txn: Txn, player: PlayerId, battlefield: CardId): void {
  txn.emit({ type: "state", what: `${player} holds ${battlefieldName(txn.state, battlefield)} [469.2]` });
  score(txn, player, battlefield, "hold");
  // All trigger at once (471.2.b, 383.4.d); ordered as a Conquer's are.
  fireTriggers(txn, player, "when-hold", unitsAt(txn.state, battlefield, player));
  fireBattlefieldTriggers(txn, player, "you-hold-here", battlefield);
  firePlayerTriggers(txn, player, "you-hold");
  // Delayed abilities waiting for this player's Hold (Ashe, Focused's "When they hold").
  fireReturnsOnHold(txn, player);
}

function refuseScoredTwice(txn: Txn, player: PlayerId, battlefield: CardId, name: string): void {
  if (txn.state.scoredThisTurn.includes(scoreKey(player, battlefield))) {
    txn.refuse("illegal-step", "470", `${player} has already scored ${name} this turn: a player scores each battlefield once per turn (470).`, { part: "card" });
  }
}

/**
 * Scoring gains one point (471.1). The Final Point through a Conquer needs every battlefield
 * scored this turn; otherwise the player draws a card instead (471.1.b.1).
 */
function score(txn: Txn, player: PlayerId, battlefield: CardId, how: "conquer" | "hold"): void {
  txn.state = { ...txn.state, scoredThisTurn: [...txn.state.scoredThisTurn, scoreKey(player, battlefield)] };
  const points = resourcesOf(txn, player).points;
  const everyOne = Object.keys(txn.state.battlefields).every((b) => txn.state.scoredThisTurn.includes(scoreKey(player, b)));
  if (how === "conquer" && points + 1 >= VICTORY_SCORE && !everyOne) {
    txn.emit({ type: "note", text: `${player} would gain the Final Point by a Conquer without having scored every battlefield this turn, so draws a card instead`, rule: "471.1.b.1" });
    drawCards(txn, player, 1);
    return;
  }
  addPoints(txn, player, 1, "471.1");
  if (reachedVictory(txn, player)) {
    txn.emit({ type: "note", text: `${player} reaches the Victory Score (${VICTORY_SCORE}) with more points than any opponent and wins at the next cleanup; the engine does not end the game, so later steps are still replayed`, rule: "472" });
  }
}

/** The showdown (and any combat) at `battlefield` is over (466.7). */
function endShowdownAt(txn: Txn, battlefield: CardId): void {
  // A showdown started by a bare `showdown: start` has no place: a conquest ends it too.
  const placeless = txn.state.showdown && txn.state.showdownAt === undefined && txn.state.combat === undefined;
  if (!placeless && txn.state.showdownAt !== battlefield && txn.state.combat?.battlefield !== battlefield) return;
  txn.state = { ...txn.state, showdown: false, showdownAt: undefined, combat: undefined };
  txn.emit({ type: "state", what: `the showdown at ${battlefieldName(txn.state, battlefield)} ends` });
}
