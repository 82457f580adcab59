import { citeStepResult } from "../kernel/cite.js";
import type { StepResult } from "../kernel/result.js";
import type { MtgAction } from "./actions.js";
import { activate } from "./activate.js";
import { cast, playLand } from "./cast.js";
import { attack, block } from "./combat-actions.js";
import { cycle } from "./cycling.js";
import { finishAction } from "./priority.js";
import { takeOpeningHandActions } from "./opening-hand.js";
import { citeMtg, type MtgEdition } from "./rules.js";
import type { MtgState } from "./state.js";
import { advanceTo, pass, resolveSteps } from "./turn.js";
import { MtgRefusal, MtgTxn } from "./txn.js";

/**
 * Applies one action: `applyMtg(state, action) → { state, events, violations, refused }`. Pure:
 * the input state is never changed. A refused action returns the very state it was given, with
 * the refusal (and the rule it enforces) as data rather than an exception.
 */
export function applyMtg(state: MtgState, action: MtgAction): StepResult<MtgState> {
  return citeResult(applyCurrent(state, action), state.edition);
}

function applyCurrent(state: MtgState, action: MtgAction): StepResult<MtgState> {
  const txn = new MtgTxn(state, action.choices ?? []);
  try {
    perform(txn, action);
  } catch (e) {
    if (!(e instanceof MtgRefusal)) throw e;
    return {
      state,
      events: [...txn.events.filter((ev) => ev.type === "choice"), { type: "refused", violation: e.violation }],
      violations: [...txn.violations, e.violation],
      refused: true,
    };
  }
  for (const index of txn.choices.unused()) {
    txn.flag("unused-choice", "-", "This answer was not used by any choice the step raised.", { part: "choice", index });
  }
  // The game has begun: opening-hand actions (103.6) can no longer be taken.
  const after = txn.state.begun === true ? txn.state : { ...txn.state, begun: true };
  return { state: after, events: txn.events, violations: txn.violations, refused: false };
}

/**
 * Rule numbers written into sentences (a refusal's message, a note, a choice's prompt) are cited
 * in the scenario's edition as the rule tags are (MtgTxn.cite); citing is idempotent, so numbers
 * already cited stay as they are.
 */
function citeResult(result: StepResult<MtgState>, edition: MtgEdition): StepResult<MtgState> {
  return edition === "current" ? result : citeStepResult(result, (text) => citeMtg(text, edition));
}

function perform(txn: MtgTxn, action: MtgAction): void {
  switch (action.type) {
    case "cycle":
      cycle(txn, action);
      return finishAction(txn, action.player, action.hold);
    case "activate":
      activate(txn, action);
      return finishAction(txn, action.player, action.hold);
    case "cast":
      cast(txn, action);
      return finishAction(txn, action.player, action.hold);
    case "play":
      playLand(txn, action.player, action.card);
      return finishAction(txn, action.player, false);
    case "pass":
      return pass(txn, action.player);
    case "resolve":
      return resolveSteps(txn, action.count ?? 1);
    case "advance":
      return advanceTo(txn, action.step);
    case "attack":
      return attack(txn, action);
    case "block":
      return block(txn, action);
    case "opening-hands":
      return takeOpeningHandActions(txn);
  }
}
