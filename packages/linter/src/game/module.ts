import type { DeckListRules } from "../deck/rules.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { ScenarioParts } from "../model/scenario-frame.js";
import type { CustomCardModel, ScenarioModelBase, StepModelBase } from "../model/types.js";
import type { DeckParts } from "../replay/deck-setup.js";
import type { EventLog, PlayerExpectBase, ReplayRules } from "../replay/rules.js";
import type { GameSchema } from "../structure/game-schema.js";
import type { SourceText } from "../text/source.js";
import type { TranscriptRules } from "../transcript/rules.js";

export type { EventLog, IllegalRules, PlayerExpectBase, ReplayRules } from "../replay/rules.js";
export type { GameSchema } from "../structure/game-schema.js";
export type { TranscriptRules } from "../transcript/rules.js";

/**
 * One game behind one interface. The pipeline (api/lint.ts and the stage folders: structure,
 * model, replay, expect, transcript) knows no game: it parses the YAML, picks the module whose
 * `id` the file's `game:` names, and calls the module at each stage. A game folder
 * (`games/<id>/`) is the only place that knows its rules' vocabulary: zones, step kinds, card
 * data, the engine's actions and states, and how its transcript reads.
 *
 * The type parameters tie the stages together: the model `model` reads is what `replay` consumes.
 * The game's name and zones are its model's vocabulary (`model.vocabulary`).
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
  /** This game's part of the published JSON Schema. */
  readonly schema: GameSchema;
  /** The cards a file of this game can name: `catalog` (a caller's, or the bundled one) plus custom cards. */
  scenarioCards(catalog: unknown): Cards;
  /** Defines the file's `cards:` entries in `cards`, reporting their problems on the exact text. */
  defineCustomCards(models: readonly CustomCardModel[], cards: Cards, source: SourceText, out: Diagnostic[]): void;
  /** How a file of this game reads beyond the shared frame: players, steps, expectations, its own top-level keys. */
  readonly model: ScenarioParts<any, any, Step, PlayerExpect, any, any>;
  /** How a player's `deck:` list fills their zones; a game without deck lists has none. */
  readonly decks?: DeckParts<any, any, Cards, any>;
  /** How this game's deck lists (`*.deck`) read and which construction rules they must meet. */
  readonly deckList?: DeckListRules;
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
  lookup(ref: string): unknown;
}

