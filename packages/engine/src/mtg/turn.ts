/**
 * The turn (500–514) and the passing of priority. Steps do what the rules make them do on the
 * way: untap (502.3), draw (504.1), the end step's delayed triggers (513.1, 603.7), cleanup's
 * discard to seven and the end of "this turn" effects (514.1–514.2). Mana empties between steps
 * (500.4). The combat steps make their turn-based actions (508.1, 509.1, 510.1; combat*.ts), and
 * with no attackers the declare blockers and combat damage steps are skipped (508.8).
 */
import type { PlayerId } from "../kernel/types.js";
import { playersAfter, zoneOf } from "../kernel/zones.js";
import { battlefield, isCreaturePermanent } from "./characteristics.js";
import { combatDamageStep } from "./combat-damage.js";
import { declareAttackers, declareBlockers } from "./combat-declare.js";
import { drawCard, moveCard } from "./moves.js";
import { emptyManaPools, inGame, playerOf, updatePlayer } from "./players.js";
import { gameOver, resolveAll, resolveTop, settle } from "./resolve.js";
import { pushStack } from "./stack-objects.js";
import { endPlayableFromExile } from "./play-from-exile.js";
import { endTurnShields } from "./prevention.js";
import { endTurnControl } from "./control.js";
import { endCopyEffectsOf } from "./copy-effects.js";
import { MTG_STEPS, type MtgStep } from "./state.js";
import { untapPermanent } from "./tapping.js";
import { triggerAtBeginningOfStep } from "./step-triggers.js";
import { triggerAtEndStep, triggerOnDiscard } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

const MAX_HAND = 7;

/** Moves to the next `target` step, refusing while the stack holds anything (500.2). */
export function advanceTo(txn: MtgTxn, target: MtgStep): void {
  if (gameOver(txn)) txn.refuse("timing", "104.1", "The game is over.", { part: "phase" });
  if (txn.state.stack.length > 0) {
    txn.refuse("timing", "500.2", `A step ends only when all players pass with an empty stack, and the stack holds ${txn.state.stack.length} object(s); resolve them first.`, { part: "phase" });
  }
  for (let guard = 0; guard <= 2 * MTG_STEPS.length; guard++) {
    const i = MTG_STEPS.indexOf(txn.state.step);
    const next = MTG_STEPS[i + 1];
    if (next === undefined) newTurn(txn);
    else if (skipped(txn, next)) txn.state = { ...txn.state, step: next };
    else enterStep(txn, next);
    if (gameOver(txn) || (txn.state.step === target && txn.state.stack.length === 0)) return;
    if (txn.state.stack.length > 0) {
      txn.note(`the turn stops in the ${txn.state.step} step: the stack isn't empty`, "500.2");
      return;
    }
  }
}

/** 508.8: with no attackers, the declare blockers and combat damage steps are skipped. */
function skipped(txn: MtgTxn, step: MtgStep): boolean {
  return (step === "declare-blockers" || step === "combat-damage") && (txn.state.combat?.attackers.length ?? 0) === 0;
}

const COMBAT_STEPS: readonly MtgStep[] = ["declare-attackers", "declare-blockers", "combat-damage", "end-of-combat"];

function newTurn(txn: MtgTxn): void {
  const next = playersAfter(txn.state.players, txn.state.activePlayer).find((p) => inGame(txn, p)) ?? txn.state.activePlayer;
  txn.state = { ...txn.state, activePlayer: next, turnNumber: txn.state.turnNumber + 1 };
  // "Until your next turn" (611.2a): such copy effects end as the turn begins.
  endCopyEffectsOf(txn, next);
  for (const p of txn.state.players) updatePlayer(txn, p, (s) => ({ ...s, landsPlayed: 0, cycledThisTurn: 0, drawnThisTurn: 0, discardedThisTurn: 0 }));
  enterStep(txn, "untap");
}

