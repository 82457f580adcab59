/**
 * The `attack` and `block` actions: each moves the turn on to its declaration step (as `advance`
 * does) and hands the declaration to the turn-based action that begins it (508.1, 509.1).
 */
import type { MtgAction } from "./actions.js";
import { MTG_STEPS, type MtgStep } from "./state.js";
import { advanceTo } from "./turn.js";
import type { MtgTxn } from "./txn.js";

const at = (step: MtgStep): number => MTG_STEPS.indexOf(step);

/** 508.1: attackers are declared as this turn's declare attackers step begins, so it must be ahead. */
export function attack(txn: MtgTxn, action: Extract<MtgAction, { type: "attack" }>): void {
  if (at(txn.state.step) >= at("declare-attackers")) {
    txn.refuse("timing", "508.1", `Attackers are declared as the declare attackers step begins, and this turn is already in its ${txn.state.step} step.`, { part: "phase" });
  }
  txn.declaration = { attackers: action.attackers };
  advanceTo(txn, "declare-attackers");
}

/** 509.1: blockers are declared as the declare blockers step begins, after attackers were (508.8). */
export function block(txn: MtgTxn, action: Extract<MtgAction, { type: "block" }>): void {
  if (txn.state.step !== "declare-attackers") {
    txn.refuse("timing", "509.1", `Blockers are declared as the declare blockers step begins, right after the declare attackers step; this turn is in its ${txn.state.step} step.`, { part: "phase" });
  }
  if ((txn.state.combat?.attackers.length ?? 0) === 0) {
    txn.refuse("timing", "508.8", "No creatures attacked, so the declare blockers step is skipped: there is nothing to block.", { part: "phase" });
  }
  txn.declaration = { blockers: action.blockers };
  advanceTo(txn, "declare-blockers");
}
