import type { GameEvent, StepResult, Violation } from "@recycle-rules/engine";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { ExpectEnv } from "../expect/env.js";
import type { IllegalReading } from "../expect/illegal.js";
import type { StepModelBase } from "../model/types.js";

/**
 * What the replay stage asks of a game (its part of the GameModule interface): the engine
 * adapter, the move log, and the game's expectations.
 */

/** The part of a player's expectation every game has. */
export interface PlayerExpectBase {
  readonly player: string;
  readonly keyRange: Range;
}

/** A game's history of moves, kept across the replay to explain failed expectations. */
export interface EventLog {
  record(events: readonly GameEvent[]): void;
}

/** The engine adapter: everything the replay stage asks of a game. */
export interface ReplayRules<Cards, Model, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog> {
  /** The starting state; set-up problems go to `out` on the entry they concern. */
  start(model: Model, cards: Cards, out: Diagnostic[]): State;
  /**
   * The ids (and names) of the state's cards, lower case: an expectation may name them after they
   * are gone. Read at the start and after each step with a `create` event, the only way a card
   * joins an engine's registry during play.
   */
  knownNames(state: State): Iterable<string>;
  /** The step as an engine action; undefined when it can't be built (its errors are in `out`). */
  action(state: State, step: Step, cards: Cards, out: Diagnostic[]): Action | undefined;
  /** What the step does, as the transcript says it. */
  label(state: State, step: Step, action: Action | undefined): string;
  apply(state: State, action: Action): StepResult<State>;
  newLog(): Log;
  /** Findings about a step that ran which only the linter can make (answers nothing asked for). */
  afterStep?(step: Step, action: Action, out: Diagnostic[]): void;
  /** How an `illegal:` expectation reads the rule numbers (editions, sub-rule styles). */
  readonly illegal: IllegalRules<Model, Step>;
  /** An engine violation as a diagnostic on the part of the step it concerns. */
  violation(step: Step, violation: Violation, action: Action, events: readonly GameEvent[]): Diagnostic;
  /** The step's events as transcript lines (what `events:` expectations match). */
  eventLines(events: readonly GameEvent[]): string[];
  /** Checks one player's expectation against the state. */
  checkPlayer(env: ExpectEnv<State, Cards, Log>, expect: PlayerExpect): void;
  /**
   * The file's edition when it numbers rules otherwise than the engine does: how the transcript
   * names it, and how a text's rule numbers are written in it. Every step's result, the set-up's
   * findings and the expectations' are cited so. Absent (or undefined for the file): the engine's
   * numbers are the file's.
   */
  edition?(model: Model): Edition | undefined;
}

/** An edition a file's citations are written in (see ReplayRules.edition). */
export interface Edition {
  /** The transcript's `edition:` line. */
  readonly label: string;
  /** Writes the rule numbers in a text (a rule, a sentence, a line) in this edition. */
  cite(text: string): string;
}

export interface IllegalRules<Model, Step> extends IllegalReading<Step> {
  /** The rule numbers an `illegal:` value stands for in this file (one, or one per edition). */
  wanted(value: string, model: Model): readonly string[];
}

