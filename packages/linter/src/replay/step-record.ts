import { citeStepResult, type StepResult } from "@recycle-rules/engine";
import { internalError } from "../diagnostics/scenario-internal-error.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { ExpectEnv } from "../expect/env.js";
import { checkEvents } from "../expect/events.js";
import { checkIllegal } from "../expect/illegal.js";
import type { MoveHistory } from "../expect/move-history.js";
import type { ExpectModelOf, ScenarioModelBase, StepModelBase } from "../model/types.js";
import type { Edition, EventLog, PlayerExpectBase, ReplayRules } from "./rules.js";
import type { ReplayStep } from "./types.js";

/**
 * Everything one step of a replay produced, kept apart from the other steps' so that a later lint
 * of an edited file can take the records of the steps before the edit as they are (replay/reuse.ts):
 * the step as the replay shows it, its own findings, and its share of the parts of a replay that
 * add up over the steps (the event lines the final `expect:` matches, the names of cards created).
 */
export interface StepRecord<State, Action> {
  readonly step: ReplayStep<State, Action>;
  /** The step's findings, in the order they were made. */
  readonly diagnostics: readonly Diagnostic[];
  /** Its events as transcript lines; none when it didn't run. */
  readonly lines: readonly string[];
  /** The card names it made known (a `create` event), in the order they joined. */
  readonly newNames: readonly string[];
}

/** Whether the engine ran the step (a step that could not be built, or that crashed the engine, did not). */
export function ran(step: ReplayStep<unknown, unknown>): boolean {
  return step.skipped === undefined;
}

/** What replaying a step reads besides the step: the game, the file, and the cumulative parts as they stand before it. */
export interface StepContext<Cards, Model extends ScenarioModelBase<Step, PlayerExpect>, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog> {
  readonly rules: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>;
  readonly model: Model;
  readonly cards: Cards;
  /** Recorded into by this step. */
  readonly log: Log;
  /** Recorded into by this step. */
  readonly history: MoveHistory;
  /** Added to by this step. */
  readonly knownIds: Set<string>;
  /** The file's edition, when it numbers rules otherwise than the engine. */
  readonly edition: Edition | undefined;
}

/**
 * Replays one step from `before` and checks its expectations right after it. A step that can't be
 * built or that the engine refuses leaves the state unchanged: one mistake should not hide the
 * findings of the steps after it.
 */
export function replayStep<Cards, Model extends ScenarioModelBase<Step, PlayerExpect>, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog>(
  ctx: StepContext<Cards, Model, Step, PlayerExpect, State, Action, Log>,
  before: State,
  step: Step,
): StepRecord<State, Action> {
  const { rules, model, log, history, knownIds } = ctx;
  const out: Diagnostic[] = [];
  const result = runStep(rules, before, step, ctx.cards, out, ctx.edition);
  const base = { index: step.index, ...(step.kind ? { kind: step.kind } : {}), label: result.label, before };
  if (!result.ran) {
    return { step: { ...base, after: before, events: [], violations: [], refused: false, skipped: result.skipped, range: step.range }, diagnostics: out, lines: [], newNames: [] };
  }
  const { action, applied } = result;
  // Only a `create` event adds to an engine's registry; re-reading every card after every step
  // made a long replay quadratic.
  const newNames: string[] = [];
  if (applied.events.some((e) => e.type === "create")) {
    for (const name of rules.knownNames(applied.state)) {
      if (knownIds.has(name)) continue;
      knownIds.add(name);
      newNames.push(name);
    }
  }
  log.record(applied.events);
  history.record(applied.events, step.index + 1);
  rules.afterStep?.(step, action, out);
  const expected = checkIllegal(step, applied, (value) => rules.illegal.wanted(value, model), rules.illegal, out);
  for (const v of applied.violations) if (!expected.has(v)) out.push(rules.violation(step, v, action, applied.events));
  const lines = rules.eventLines(applied.events);
  if (step.expect) checkExpect(rules, { state: applied.state, log, history, cards: ctx.cards, knownIds, out, cite: citeOf(ctx.edition) }, step.expect, lines);
  const record: ReplayStep<State, Action> = { ...base, action, after: applied.state, events: applied.events, violations: applied.violations, refused: applied.refused, range: step.range };
  return { step: record, diagnostics: out, lines, newNames };
}

/** Checks an `expect:` (a step's, or the final one) against the state and the event lines it covers. */
export function checkExpect<Cards, Model, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog>(
  rules: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>,
  env: ExpectEnv<State, Cards, Log>,
  expect: ExpectModelOf<PlayerExpect>,
  lines: readonly string[],
): void {
  for (const player of expect.players) rules.checkPlayer(env, player);
  if (expect.events.length > 0) checkEvents(expect.events, lines, env.out);
}

type StepRun<State, Action> = { ran: true; label: string; action: Action; applied: StepResult<State> } | { ran: false; label: string; skipped: string };

/** How an edition cites a text; the identity without one. */
export function citeOf(edition: Edition | undefined): (text: string) => string {
  return edition ? (text) => edition.cite(text) : (text) => text;
}

function runStep<Cards, Model, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog>(
  rules: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>,
  state: State,
  step: Step,
  cards: Cards,
  out: Diagnostic[],
  edition: Edition | undefined,
): StepRun<State, Action> {
  const stepOut: Diagnostic[] = [];
  const action = step.kind ? rules.action(state, step, cards, stepOut) : undefined;
  out.push(...stepOut);
  const label = rules.label(state, step, action);
  if (action === undefined) return { ran: false, label, skipped: stepOut[0]?.message ?? "the step is incomplete (see the errors on it)" };
  try {
    const applied = rules.apply(state, action);
    return { ran: true, label, action, applied: edition ? citeStepResult(applied, (text) => edition.cite(text)) : applied };
  } catch (e) {
    // An exception from the engine is an engine bug; report it on the step and keep going.
    const message = e instanceof Error ? e.message : String(e);
    out.push(internalError.create({ range: step.main, message: `The engine failed on this step (a bug; please report it): ${message}` }));
    return { ran: false, label, skipped: `engine error: ${message}` };
  }
}
