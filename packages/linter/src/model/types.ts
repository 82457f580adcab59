import type { ChoiceAnswer } from "@recycle-rules/engine";
import type { Scalar } from "yaml";
import type { Range } from "../diagnostics/types.js";

/**
 * The scenario as data, each value with the range of the YAML node it came from, so any later
 * finding (an engine violation, a failed expectation) can point at the exact text. Values that
 * failed the structure check are simply absent: that check already reported them.
 *
 * These are the shapes every game shares; each game's model (games/<id>/model.ts) extends them
 * with its own zones, step kinds and properties.
 */

export interface Located<T> {
  readonly value: T;
  readonly range: Range;
}

/** A card reference as written: a name, a code or a copy's id. */
export interface CardRefText {
  readonly text: string;
  readonly range: Range;
  /** Written inside a flow collection ([…] or {…}), where a fix must quote commas. */
  readonly inFlow: boolean;
}

export interface CustomCardModel {
  /** The mapping as plain data, handed to the game's card definer. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly name: string;
  readonly range: Range;
  /** Value ranges by field, and the scalar nodes of string fields for exact text ranges. */
  readonly fields: Readonly<Record<string, Range>>;
  readonly scalars: Readonly<Record<string, Scalar>>;
}

/** A card of a player's set-up: what every game reads (each adds its own properties). */
export interface SetupCardBase {
  readonly ref: CardRefText;
  readonly range: Range;
  readonly id?: string;
  readonly token?: boolean;
  readonly owner?: Located<string>;
}

/** One player's set-up: the cards of each zone, as written. */
export interface PlayerModelBase<Zone extends string = string, Card extends SetupCardBase = SetupCardBase> {
  readonly id: string;
  readonly keyRange: Range;
  readonly zones: Partial<Record<Zone, readonly Card[]>>;
}

/** A card in an expectation: the reference, and (per game) the properties it must have. */
export interface ExpectCardBase {
  readonly ref: CardRefText;
  readonly range: Range;
}

export type ZoneCheckKind = "top" | "bottom" | "includes" | "excludes";

export interface ZoneExpectModel<Zone extends string = string, Card extends ExpectCardBase = ExpectCardBase> {
  readonly zone: Zone;
  readonly keyRange: Range;
  /** The value node: the list, or the mapping of checks. */
  readonly range: Range;
  /** `zone: [..]`: the whole zone. */
  readonly whole?: readonly Card[];
  readonly checks: readonly { readonly kind: ZoneCheckKind; readonly cards: readonly Card[]; readonly range: Range }[];
  readonly count?: Located<number>;
}

/** One player's part of an expectation: their zones (each game adds what else a player has). */
export interface PlayerExpectOf<Zone extends string, Card extends ExpectCardBase> {
  readonly player: string;
  readonly keyRange: Range;
  readonly zones: readonly ZoneExpectModel<Zone, Card>[];
}

/** An `expect:` mapping: a step's, or the top-level one about the final state. */
export interface ExpectModelOf<PlayerExpect> {
  readonly range: Range;
  readonly illegal?: Located<string>;
  readonly events: readonly Located<string>[];
  readonly players: readonly PlayerExpect[];
}

/** A step as every game has it: where it is, which kind, its answers and expectation. */
export interface StepModelBase<PlayerExpect = unknown, Kind extends string = string> {
  /** 0-based position in `steps:`. */
  readonly index: number;
  readonly range: Range;
  readonly kind?: Kind;
  /** The first key and its value: where a finding about the step as a whole goes. */
  readonly head: Range;
  /** The kind key's value (the card, the count, the phase). */
  readonly main: Range;
  /** Value ranges by key (a null value falls back to its key). */
  readonly values: Readonly<Record<string, Range>>;
  readonly player?: Located<string>;
  readonly ability?: Located<number | string>;
  readonly choose: readonly Located<ChoiceAnswer>[];
  readonly expect?: ExpectModelOf<PlayerExpect>;
}

/** The scenario as every game has it. */
export interface ScenarioModelBase<Step = StepModelBase, PlayerExpect = unknown, Player extends PlayerModelBase = PlayerModelBase> {
  readonly title?: string;
  readonly source?: string;
  readonly rules: readonly string[];
  readonly seed: number;
  readonly turn?: Located<string>;
  readonly players: readonly Player[];
  readonly customCards: readonly CustomCardModel[];
  readonly steps: readonly Step[];
  readonly expect?: ExpectModelOf<PlayerExpect>;
  /** The whole document, for findings about the file. */
  readonly documentRange: Range;
}
