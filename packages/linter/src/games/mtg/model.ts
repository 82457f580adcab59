import type { MtgEdition, MtgStep } from "@recycle-rules/engine";
import type { Range } from "../../diagnostics/types.js";
import type { PlayerExpectOf, CardRefText, ExpectCardBase, ExpectModelOf, Located, PlayerModelBase, ScenarioModelBase, SetupCardBase, StepModelBase, ZoneExpectModel } from "../../model/types.js";
import type { MtgSetupZoneName, MtgStepKind } from "./schema.js";

/** A `game: mtg` scenario as data (see model/types.ts for the shapes every game shares). */

export interface MtgSetupCardModel extends SetupCardBase {
  readonly tapped?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
  /** The color chosen as it entered (614.1c), as written: a word or a letter. */
  readonly chosenColor?: Located<string>;
}

export interface MtgPlayerModel extends PlayerModelBase<MtgSetupZoneName, MtgSetupCardModel> {
  readonly life?: number;
  readonly mana?: Located<string>;
  /** Energy counters (107.14). */
  readonly energy?: Located<number>;
}

export interface MtgExpectCardModel extends ExpectCardBase {
  readonly tapped?: Located<boolean>;
  readonly token?: Located<boolean>;
  readonly power?: Located<number>;
  readonly toughness?: Located<number>;
  readonly counters?: readonly { readonly kind: string; readonly value: number; readonly range: Range }[];
  /** Every keyword the permanent has, in any order. */
  readonly keywords?: Located<readonly string[]>;
  /** Every supertype, card type and subtype it has now (205), in any order. */
  readonly types?: Located<readonly string[]>;
  /** Every color it has now (105): words or letters, `[]` = colorless. */
  readonly colors?: Located<readonly string[]>;
  /** The color chosen for it as it entered (614.1c): a word or a letter, or `none`. */
  readonly chosenColor?: Located<string>;
}

export type MtgZoneExpectModel = ZoneExpectModel<MtgSetupZoneName, MtgExpectCardModel>;

export interface MtgPlayerExpectModel extends PlayerExpectOf<MtgSetupZoneName, MtgExpectCardModel> {
  readonly life?: Located<number>;
  readonly mana?: Located<string>;
  readonly lost?: Located<boolean>;
  /** Energy counters (107.14). */
  readonly energy?: Located<number>;
}

export type MtgExpectModel = ExpectModelOf<MtgPlayerExpectModel>;

export interface MtgStepModel extends StepModelBase<MtgPlayerExpectModel, MtgStepKind> {
  /** cycle / activate / cast / play: the card. */
  readonly target?: CardRefText;
  /** pass: who passes, when given. */
  readonly passer?: Located<string>;
  /** resolve: how many objects. */
  readonly resolve?: number | "all";
  /** step: the step to move to. */
  readonly step?: MtgStep;
  readonly search?: CardRefText;
  readonly x?: Located<number>;
  readonly tap?: readonly CardRefText[];
  readonly hold?: Located<boolean>;
  /** attack: the attacking creatures, and the player they attack when given (508.1b). */
  readonly attackers?: readonly CardRefText[];
  readonly defender?: Located<string>;
  /** block: each block as written (509.1a); an entry missing a side has it undefined. */
  readonly blocks?: readonly MtgBlockModel[];
}

export interface MtgBlockModel {
  readonly blocker?: CardRefText;
  readonly attacker?: CardRefText;
  readonly range: Range;
}

export interface MtgScenarioModel extends ScenarioModelBase<MtgStepModel, MtgPlayerExpectModel, MtgPlayerModel> {
  readonly edition: MtgEdition;
  readonly turnNumber: number;
  readonly step: MtgStep;
}
