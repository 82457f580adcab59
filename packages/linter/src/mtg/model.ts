import type { ChoiceAnswer, MtgEdition, MtgStep } from "@recycle-rules/engine";
import type { Range } from "../diagnostics/types.js";
import type { CardRefText, CustomCardModel, Located } from "../model/types.js";
import type { MtgSetupZoneName, MtgStepKind } from "./schema.js";

/**
 * A `game: mtg` scenario as data, each value with the range of the YAML node it came from (see
 * model/types.ts for the Riftbound side and the conventions). Values that failed the structure
 * check are absent: that check already reported them.
 */

export interface MtgSetupCardModel {
  readonly ref: CardRefText;
  readonly range: Range;
  readonly id?: string;
  readonly tapped?: boolean;
  readonly token?: boolean;
  readonly owner?: Located<string>;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
}

export interface MtgPlayerModel {
  readonly id: string;
  readonly keyRange: Range;
  readonly zones: Partial<Record<MtgSetupZoneName, readonly MtgSetupCardModel[]>>;
  readonly life?: number;
  readonly mana?: Located<string>;
}

export interface MtgExpectCardModel {
  readonly ref: CardRefText;
  readonly range: Range;
  readonly tapped?: Located<boolean>;
  readonly token?: Located<boolean>;
  readonly power?: Located<number>;
  readonly toughness?: Located<number>;
  readonly counters?: readonly { readonly kind: string; readonly value: number; readonly range: Range }[];
}

export type MtgZoneCheckKind = "top" | "bottom" | "includes" | "excludes";

export interface MtgZoneExpectModel {
  readonly zone: MtgSetupZoneName;
  readonly keyRange: Range;
  readonly range: Range;
  readonly whole?: readonly MtgExpectCardModel[];
  readonly checks: readonly { readonly kind: MtgZoneCheckKind; readonly cards: readonly MtgExpectCardModel[]; readonly range: Range }[];
  readonly count?: Located<number>;
}

export interface MtgPlayerExpectModel {
  readonly player: string;
  readonly keyRange: Range;
  readonly zones: readonly MtgZoneExpectModel[];
  readonly life?: Located<number>;
  readonly mana?: Located<string>;
  readonly lost?: Located<boolean>;
}

export interface MtgExpectModel {
  readonly range: Range;
  readonly illegal?: Located<string>;
  readonly events: readonly Located<string>[];
  readonly players: readonly MtgPlayerExpectModel[];
}

export interface MtgStepModel {
  /** 0-based position in `steps:`. */
  readonly index: number;
  readonly range: Range;
  readonly kind?: MtgStepKind;
  /** The first key and its value (the whole item for `- pass`): where a finding about the step goes. */
  readonly head: Range;
  /** The kind key's value (the card, the count, the step); its key when the value is empty. */
  readonly main: Range;
  /** Value ranges by key (a null value falls back to its key). */
  readonly values: Readonly<Record<string, Range>>;
  /** cycle / activate / cast / play: the card. */
  readonly target?: CardRefText;
  /** pass: who passes, when given. */
  readonly passer?: Located<string>;
  /** resolve: how many objects. */
  readonly resolve?: number | "all";
  /** step: the step to move to. */
  readonly step?: MtgStep;
  readonly player?: Located<string>;
  readonly ability?: Located<number | string>;
  readonly search?: CardRefText;
  readonly x?: Located<number>;
  readonly tap?: readonly CardRefText[];
  readonly hold?: Located<boolean>;
  readonly choose: readonly Located<ChoiceAnswer>[];
  readonly expect?: MtgExpectModel;
}

export interface MtgScenarioModel {
  readonly title?: string;
  readonly source?: string;
  readonly rules: readonly string[];
  readonly edition: MtgEdition;
  readonly seed: number;
  readonly turn?: Located<string>;
  readonly turnNumber: number;
  readonly step: MtgStep;
  readonly players: readonly MtgPlayerModel[];
  readonly customCards: readonly CustomCardModel[];
  readonly steps: readonly MtgStepModel[];
  readonly expect?: MtgExpectModel;
  readonly documentRange: Range;
}
