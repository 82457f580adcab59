import type { ChoiceAnswer, Domain, Phase, RiftZone } from "@recycle-rules/engine";
import type { Range } from "../diagnostics/types.js";

/**
 * The scenario as data, each value with the range of the YAML node it came from, so any later
 * finding (an engine violation, a failed expectation) can point at the exact text. Values that
 * failed the structure check are simply absent: that check already reported them.
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

/** A zone as written: "trash", "B.trash". */
export interface ZoneText {
  readonly player?: string;
  readonly zone: RiftZone;
  readonly range: Range;
}

export interface SetupCardModel {
  readonly ref: CardRefText;
  readonly range: Range;
  readonly id?: string;
  readonly exhausted?: boolean;
  readonly token?: boolean;
  readonly owner?: Located<string>;
  readonly buffed?: boolean;
  readonly mightThisTurn?: number;
}

export interface PlayerModel {
  readonly id: string;
  readonly keyRange: Range;
  readonly zones: Partial<Record<RiftZone, readonly SetupCardModel[]>>;
  readonly energy?: number;
  readonly power?: Partial<Record<Domain, number>>;
  readonly points?: number;
}

export interface CustomCardModel {
  /** The mapping as plain data, handed to defineRiftCard. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly name: string;
  readonly range: Range;
  /** Value ranges by field, and the scalar nodes of string fields for exact text ranges. */
  readonly fields: Readonly<Record<string, Range>>;
  readonly scalars: Readonly<Record<string, import("yaml").Scalar>>;
}

export interface ExpectCardModel {
  readonly ref: CardRefText;
  readonly range: Range;
  readonly might?: Located<number>;
  readonly exhausted?: Located<boolean>;
  readonly buffed?: Located<boolean>;
}

export type ZoneCheckKind = "top" | "bottom" | "includes" | "excludes";

export interface ZoneExpectModel {
  readonly zone: RiftZone;
  readonly keyRange: Range;
  /** The value node: the list, or the mapping of checks. */
  readonly range: Range;
  /** `zone: [..]`: the whole zone. */
  readonly whole?: readonly ExpectCardModel[];
  readonly checks: readonly { readonly kind: ZoneCheckKind; readonly cards: readonly ExpectCardModel[]; readonly range: Range }[];
  readonly count?: Located<number>;
}

export interface PlayerExpectModel {
  readonly player: string;
  readonly keyRange: Range;
  readonly zones: readonly ZoneExpectModel[];
  readonly energy?: Located<number>;
  readonly power: readonly { readonly domain: Domain; readonly value: number; readonly range: Range }[];
  readonly points?: Located<number>;
}

export interface ExpectModel {
  readonly range: Range;
  readonly illegal?: Located<string>;
  readonly events: readonly Located<string>[];
  readonly players: readonly PlayerExpectModel[];
}

export const STEP_KINDS = ["activate", "play", "recycle", "phase", "showdown", "conquer"] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export interface StepModel {
  /** 0-based position in `steps:`. */
  readonly index: number;
  readonly range: Range;
  readonly kind?: StepKind;
  /** The first key and its value: where a finding about the step as a whole goes. */
  readonly head: Range;
  /** The kind key's value (the card, the count, the phase). */
  readonly main: Range;
  /** Value ranges by key (a null value falls back to its key). */
  readonly values: Readonly<Record<string, Range>>;
  readonly target?: CardRefText;
  readonly recycle?: number | "all" | readonly CardRefText[];
  readonly phase?: Phase;
  readonly showdown?: "start" | "end";
  readonly player?: Located<string>;
  readonly ability?: Located<number | string>;
  readonly choose: readonly Located<ChoiceAnswer>[];
  readonly from?: readonly ZoneText[];
  readonly to?: ZoneText;
  readonly position?: Located<"top" | "bottom">;
  readonly order?: readonly CardRefText[];
  readonly expect?: ExpectModel;
}

export interface ScenarioModel {
  readonly title?: string;
  readonly source?: string;
  readonly game: Located<string> | undefined;
  readonly rules: readonly string[];
  readonly seed: number;
  readonly turn?: Located<string>;
  readonly phase: Phase;
  readonly showdown: boolean;
  readonly players: readonly PlayerModel[];
  readonly customCards: readonly CustomCardModel[];
  readonly steps: readonly StepModel[];
  readonly expect?: ExpectModel;
  /** The whole document, for findings about the file. */
  readonly documentRange: Range;
}
