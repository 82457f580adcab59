import { applyRift, type RiftState, type StepResult } from "@recycle-rules/engine";
import type { ScenarioCards } from "../cards/catalog.js";
import { internalError } from "../diagnostics/scenario-internal-error.js";
import { unusedChoice } from "../diagnostics/scenario-unused-choice.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { checkExpect } from "../expect/check.js";
import { checkIllegal } from "../expect/illegal.js";
import { RecycleLog } from "../expect/recycle-log.js";
import type { ExpectEnv } from "../expect/state.js";
import type { ScenarioModel, StepModel } from "../model/types.js";
import { renderEvent } from "../transcript/event.js";
import { buildAction } from "./build-action.js";
import { destinationFix, withDestinationFix } from "./destination-fix.js";
import { createStart } from "./setup.js";
import { stepLabel } from "./step-label.js";
import type { Replay, ReplayStep } from "./types.js";
import { violationDiagnostic } from "./violations.js";

/**
 * Replays the steps through the engine, one immutable state per step, checking each step's
 * expectations right after it and the final expectation at the end. A step that can't be built
 * or that the engine refuses leaves the state unchanged, and the replay goes on: one mistake
 * should not hide the findings of the steps after it.
 */
export function runReplay(model: ScenarioModel, cards: ScenarioCards, out: Diagnostic[]): Replay {
  const created = createStart(model, cards, out);
  let state: RiftState = created.state;
  const knownIds = new Set(Object.keys(state.cards).map((id) => id.toLowerCase()));
  const log = new RecycleLog();
  const steps: ReplayStep[] = [];
  const allLines: string[] = [];
  const env = (s: RiftState): ExpectEnv => ({ state: s, log, cards, knownIds, out });

  for (const step of model.steps) {
    const before = state;
    const result = runStep(before, step, cards, out);
    if (!result.ran) {
      steps.push({ index: step.index, ...(step.kind ? { kind: step.kind } : {}), label: result.label, before, after: before, events: [], violations: [], refused: false, skipped: result.skipped, range: step.range });
      continue;
    }
    const { action, applied } = result;
    for (const id of Object.keys(applied.state.cards)) knownIds.add(id.toLowerCase());
    log.record(applied.events);
    if (action.type === "showdown") reportUnusedAnswers(step, out);
    const expected = checkIllegal(step, applied, out);
    for (const v of applied.violations) if (!expected.has(v)) out.push(withDestinationFix(violationDiagnostic(step, v), destinationFix(step, action, applied.events, v)));
    state = applied.state;
    const lines = applied.events.map(renderEvent);
    allLines.push(...lines);
    if (step.expect) checkExpect(env(state), step.expect, lines);
    steps.push({ index: step.index, ...(step.kind ? { kind: step.kind } : {}), label: result.label, action, before, after: state, events: applied.events, violations: applied.violations, refused: applied.refused, range: step.range });
  }
  if (model.expect) checkExpect(env(state), model.expect, allLines);
  return { title: model.title ?? "(untitled)", game: "riftbound", seed: model.seed, rules: model.rules, initial: created.state, steps, final: state };
}

/**
 * The engine's showdown action takes no answers, so it can't report unused ones; the linter
 * does, so a `choose:` there can't pass silently either.
 */
function reportUnusedAnswers(step: StepModel, out: Diagnostic[]): void {
  for (const answer of step.choose) {
    out.push(unusedChoice.create({ range: answer.range, message: "This answer was not used: starting or ending a showdown raises no choice." }));
  }
}

type StepRun =
  | { ran: true; label: string; action: NonNullable<ReplayStep["action"]>; applied: StepResult<RiftState> }
  | { ran: false; label: string; skipped: string };

function runStep(state: RiftState, step: StepModel, cards: ScenarioCards, out: Diagnostic[]): StepRun {
  const stepOut: Diagnostic[] = [];
  const action = step.kind ? buildAction(state, step, cards, stepOut) : undefined;
  out.push(...stepOut);
  const label = stepLabel(state, step, action);
  if (!action) return { ran: false, label, skipped: stepOut[0]?.message ?? "the step is incomplete (see the errors on it)" };
  try {
    return { ran: true, label, action, applied: applyRift(state, action) };
  } catch (e) {
    // An exception from the engine is an engine bug; report it on the step and keep going.
    const message = e instanceof Error ? e.message : String(e);
    out.push(internalError.create({ range: step.main, message: `The engine failed on this step (a bug; please report it): ${message}` }));
    return { ran: false, label, skipped: `engine error: ${message}` };
  }
}
