/**
 * Priority (117): who may act now. A player acts only with priority (117.1); a step that names
 * another player as the actor means the players in between passed first (117.3d). Those passes
 * count with the ones already made since the last action: when they complete a round — every
 * player has passed in succession — the top object of the stack resolves before the actor acts
 * (117.4), and the active player receives priority again (117.3b). With an empty stack such a
 * round would end the step (500.2), which the step didn't ask for, so it is refused. After an
 * action its player receives priority (117.3c); by default everyone then passes until the stack is
 * empty, unless the action holds priority.
 */
import { playersAfter } from "../kernel/zones.js";
import type { PlayerId } from "../kernel/types.js";
import { inGame } from "./players.js";
import { gameOver, resolveAll, resolveTop, settle } from "./resolve.js";
import type { MtgTxn } from "./txn.js";

/** Refuses unless `player` can act now; otherwise hands them priority, resolving what the passes on the way resolve. */
export function takePriority(txn: MtgTxn, player: PlayerId): void {
  if (!txn.state.players.includes(player)) txn.refuse("unknown-target", "-", `There is no player ${player} in this game.`, { part: "player" });
  checkCanAct(txn, player);
  const step = txn.state.step;
  if (step === "untap") txn.refuse("timing", "502.4", `No player receives priority during the untap step, so ${player} can't act now.`);
  if (step === "cleanup" && txn.state.priority === null) txn.refuse("timing", "514.3", `Normally no player receives priority during the cleanup step, so ${player} can't act now.`);
  // Each round of passes ends with a resolution, after which the active player holds priority and
  // nobody has passed; the actor is reached before a second round completes.
  for (let guard = 0; guard <= txn.state.players.length; guard++) {
    const holder = txn.state.priority ?? txn.state.activePlayer;
    if (holder === player) break;
    passUntil(txn, holder, player);
  }
  txn.state = { ...txn.state, priority: player };
}

function checkCanAct(txn: MtgTxn, player: PlayerId): void {
  if (gameOver(txn)) txn.refuse("timing", "104.1", `The game is over, so nothing more can be done.`, { part: "player" });
  if (!inGame(txn, player)) txn.refuse("timing", "800.4a", `${player} has lost the game and left it.`, { part: "player" });
}

/**
 * The players from `holder` up to (not including) `actor` pass in turn (117.3d). If that makes
 * every player in the game pass in succession, the top object resolves (117.4).
 */
function passUntil(txn: MtgTxn, holder: PlayerId, actor: PlayerId): void {
  const order = [holder, ...playersAfter(txn.state.players, holder)];
  const passers = order.slice(0, order.indexOf(actor)).filter((p) => inGame(txn, p));
  const passed = [...txn.state.passed];
  const now: PlayerId[] = [];
  for (const p of passers) {
    if (!passed.includes(p)) passed.push(p);
    now.push(p);
    const everyone = txn.state.players.filter((q) => inGame(txn, q)).every((q) => passed.includes(q));
    if (!everyone) continue;
    const earlier = passed.filter((q) => !now.includes(q));
    txn.note(`${now.join(", ")} ${now.length === 1 ? "passes" : "pass"}${earlier.length > 0 ? ` after ${earlier.join(", ")} passed` : ""}: all players have passed in succession`, "117.4");
    if (txn.state.stack.length === 0) {
      txn.refuse(
        "timing",
        "500.2",
        `${actor} can't act now: every player would have passed in succession with an empty stack, which ends the ${txn.state.step} step (117.4, 500.2). Use a step: step to move on, or let ${actor} act before passing.`,
        { part: "player" },
      );
    }
    resolveTop(txn);
    checkCanAct(txn, actor);
    return;
  }
  txn.note(`${now.join(", ")} ${now.length === 1 ? "passes" : "pass"} priority to ${actor}`, "117.3d");
  txn.state = { ...txn.state, passed, priority: actor };
}

/** After an action: state-based actions and triggers, priority to the actor (117.3c), then (by default) resolve. */
export function finishAction(txn: MtgTxn, actor: PlayerId, hold: boolean | undefined): void {
  settle(txn);
  txn.state = { ...txn.state, priority: actor, passed: [] };
  if (!hold && txn.state.autoResolve) resolveAll(txn);
}
