import type { GameEvent, StepResult, Violation } from "@recycle-rules/engine";
import type { Document } from "yaml";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { DeckEnv } from "../model/deck-reference.js";
import type { IllegalReading } from "../expect/illegal.js";
import type { CustomCardModel, ScenarioModelBase, StepModelBase } from "../model/types.js";
import type { DeckNote } from "../replay/deck-zones.js";
import type { ExpectEnv } from "../expect/env.js";
import type { JsonSchema } from "../structure/json-schema.js";
import type { SourceText } from "../text/source.js";

/**
 * One game behind one interface. The pipeline (api/lint.ts and the stage folders: structure,
 * model, replay, expect, transcript) knows no game: it parses the YAML, picks the module whose
 * `id` the file's `game:` names, and calls the module at each stage. A game folder
 * (`games/<id>/`) is the only place that knows its rules' vocabulary: zones, step kinds, card
 * data, the engine's actions and states, and how its transcript reads.
 *
 * The type parameters tie the stages together: what `build` makes is what `replay` consumes.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the defaults make `GameModule` mean "any game" */
export interface GameModule<
  Cards extends ScenarioCardsLike = any,
  Model extends ScenarioModelBase<Step, PlayerExpect> = any,
  Step extends StepModelBase<PlayerExpect> = any,
  PlayerExpect extends PlayerExpectBase = any,
  State = any,
  Action = any,
  Log extends EventLog = any,
> {
  /** The `game:` value that selects this module ("riftbound"). */
  readonly id: string;
  /** The game's name in messages ("Riftbound"). */
  readonly name: string;
  /** The zones a player's set-up and expectations name, in the order the state lists them. */
  readonly zones: readonly string[];
  /** This game's part of the published JSON Schema. */
  readonly schema: GameSchema;
  /** The cards a file of this game can name: `catalog` (a caller's, or the bundled one) plus custom cards. */
  scenarioCards(catalog: unknown): Cards;
  /** Defines the file's `cards:` entries in `cards`, reporting their problems on the exact text. */
  defineCustomCards(models: readonly CustomCardModel[], cards: Cards, source: SourceText, out: Diagnostic[]): void;
  /** The parsed document → the scenario model (set-up, steps, expectations), with exact ranges. */
  build(doc: Document, source: SourceText, cards: Cards, customCards: readonly CustomCardModel[], out: Diagnostic[]): BuiltScenario<Model>;
  /** Fills players' zones from their `deck:` lists (nothing is read without one). */
  loadDecks(doc: Document, source: SourceText, model: Model, cards: Cards, catalog: unknown, env: DeckEnv | undefined, out: Diagnostic[]): { model: Model; notes: DeckNote[] };
  /** The engine adapter: start, actions, checkpoints, expectations. */
  readonly replay: ReplayRules<Cards, Model, Step, PlayerExpect, State, Action, Log>;
  /** How the replay reads as text. */
  readonly transcript: TranscriptRules<State>;
}

/* eslint-enable @typescript-eslint/no-explicit-any */

/** A game module whose types don't matter to the caller (the registry, the pipeline's entry). */
export type AnyGameModule = GameModule;

/** What the pipeline needs of a game's card pool. */
export interface ScenarioCardsLike {
  /** Whether a text names a card (needed to notice names split by a flow comma). */
  readonly isCardName: (text: string) => boolean;
}

/** The part of a player's expectation every game has. */
export interface PlayerExpectBase {
  readonly player: string;
  readonly keyRange: Range;
}

export interface BuiltScenario<Model> {
  readonly model: Model;
  /** Ranges where a split card name was joined; findings inside them are its consequences. */
  readonly joined: readonly Range[];
}

/** A game's history of moves, kept across the replay to explain failed expectations. */
export interface EventLog {
  record(events: readonly GameEvent[]): void;
}

/**
 * This game's part of the scenario schema. The composed schema (structure/scenario-schema.ts)
 * puts every game's definitions together, selects a game's branch by `game:`, and offers the
 * union of all games' keys at the top level for editors.
 */
export interface GameSchema {
  /** The top-level keys of a file of this game. */
  readonly properties: Readonly<Record<string, JsonSchema>>;
  /** The game's definitions (names must not clash with another game's). */
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  /** The definitions the top-level union points at. */
  readonly refs: { readonly playerSetup: string; readonly customCard: string; readonly step: string; readonly finalExpect: string };
  /** The branch's description and editor synonyms, when it has them. */
  readonly description?: string;
  readonly synonyms?: Readonly<Record<string, string>>;
}

/** The engine adapter: everything the replay stage asks of a game. */
export interface ReplayRules<Cards, Model, Step extends StepModelBase<PlayerExpect>, PlayerExpect extends PlayerExpectBase, State, Action, Log extends EventLog> {
  /** The starting state; set-up problems go to `out` on the entry they concern. */
  start(model: Model, cards: Cards, out: Diagnostic[]): State;
  /** The ids (and names) of the state's cards, lower case: an expectation may name them after they are gone. */
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
}

export interface IllegalRules<Model, Step> extends IllegalReading<Step> {
  /** The rule numbers an `illegal:` value stands for in this file (one, or one per edition). */
  wanted(value: string, model: Model): readonly string[];
}

/** How a replay of this game reads as text. */
export interface TranscriptRules<State> {
  /** The header lines after `scenario:` (game, seed, whose turn). */
  header(initial: State, seed: number): string[];
  /** The state as lines (start and final). */
  state(state: State): string[];
  /** A step's events as lines. */
  events(events: readonly GameEvent[]): string[];
  /** Lines after a step that ran (what it left waiting). */
  afterStep?(after: State, refused: boolean): string[];
}

