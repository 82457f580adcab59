import type { CardId, PlayerId } from "../kernel/types.js";
import { playersAfter } from "../kernel/zones.js";
import type { Effect } from "./cards.js";
import { effectsWork } from "./pending.js";
import type { Txn } from "./txn.js";

/**
 * "Choose an opponent. They …" (Kharox): the opponent chosen is remembered for the rest of the
 * ability ("their trash"). With no opponent, nothing is chosen and the instruction does nothing (055).
 */
export function chosenOpponent(txn: Txn, chooser: PlayerId, prompt: string): PlayerId | undefined {
  const opponent = txn.chooseOpponent(chooser, prompt, "355.6");
  if (opponent === undefined) {
    txn.emit({ type: "note", text: `${chooser} has no opponent to choose`, rule: "055" });
    return undefined;
  }
  txn.memory.chosenPlayer = opponent;
  return opponent;
}

/** "Then you may do this: …": a yes/no as the ability gets there; unanswered, yes ("you may", R3). */
export function youMay(txn: Txn, player: PlayerId, source: CardId, effect: Extract<Effect, { kind: "you-may" }>): void {
  if (!txn.yesNo(player, `do "${effect.text}"?`, true)) return;
  txn.pending.schedule(...effectsWork(player, source, effect.effect));
}

/**
 * "Choose a player" (Blade Twirler): any player, the chooser included. The next answer naming a
 * player is taken; unanswered, the first opponent in turn order after the chooser (the one such an
 * effect is usually aimed at), else the chooser, marked as a default (R3).
 */
export function choosePlayer(txn: Txn, chooser: PlayerId, prompt: string): PlayerId {
  const next = txn.choices.peek();
  const wanted = typeof next?.answer === "string" ? next.answer.trim().toLowerCase() : undefined;
  const named = wanted === undefined ? undefined : txn.state.players.find((p) => p.toLowerCase() === wanted);
  if (named !== undefined) {
    txn.choices.take();
    txn.emit({ type: "choice", player: chooser, prompt, answer: named, defaulted: false });
    return named;
  }
  txn.misfit(next, `a player (${txn.state.players.join(", ")})`, prompt);
  const fallback = playersAfter(txn.state.players, chooser)[0] ?? chooser;
  txn.emit({ type: "choice", player: chooser, prompt, answer: fallback, defaulted: true });
  return fallback;
}
