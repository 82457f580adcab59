import type { StepResult } from "@recycle-rules/engine";
import { internalError } from "../diagnostics/scenario-internal-error.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { checkEvents } from "../expect/events.js";
import { checkIllegal } from "../expect/illegal.js";
import type { EventLog, PlayerExpectBase, ReplayRules } from "./rules.js";
import type { ExpectModelOf, ScenarioModelBase, StepModelBase } from "../model/types.js";
import type { ExpectEnv } from "../expect/env.js";
import type { Replay, ReplayStep } from "./types.js";

/**
 * Replays the steps through the game's engine, one immutable state per step, checking each
 * step's expectations right after it and the final expectation at the end. A step that can't be
 * built or that the engine refuses leaves the state unchanged, and the replay goes on: one
 * mistake should not hide the findings of the steps after it.
 */
export function runReplay<Cards, Model extends ScenarioModelBase<Step, PlayerExpect>, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog>(
  game: string,
  rules: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>,
  model: Model,
  cards: Cards,
  out: Diagnostic[],
): Replay<State, Action> {
  const initial = rules.start(model, cards, out);
  let state = initial;
  const knownIds = new Set(rules.knownNames(state));
  const log = rules.newLog();
  const steps: ReplayStep<State, Action>[] = [];
  const allLines: string[] = [];
  const check = (expect: ExpectModelOf<PlayerExpect>, lines: readonly string[]): void => {
    const env: ExpectEnv<State, Cards, Log> = { state, log, cards, knownIds, out };
    for (const player of expect.players) rules.checkPlayer(env, player);
    if (expect.events.length > 0) checkEvents(expect.events, lines, out);
  };

  for (const step of model.steps) {
    const before = state;
    const result = runStep(rules, before, step, cards, out);
    const base = { index: step.index, ...(step.kind ? { kind: step.kind } : {}), label: result.label, before };
    if (!result.ran) {
      steps.push({ ...base, after: before, events: [], violations: [], refused: false, skipped: result.skipped, range: step.range });
      continue;
    }
    const { action, applied } = result;
    // Only a `create` event adds to an engine's registry; re-reading every card after every step
    // made a long replay quadratic.
    if (applied.events.some((e) => e.type === "create")) for (const name of rules.knownNames(applied.state)) knownIds.add(name);
    log.record(applied.events);
    rules.afterStep?.(step, action, out);
    const expected = checkIllegal(step, applied, (value) => rules.illegal.wanted(value, model), rules.illegal, out);
    for (const v of applied.violations) if (!expected.has(v)) out.push(rules.violation(step, v, action, applied.events));
    state = applied.state;
    const lines = rules.eventLines(applied.events);
    // One push per line: spreading a step's lines into arguments overflows the call stack once a
    // step has some hundred thousand of them.
    for (const line of lines) allLines.push(line);
    if (step.expect) check(step.expect, lines);
    steps.push({ ...base, action, after: state, events: applied.events, violations: applied.violations, refused: applied.refused, range: step.range });
  }
  if (model.expect) check(model.expect, allLines);
  return { title: model.title ?? "(untitled)", game, seed: model.seed, rules: model.rules, initial, steps, final: state };
}

type StepRun<State, Action> = { ran: true; label: string; action: Action; applied: StepResult<State> } | { ran: false; label: string; skipped: string };

function runStep<Cards, Model, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog>(
  rules: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>,
  state: State,
  step: Step,
  cards: Cards,
  out: Diagnostic[],
): StepRun<State, Action> {
  const stepOut: Diagnostic[] = [];
  const action = step.kind ? rules.action(state, step, cards, stepOut) : undefined;
  out.push(...stepOut);
  const label = rules.label(state, step, action);
  if (action === undefined) return { ran: false, label, skipped: stepOut[0]?.message ?? "the step is incomplete (see the errors on it)" };
  try {
    return { ran: true, label, action, applied: rules.apply(state, action) };
  } catch (e) {
    // An exception from the engine is an engine bug; report it on the step and keep going.
    const message = e instanceof Error ? e.message : String(e);
    out.push(internalError.create({ range: step.main, message: `The engine failed on this step (a bug; please report it): ${message}` }));
    return { ran: false, label, skipped: `engine error: ${message}` };
  }
}
