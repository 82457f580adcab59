import { playersAfter } from "../kernel/zones.js";
import { draw } from "./effects.js";
import { channelRunes } from "./moves.js";
import { continueWith } from "./pending.js";
import { emptyPools } from "./resources.js";
import { BOARD_ZONES, PHASES, type Phase } from "./state.js";
import { holdAll } from "./scoring.js";
import { fireTriggers } from "./triggers.js";
import { lastingRuleSource } from "./lasting-rules.js";
import type { Txn } from "./txn.js";

/**
 * Advances the turn to `target`, doing what each phase on the way does (315–317). A target at or
 * before the current phase means the next turn's phase: the turn passes to the next player.
 */
export function advanceTo(txn: Txn, target: Phase): void {
  stepTowards(txn, target, 1);
}

/** Takes step number `step` towards `target`; the next step waits for this phase's triggers. */
function stepTowards(txn: Txn, target: Phase, step: number): void {
  const order = PHASES as readonly Phase[];
  const i = order.indexOf(txn.state.phase);
  const skipped = txn.state.phase === "end" ? endTurn(txn) : enterPhase(txn, order[i + 1] as Phase);
  txn.pending.schedule(
    continueWith(() => {
      if (step > 2 * order.length) throw new Error("internal: phase loop");
      // A target phase that was skipped is passed: the turn stops in the phase that came instead.
      if (txn.state.phase !== target && skipped !== target) stepTowards(txn, target, step + 1);
    }),
  );
}

function endTurn(txn: Txn): Phase | undefined {
  // A turn an effect added comes first ("Take a turn after this one"), then the turn order resumes
  // from whoever took it.
  const [extra, ...laterExtras] = txn.state.extraTurns ?? [];
  const next = extra ?? playersAfter(txn.state.players, txn.state.turnPlayer)[0] ?? txn.state.turnPlayer;
  if (extra !== undefined) txn.emit({ type: "note", text: `${extra} takes the extra turn an effect gave them` });
  txn.state = { ...txn.state, turnPlayer: next, extraTurns: laterExtras.length > 0 ? laterExtras : undefined, turnNumber: txn.state.turnNumber + 1, showdown: false, showdownAt: undefined, combat: undefined, scoredThisTurn: [] };
  return enterPhase(txn, "awaken");
}

/** Begins a phase and does what it does; returns the phase skipped on the way, if one was. */
function enterPhase(txn: Txn, phase: Phase): Phase | undefined {
  const player = txn.state.turnPlayer;
  const skippedBy = phase === "draw" ? lastingRuleSource(txn.state, player, "skip-draw-phase") : undefined;
  if (skippedBy !== undefined) {
    // Endless Riches: "Skip your Draw Phase." Card text supersedes the turn's structure (002, 315):
    // the phase doesn't happen — the turn is never in it — so nothing is drawn, no Burn Out follows,
    // and the Main Phase begins (rulings R40).
    txn.emit({ type: "note", text: `${player} skips their Draw Phase (${txn.card(skippedBy).def.name})`, rule: "002" });
    enterPhase(txn, "main");
    return phase;
  }
  txn.state = { ...txn.state, phase };
  txn.emit({ type: "phase", player, phase, turn: txn.state.turnNumber });
  switch (phase) {
    case "awaken":
      // Ready everything the turn player controls on the board (315).
      for (const zone of BOARD_ZONES) {
        for (const id of txn.state.zones[player]?.[zone] ?? []) {
          const card = txn.card(id);
          if (card.exhausted) {
            txn.patchCard(id, { exhausted: false });
            txn.emit({ type: "ready", card: id, name: card.def.name });
          }
        }
      }
      return;
    case "beginning":
      fireTriggers(txn, player, "start-of-beginning-phase");
      // The Scoring Step follows the Beginning Step's triggers: the turn player holds (315.2.b.2).
      txn.pending.schedule(continueWith(() => holdAll(txn, player)));
      return;
    case "channel":
      // Channel 2 runes from the top of the Rune Deck, fewer if it holds fewer (430).
      channelRunes(txn, player, 2);
      return;
    case "draw":
      draw(txn, player);
      return;
    case "main":
      emptyPools(txn);
      return;
    case "end":
      fireTriggers(txn, player, "end-of-turn");
      // "This turn" ends and the pool empties after the end-of-turn triggers have resolved.
      txn.pending.schedule(
        continueWith(() => {
          expireThisTurn(txn);
          emptyPools(txn);
        }),
      );
      return;
  }
}

/** The Expiration Step: "this turn" changes end (317), and units are healed (143.3.b.1). */
function expireThisTurn(txn: Txn): void {
  if (txn.state.spellEnergyThisTurn !== undefined || txn.state.spentOnLastSpell !== undefined) txn.state = { ...txn.state, spellEnergyThisTurn: undefined, spentOnLastSpell: undefined };
  if (txn.state.hideFreeThisTurn !== undefined) txn.state = { ...txn.state, hideFreeThisTurn: undefined };
  if (txn.state.cardsPlayedThisTurn !== undefined || txn.state.cardTypesPlayedThisTurn !== undefined) {
    txn.state = { ...txn.state, cardsPlayedThisTurn: undefined, cardTypesPlayedThisTurn: undefined };
  }
  // The map is persistent: iterating the one read here is unaffected by the patches made meanwhile.
  for (const [id, card] of txn.state.cards.entries()) {
    if (card.damage !== 0) txn.patchCard(id, { damage: 0 });
    if (card.banishIfItWouldDie) txn.patchCard(id, { banishIfItWouldDie: undefined });
    if (card.movedThisTurn) txn.patchCard(id, { movedThisTurn: undefined });
    if (card.mightThisTurn !== 0) {
      txn.patchCard(id, { mightThisTurn: 0 });
      txn.emit({ type: "note", text: `${card.def.name}'s "this turn" Might changes end` });
    }
    if (card.keywordsThisTurn !== undefined || card.baseMightThisTurn !== undefined || card.stunned || card.unchoosableByEnemies) {
      txn.patchCard(id, { keywordsThisTurn: undefined, baseMightThisTurn: undefined, stunned: undefined, unchoosableByEnemies: undefined });
      txn.emit({ type: "note", text: `what ${card.def.name} was given or made this turn (keywords, base Might, being stunned, being unchoosable) ends` });
    }
    if (card.flowThisTurn !== undefined) {
      txn.patchCard(id, { flowThisTurn: undefined });
      txn.emit({ type: "note", text: `the [Flow] ${card.def.name} was given this turn ends` });
    }
  }
}
