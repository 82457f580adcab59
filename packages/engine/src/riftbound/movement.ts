import { attach, detach } from "../kernel/zones.js";
import { moveAttachments } from "./equip.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { hasKeyword } from "./card-words.js";
import { battlefieldController, battlefieldName, isBattlefield, locationOf, playersAt, unitsAt } from "./battlefields.js";
import { continueWith } from "./pending.js";
import { putTriggeredOnChain } from "./chain.js";
import { fireBattlefieldTriggers, fireTriggers } from "./triggers.js";
import type { Txn } from "./txn.js";

/**
 * The Standard Move (144): a player exhausts a ready unit of theirs to move it from their base to
 * a battlefield, or from a battlefield to their base; with [Ganking], from battlefield to
 * battlefield. Then its "When I move" abilities trigger, and a move to a battlefield its
 * controller doesn't control contests it, which opens a showdown there (or a combat, with an
 * opponent's units present: 464.2).
 */
export function standardMove(txn: Txn, player: PlayerId, id: CardId, to: CardId | "base"): void {
  const card = txn.card(id);
  const s = txn.state;
  if (card.def.type !== "unit") {
    txn.refuse("illegal-step", "446", `${card.def.name} is a ${card.def.type}: only units move (446).`, { part: "card" });
  }
  if (card.controller !== player) {
    txn.refuse("illegal-step", "144", `${card.def.name} is controlled by ${card.controller}; only its controller can move it with a Standard Move (144).`, { part: "card" });
  }
  if (s.turnPlayer !== player || s.phase !== "main") {
    txn.refuse("illegal-step", "144.1.a", `A Standard Move is made in its player's own Main Phase; it is ${s.turnPlayer}'s ${s.phase} phase (144.1.a).`, { part: "card" });
  }
  if (s.showdown) {
    txn.refuse("illegal-step", "144.1.c", `A Standard Move can't be made during a showdown or combat (144.1.c).`, { part: "card" });
  }
  const from = locationOf(s, id);
  if (from === undefined) {
    txn.refuse("illegal-step", "144.4", `${card.def.name} is not on the board (not in a base or at a battlefield), so it can't move (144.4).`, { part: "card" });
  }
  if (to !== "base" && !isBattlefield(s, to)) {
    txn.refuse("illegal-step", "144.4", `${txn.card(to).def.name} is not a battlefield of this game: a unit moves to a battlefield or to its base (144.4).`, { part: "to" });
  }
  if (from === to) {
    txn.refuse("illegal-step", "144.4", `${card.def.name} is already ${to === "base" ? "in its base" : `at ${battlefieldName(s, to)}`}: a move goes somewhere else (144.4).`, { part: "to" });
  }
  if (from !== "base" && to !== "base" && !hasKeyword(card.def, "Ganking")) {
    txn.refuse("illegal-step", "144.4.c.1", `${card.def.name} is at ${battlefieldName(s, from!)} and has no [Ganking]: only a unit with Ganking moves from battlefield to battlefield (144.4.c.1); others go back to their base first (144.4.b).`, { part: "to" });
  }
  if (to !== "base") {
    const others = playersAt(s, to).filter((p) => p !== player);
    if (others.length >= 2) {
      txn.refuse("illegal-step", "144.4.a.1", `${battlefieldName(s, to)} already has units of ${others.join(" and ")}: a unit can't move to a battlefield with units of 2 other players (144.4.a.1).`, { part: "to" });
    }
  }
  if (card.exhausted) {
    txn.refuse("illegal-step", "144.2", `${card.def.name} is exhausted: exhausting the unit is the Standard Move's cost, so an exhausted unit can't make one (144.2).`, { part: "card" });
  }
  txn.patchCard(id, { exhausted: true });
  txn.emit({ type: "exhaust", card: id, name: card.def.name });
  fireMoveTriggers(txn, player, id, to, moveUnit(txn, id, to));
  if (to !== "base") {
    // The move's cleanup contests the battlefield once the move's own triggers are placed (446, 464.1).
    txn.pending.schedule(continueWith(() => contest(txn, player, to)));
  }
}

/**
 * Moving is a change of position on the board, not of zone: nothing about the unit changes (446.1)
 * but that it has moved this turn. Returns whether this is its first move of the turn.
 */