function enterStep(txn: MtgTxn, step: MtgStep): void {
  emptyManaPools(txn);
  const active = txn.state.activePlayer;
  txn.state = { ...txn.state, step, priority: step === "untap" || step === "cleanup" ? null : active, passed: [] };
  // 511.3: creatures stop being attacking and blocking creatures as combat ends.
  if (!COMBAT_STEPS.includes(step) && txn.state.combat) {
    const { combat: _, ...rest } = txn.state;
    txn.state = rest;
  }
  txn.emit({ type: "phase", player: active, phase: step, turn: txn.state.turnNumber });
  switch (step) {
    case "untap": {
      // Imaginary Threats (502.3): this untap step, the creatures the player controls now don't untap; the effect is spent.
      const creaturesStay = playerOf(txn, active).creaturesSkipNextUntap === true;
      if (creaturesStay) {
        updatePlayer(txn, active, ({ creaturesSkipNextUntap: _, ...rest }) => rest);
        txn.note(`creatures ${active} controls don't untap during this untap step`, "502.3");
      }
      for (const id of txn.state.zones[active]?.["battlefield"] ?? []) {
        const card = txn.card(id);
        if (creaturesStay && isCreaturePermanent(card)) continue;
        if (card.skipsNextUntap) {
          // Spent by this untap step whether or not the permanent is tapped now.
          const { skipsNextUntap: _spent, ...rest } = card;
          txn.writeCard(rest);
          if (card.tapped) txn.note(`${card.def.name} doesn't untap during this untap step`, "502.3");
          continue;
        }
        if (!card.tapped) continue;
        untapPermanent(txn, card, { by: active });
      }
      return;
    }
    case "upkeep":
    case "combat":
      triggerAtBeginningOfStep(txn, step);
      break;
    case "draw":
      // 103.8a: in a two-player game the player who goes first skips the draw of their first
      // turn; in other multiplayer games nobody does (103.8c; Two-Headed Giant is not modelled).
      if (txn.state.turnNumber === 1 && txn.state.players.length === 2) txn.note(`${active} skips the first draw of the game`, "103.8a");
      else drawCard(txn, active);
      break;
    case "declare-attackers": {
      const { attackers } = txn.declaration;
      txn.declaration = { ...txn.declaration, attackers: [] };
      declareAttackers(txn, attackers);
      break;
    }
    case "declare-blockers": {
      const { blockers } = txn.declaration;
      txn.declaration = { ...txn.declaration, blockers: [] };
      declareBlockers(txn, blockers);
      break;
    }
    case "combat-damage":
      combatDamageStep(txn);
      break;
    case "end":
      fireDelayed(txn);
      triggerAtEndStep(txn);
      break;
    case "cleanup":
      cleanup(txn);
      return;
    default:
      break;
  }
  settle(txn);
  if (txn.state.autoResolve) resolveAll(txn);
}

/** 603.7: "at the beginning of the next end step" triggers. */
function fireDelayed(txn: MtgTxn): void {
  const due = txn.state.delayed.filter((d) => d.when === "next-end-step");
  if (due.length === 0) return;
  txn.state = { ...txn.state, delayed: txn.state.delayed.filter((d) => d.when !== "next-end-step") };
  for (const d of due) {
    txn.emit({ type: "trigger", card: d.source, name: txn.name(d.source), ability: d.text });
    pushStack(txn, { kind: "triggered", source: d.source, sourceName: txn.name(d.source), controller: d.controller, text: d.text, effect: d.effect ?? [{ kind: "return-linked-to-battlefield" }], optional: false, x: 0, linked: d.card });
  }
}

