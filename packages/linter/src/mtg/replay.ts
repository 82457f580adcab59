import { applyMtg, type GameEvent, type MtgAction, type MtgEdition, type MtgState, type StepResult, type Violation } from "@recycle-rules/engine";
import { internalError } from "../diagnostics/scenario-internal-error.js";
import type { DeckNote } from "../replay/deck-zones.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import { buildMtgAction, mtgStepLabel } from "./action.js";
import type { MtgScenarioCards } from "./cards.js";
import { DiscardLog } from "./discard-log.js";
import { checkMtgExpect, checkMtgIllegal, type MtgExpectEnv } from "./expect.js";
import type { MtgScenarioModel, MtgStepModel } from "./model.js";
import type { MtgStepKind } from "./schema.js";
import { createMtgStart } from "./setup.js";
import { renderMtgEvents } from "./transcript.js";
import { mtgViolationDiagnostic } from "./violations.js";

/** One step of an MTG replay, with the states around it (immutable checkpoints). */
export interface MtgReplayStep {
  /** 0-based position in `steps:`. */
  readonly index: number;
  readonly kind?: MtgStepKind;
  /** What the step does, as the transcript says it. */
  readonly label: string;
  /** The engine action; absent when the step could not be built (its error says why). */
  readonly action?: MtgAction;
  readonly before: MtgState;
  readonly after: MtgState;
  readonly events: readonly GameEvent[];
  readonly violations: readonly Violation[];
  readonly refused: boolean;
  /** Why the step was not run, when it wasn't. */
  readonly skipped?: string;
  readonly range: Range;
}

/** The replay of a `game: mtg` scenario (LintResult.mtgReplay). */
export interface MtgReplay {
  readonly title: string;
  readonly game: "mtg";
  /** Which numbering the citations use: current (Cycling = 702.29) or seed (702.26). */
  readonly edition: MtgEdition;
  readonly seed: number;
  readonly rules: readonly string[];
  readonly initial: MtgState;
  readonly steps: readonly MtgReplayStep[];
  readonly final: MtgState;
  /** The players' `deck:` lists: what each filled (the transcript's header says so). */
  readonly decks?: readonly DeckNote[];
}

/**
 * Replays the steps through applyMtg, one immutable state per step, checking each step's
 * expectations right after it and the final expectation at the end. A step that can't be built
 * or that the engine refuses leaves the state unchanged, and the replay goes on.
 */
export function runMtgReplay(model: MtgScenarioModel, cards: MtgScenarioCards, out: Diagnostic[]): MtgReplay {
  const created = createMtgStart(model, cards, out);
  let state: MtgState = created.state;
  // Ids and names of every card that existed at some point: a token's name ("Drake") is no printed card.
  const knownIds = new Set(Object.values(state.cards).flatMap((c) => [c.id.toLowerCase(), c.def.name.toLowerCase()]));
  const log = new DiscardLog();
  const steps: MtgReplayStep[] = [];
  const allLines: string[] = [];
  const env = (s: MtgState): MtgExpectEnv => ({ state: s, log, cards, knownIds, out });

  for (const step of model.steps) {
    const before = state;
    const result = runStep(before, step, cards, out);
    const base = { index: step.index, ...(step.kind ? { kind: step.kind } : {}), label: result.label, before, range: step.range };
    if (!result.ran) {
      steps.push({ ...base, after: before, events: [], violations: [], refused: false, skipped: result.skipped });
      continue;
    }
    const { action, applied } = result;
    for (const c of Object.values(applied.state.cards)) knownIds.add(c.id.toLowerCase()).add(c.def.name.toLowerCase());
    log.record(applied.events);
    const expected = checkMtgIllegal(step, applied, model.edition, out);
    for (const v of applied.violations) if (!expected.has(v)) out.push(mtgViolationDiagnostic(step, v));
    state = applied.state;
    const lines = renderMtgEvents(applied.events);
    allLines.push(...lines);
    if (step.expect) checkMtgExpect(env(state), step.expect, lines);
    steps.push({ ...base, action, after: state, events: applied.events, violations: applied.violations, refused: applied.refused });
  }
  if (model.expect) checkMtgExpect(env(state), model.expect, allLines);
  return { title: model.title ?? "(untitled)", game: "mtg", edition: model.edition, seed: model.seed, rules: model.rules, initial: created.state, steps, final: state };
}

type StepRun = { ran: true; label: string; action: MtgAction; applied: StepResult<MtgState> } | { ran: false; label: string; skipped: string };

function runStep(state: MtgState, step: MtgStepModel, cards: MtgScenarioCards, out: Diagnostic[]): StepRun {
  const stepOut: Diagnostic[] = [];
  const action = step.kind ? buildMtgAction(state, step, cards, stepOut) : undefined;
  out.push(...stepOut);
  const label = mtgStepLabel(state, step, action);
  if (!action) return { ran: false, label, skipped: stepOut[0]?.message ?? "the step is incomplete (see the errors on it)" };
  try {
    return { ran: true, label, action, applied: applyMtg(state, action) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    out.push(internalError.create({ range: step.main, message: `The engine failed on this step (a bug; please report it): ${message}` }));
    return { ran: false, label, skipped: `engine error: ${message}` };
  }
}