function moveUnit(txn: Txn, id: CardId, to: CardId | "base"): boolean {
  const card = txn.card(id);
  const first = card.movedThisTurn !== true;
  const fromText = card.at !== undefined ? battlefieldName(txn.state, card.at) : "base";
  const zone = to === "base" ? "base" : "battlefield";
  const { state } = detach(txn.state, id);
  txn.state = attach(state, id, { player: card.controller, zone }, "any");
  txn.patchCard(id, { at: to === "base" ? undefined : to, movedThisTurn: true });
  txn.emit({ type: "state", what: `${card.def.name} moves: ${fromText} → ${to === "base" ? `${card.controller}'s base` : battlefieldName(txn.state, to)} [446]` });
  moveAttachments(txn, id);
  return first;
}

/** A move's triggers, the same for every kind of move: "When I move", "The first time I move each turn", "When I move to a battlefield". */
function fireMoveTriggers(txn: Txn, controller: PlayerId, id: CardId, to: CardId | "base", first: boolean): void {
  fireTriggers(txn, controller, "when-move", [id]);
  if (first) fireTriggers(txn, controller, "first-move-each-turn", [id]);
  if (to !== "base") fireTriggers(txn, controller, "when-move-to-battlefield", [id]);
}

/**
 * A move that a spell or an ability makes (420.2.a, 444): no Standard Move, so nothing is paid and
 * the unit's ready or exhausted state is as it was. Its "When I move" abilities trigger as for any
 * move; a battlefield its controller doesn't control is contested once the spell or ability has
 * finished resolving, since a showdown or combat only begins with the chain empty (464.1).
 */
export function moveByEffect(txn: Txn, id: CardId, to: CardId | "base"): void {
  const controller = txn.card(id).controller;
  fireMoveTriggers(txn, controller, id, to, moveUnit(txn, id, to));
  if (to === "base") return;
  txn.afterResolution(continueWith(() => arriveAtBattlefield(txn, controller, to)));
}

/**
 * A unit played to a battlefield, or moved there by an effect, arrives as a moved unit does: one
 * its controller doesn't control becomes contested, which opens a showdown or a combat (464.1,
 * 464.2), once the unit's own "When you play me" abilities are placed. While a showdown is already in progress a second
 * one would wait for it to end, which is not modelled: the transcript says so.
 */
export function arriveAtBattlefield(txn: Txn, player: PlayerId, battlefield: CardId): void {
  if (txn.state.showdown) {
    // Joining the showdown or combat in progress there needs nothing more; elsewhere it would wait.
    if (txn.state.showdownAt !== battlefield && battlefieldController(txn.state, battlefield) !== player) {
      txn.emit({ type: "note", text: `${battlefieldName(txn.state, battlefield)} is contested while a showdown is in progress: the showdown that would follow is not modelled`, rule: "464.1" });
    }
    return;
  }
  txn.pending.schedule(continueWith(() => contest(txn, player, battlefield)));
}

/**
 * A battlefield the mover doesn't control becomes contested. With no other player's units there a
 * showdown opens (its "When a showdown begins here" abilities trigger); with an opponent's units,
 * a combat: the mover attacks, the other player defends (464.2.c). The "When a showdown begins
 * here" abilities trigger first (464.2.b) and go on the chain; then the combat's, the attacker's
 * "When I attack" first, then the defender's "When I defend" / "When you defend here" (464.2.e,
 * 383.3.d). The chain resolves newest first (340.1): the defender's, the attacker's, then the
 * showdown's.
 */
export function contest(txn: Txn, mover: PlayerId, battlefield: CardId): void {
  if (battlefieldController(txn.state, battlefield) === mover || unitsAt(txn.state, battlefield, mover).length === 0) return;
  const name = battlefieldName(txn.state, battlefield);
  const defender = playersAt(txn.state, battlefield).find((p) => p !== mover);
  txn.state = { ...txn.state, showdown: true, showdownAt: battlefield, ...(defender !== undefined ? { combat: { battlefield, attacker: mover, defender } } : {}) };
  if (defender === undefined) {
    txn.emit({ type: "state", what: `a showdown begins at ${name} [464.2.b]` });
    fireShowdownBegins(txn, battlefield);
    return;
  }
  txn.emit({ type: "state", what: `a combat begins at ${name}: ${mover} attacks, ${defender} defends [464.2.c.1, 464.2.c.2]` });
  // The showdown begins first (464.2.b): its abilities are on the chain before the combat's.
  fireShowdownBegins(txn, battlefield);
  putTriggeredOnChain(txn);
  fireTriggers(txn, defender, "when-defend", unitsAt(txn.state, battlefield, defender));
  fireBattlefieldTriggers(txn, defender, "you-defend-here", battlefield);
  fireTriggers(txn, mover, "when-attack", unitsAt(txn.state, battlefield, mover));
}

/** "When a showdown begins here": the units at the battlefield, each player's in turn order. */
function fireShowdownBegins(txn: Txn, battlefield: CardId): void {
  for (const player of txn.state.players) fireTriggers(txn, player, "showdown-begins-here", unitsAt(txn.state, battlefield, player));
}
