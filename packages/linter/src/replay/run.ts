import type { Diagnostic } from "../diagnostics/types.js";
import { MoveHistory } from "../expect/move-history.js";
import type { ScenarioModelBase, StepModelBase } from "../model/types.js";
import type { Edition, EventLog, PlayerExpectBase, ReplayRules } from "./rules.js";
import { checkExpect, citeOf, ran, replayStep, type StepContext, type StepRecord } from "./step-record.js";
import type { Replay } from "./types.js";

/** The start of a replay: the starting state and what making it found. */
export interface ReplayStart<State> {
  readonly initial: State;
  /** The set-up problems `start` reported, in the order reported. */
  readonly diagnostics: readonly Diagnostic[];
  /** The known names of the starting state, in order. */
  readonly names: readonly string[];
}

/**
 * How far a replay got: its start and one record per step replayed, in step order. The engine's
 * states are immutable values, so a progress taken from one lint is a valid place for a later
 * lint to resume from, as long as the file is the same up to the steps it holds (replay/reuse.ts).
 */
export interface ReplayProgress<State, Action> {
  readonly start: ReplayStart<State>;
  readonly records: readonly StepRecord<State, Action>[];
}

/** A finished replay and every finding it made, in the order made. */
export interface Replayed<State, Action> {
  readonly replay: Replay<State, Action>;
  readonly diagnostics: Diagnostic[];
}

/**
 * Replays a scenario's steps through the game's engine, one immutable state per step, a step at a
 * time so a caller can stop between steps (an editor drops a replay of text that has changed), and
 * from a `resume` point when one is given: its start and records stand for the model's first steps.
 * Each step's expectations are checked right after it; the final `expect:` when it finishes.
 */
export class ReplayRun<Cards, Model extends ScenarioModelBase<Step, PlayerExpect>, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog> {
  private readonly start: ReplayStart<State>;
  private readonly records: StepRecord<State, Action>[];
  private readonly ctx: StepContext<Cards, Model, Step, PlayerExpect, State, Action, Log>;
  private state: State;

  constructor(
    private readonly game: string,
    rules: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>,
    private readonly model: Model,
    cards: Cards,
    resume?: ReplayProgress<State, Action>,
  ) {
    if (resume && resume.records.length > model.steps.length) throw new Error("a replay can't resume past its last step");
    this.start = resume?.start ?? startOf(rules, model, cards, rules.edition?.(model));
    this.records = [...(resume?.records ?? [])];
    // The parts that add up over the steps are rebuilt from the records, in the order the steps
    // made them, so the resumed replay's are the very ones a replay from the start would have.
    const knownIds = new Set(this.start.names);
    const log = rules.newLog();
    const history = new MoveHistory();
    for (const { step, newNames } of this.records) {
      for (const name of newNames) knownIds.add(name);
      if (!ran(step)) continue;
      log.record(step.events);
      history.record(step.events, step.index + 1);
    }
    this.ctx = { rules, model, cards, log, history, knownIds, edition: rules.edition?.(model) };
    this.state = this.records.at(-1)?.step.after ?? this.start.initial;
  }

  get done(): boolean {
    return this.records.length === this.model.steps.length;
  }

  /** The start and the records of the steps replayed so far (a snapshot: later steps don't change it). */
  progress(): ReplayProgress<State, Action> {
    return { start: this.start, records: this.records.slice() };
  }

  /** Replays steps until the last one or until `pause()` says to stop (asked after each step); true when every step is replayed. */
  advance(pause: () => boolean): boolean {
    while (!this.done) {
      const step = this.model.steps[this.records.length] as Step;
      const record = replayStep(this.ctx, this.state, step);
      this.records.push(record);
      this.state = record.step.after;
      if (pause()) break;
    }
    return this.done;
  }

  /** Replays the steps left, then checks the final `expect:` against the final state and every step's event lines. */
  finish(): Replayed<State, Action> {
    this.advance(() => false);
    const { rules, model, cards, log, history, knownIds, edition } = this.ctx;
    const diagnostics: Diagnostic[] = [...this.start.diagnostics];
    for (const record of this.records) for (const d of record.diagnostics) diagnostics.push(d);
    if (model.expect) {
      const allLines: string[] = [];
      // One push per line: spreading a step's lines into arguments overflows the call stack once a
      // step has some hundred thousand of them.
      for (const record of this.records) for (const line of record.lines) allLines.push(line);
      checkExpect(rules, { state: this.state, log, history, cards, knownIds, out: diagnostics, cite: citeOf(edition) }, model.expect, allLines);
    }
    const replay: Replay<State, Action> = {
      title: model.title ?? "(untitled)",
      game: this.game,
      seed: model.seed,
      rules: model.rules,
      initial: this.start.initial,
      steps: this.records.map((r) => r.step),
      final: this.state,
      ...(edition ? { edition: edition.label } : {}),
    };
    return { replay, diagnostics };
  }
}

function startOf<Cards, Model extends ScenarioModelBase<Step, PlayerExpect>, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog>(
  rules: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>,
  model: Model,
  cards: Cards,
  edition: Edition | undefined,
): ReplayStart<State> {
  const found: Diagnostic[] = [];
  const initial = rules.start(model, cards, found);
  // A set-up finding cites its rule (186.1, 103.3) in the file's edition too.
  const diagnostics = edition ? found.map((d) => ({ ...d, message: edition.cite(d.message), rule: d.rule.map((r) => edition.cite(r)) })) : found;
  return { initial, diagnostics, names: [...new Set(rules.knownNames(initial))] };
}
