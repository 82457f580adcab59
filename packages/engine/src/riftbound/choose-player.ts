import type { PlayerId } from "../kernel/types.js";
import { playersAfter } from "../kernel/zones.js";
import type { Txn } from "./txn.js";

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
