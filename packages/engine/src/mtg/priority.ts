/**
 * Priority (117): who may act now. A player acts only with priority (117.1); a step that names
 * another player as the actor means the players in between passed first (117.3d). After an
 * action its player receives priority (117.3c); by default everyone then passes until the stack
 * is empty, unless the action holds priority.
 */
import { playersAfter } from "../kernel/zones.js";
import type { PlayerId } from "../kernel/types.js";
import { inGame } from "./players.js";
import { gameOver, resolveAll, settle } from "./resolve.js";
import type { MtgTxn } from "./txn.js";

/** Refuses unless `player` can act now; otherwise hands them priority. */
export function takePriority(txn: MtgTxn, player: PlayerId): void {
  if (!txn.state.players.includes(player)) txn.refuse("unknown-target", "-", `There is no player ${player} in this game.`, { part: "player" });
  if (gameOver(txn)) txn.refuse("timing", "104.1", `The game is over, so nothing more can be done.`, { part: "player" });
  if (!inGame(txn, player)) txn.refuse("timing", "800.4a", `${player} has lost the game and left it.`, { part: "player" });
  const step = txn.state.step;
  if (step === "untap") txn.refuse("timing", "502.4", `No player receives priority during the untap step, so ${player} can't act now.`);
  if (step === "cleanup" && txn.state.priority === null) txn.refuse("timing", "514.3", `Normally no player receives priority during the cleanup step, so ${player} can't act now.`);
  const holder = txn.state.priority ?? txn.state.activePlayer;
  if (holder !== player) {
    const passers = [holder, ...playersAfter(txn.state.players, holder)];
    const before = passers.slice(0, passers.indexOf(player)).filter((p) => inGame(txn, p));
    txn.note(`${before.join(", ")} ${before.length === 1 ? "passes" : "pass"} priority to ${player}`, "117.3d");
  }
  txn.state = { ...txn.state, priority: player };
}

/** After an action: state-based actions and triggers, priority to the actor (117.3c), then (by default) resolve. */
export function finishAction(txn: MtgTxn, actor: PlayerId, hold: boolean | undefined): void {
  settle(txn);
  txn.state = { ...txn.state, priority: actor, passed: [] };
  if (!hold && txn.state.autoResolve) resolveAll(txn);
}