/** 514.1 discard to seven (the active player picks; default: the first cards in hand), 514.2 wear-off. */
function cleanup(txn: MtgTxn): void {
  const active = txn.state.activePlayer;
  const hand = [...(txn.state.zones[active]?.["hand"] ?? [])];
  const excess = hand.length - MAX_HAND;
  const discarded: string[] = [];
  // The cards not yet picked, kept as one list (re-filtering the hand per pick was cubic).
  const left = [...hand];
  for (let i = 0; i < excess; i++) {
    const pick = txn.pickCard(active, `a card to discard down to ${MAX_HAND} (${excess - i} to go)`, left, false);
    if (pick.invalid) txn.flag("invalid-choice", "514.1", `"${pick.invalid.answer}" is not a card in ${active}'s hand; the first card is discarded instead.`, { part: "choice", index: pick.invalid.index });
    const id = pick.card ?? left[0];
    if (id === undefined) break;
    discarded.push(id);
    left.splice(left.indexOf(id), 1);
  }
  const gone = discarded.filter((id) => zoneOf(txn.state, id)?.zone === "hand");
  for (const id of gone) moveCard(txn, id, "graveyard", "discard", { rule: "514.1" });
  // One discard of them all (514.1): "one or more cards" triggers once for it.
  triggerOnDiscard(txn, active, gone);
  // Only permanents carry damage and "until end of turn" effects: a move clears them (400.7).
  for (const card of battlefield(txn.state)) {
    // Regeneration shields last "this turn" (701.19a); an effect with no duration (611.2a) outlasts the turn.
    if (card.damage > 0 || card.pumps.some((p) => p.lasting !== true) || card.deathtouched || card.regenerationShields !== undefined) {
      const { deathtouched: _, regenerationShields: __, ...rest } = card;
      txn.writeCard({ ...rest, damage: 0, pumps: card.pumps.filter((p) => p.lasting === true) });
    }
  }
  endTurnShields(txn);
  // "Until the end of your next turn, you may play that card" ends in that turn's cleanup (514.2).
  endPlayableFromExile(txn);
  // "Gain control of target creature until end of turn" ends with the other such effects (514.2).
  endTurnControl(txn);
  // "You gain shroud until end of turn" ends too (514.2).
  for (const player of txn.state.players) if (playerOf(txn, player).shroudUntilEndOfTurn) updatePlayer(txn, player, ({ shroudUntilEndOfTurn: _, ...rest }) => rest);
  if (txn.state.combatDamagePrevented || txn.state.blockRequirements) {
    const { combatDamagePrevented: _, blockRequirements: __, ...rest } = txn.state;
    txn.state = rest;
  }
  // 514.3a: if anything triggered, players get priority in this cleanup step.
  if (txn.pending.length > 0) {
    txn.state = { ...txn.state, priority: active };
    settle(txn);
    if (txn.state.autoResolve) resolveAll(txn);
  }
}

/** 117.3d: the priority holder passes; when all have passed in succession the top object resolves, or the step ends (117.4, 500.2). */
export function pass(txn: MtgTxn, player: PlayerId): void {
  if (gameOver(txn)) txn.refuse("timing", "104.1", "The game is over.", { part: "player" });
  const holder = txn.state.priority;
  if (holder !== player) {
    txn.refuse("timing", "117.3d", holder === null ? `No player has priority in the ${txn.state.step} step.` : `${holder} has priority, not ${player}; only the player with priority can pass it.`, { part: "player" });
  }
  const passed = [...txn.state.passed, player];
  const remaining = txn.state.players.filter((p) => inGame(txn, p) && !passed.includes(p));
  if (remaining.length > 0) {
    const next = playersAfter(txn.state.players, player).find((p) => inGame(txn, p) && !passed.includes(p)) ?? player;
    txn.state = { ...txn.state, passed, priority: next };
    txn.note(`${player} passes priority to ${next}`, "117.3d");
    return;
  }
  txn.note(`all players have passed in succession`, "117.4");
  if (txn.state.stack.length > 0) resolveTop(txn);
  else advanceTo(txn, MTG_STEPS[(MTG_STEPS.indexOf(txn.state.step) + 1) % MTG_STEPS.length] ?? "untap");
}

/** `resolve`: every player passes in succession, `count` times (or until the stack is empty). */
export function resolveSteps(txn: MtgTxn, count: number | "all"): void {
  if (gameOver(txn)) txn.refuse("timing", "104.1", "The game is over.");
  if (txn.state.stack.length === 0) txn.refuse("timing", "117.4", "The stack is empty: there is nothing to resolve (when all players pass with an empty stack, the step ends; use advance).");
  const n = count === "all" ? Infinity : count;
  for (let i = 0; i < n && txn.state.stack.length > 0 && !gameOver(txn); i++) resolveTop(txn);
}
