import type { Domain, Phase, RiftZone } from "@recycle-rules/engine";
import type { Range } from "../../diagnostics/types.js";
import type { RiftEdition } from "./edition.js";
import type { PlayerExpectOf, CardRefText, ExpectCardBase, ExpectModelOf, Located, PlayerModelBase, ScenarioModelBase, SetupCardBase, StepModelBase, ZoneExpectModel as ZoneExpectOf } from "../../model/types.js";

/** A Riftbound scenario as data (see model/types.ts for the shapes every game shares). */

/** A zone as written: "trash", "B.trash". */
export interface ZoneText {
  readonly player?: string;
  readonly zone: RiftZone;
  readonly range: Range;
}

export interface SetupCardModel extends SetupCardBase {
  readonly exhausted?: boolean;
  readonly buffed?: boolean;
  readonly mightThisTurn?: number;
  readonly damage?: number;
  /** `banished-with:` the id of the card on the board that banished this one (427.3). */
  readonly banishedWith?: string;
  /** Set when read from `battlefields:`: the index of the battlefield this unit is at, or this facedown card is hidden at. */
  readonly at?: number;
  /** `hidden-this-turn:` a card set up facedown was hidden this turn (811.1.b: not playable from Hidden before the next). */
  readonly hiddenThisTurn?: boolean;
  /** Set when read from `battlefields:`: this entry is the battlefield of that index. */
  readonly battlefieldOf?: number;
}

/** One entry of `battlefields:`: the card, who controls it (none: no one), the units there by player, the card hidden there. */
export interface BattlefieldModel {
  readonly card: SetupCardModel;
  readonly controller?: Located<string>;
  readonly units: readonly { readonly player: string; readonly cards: readonly SetupCardModel[] }[];
  /** `facedown:` the cards hidden there (811.1.b: at most one, its controller's), in the controller's `facedown` zone. */
  readonly facedown: readonly SetupCardModel[];
}

export interface PlayerModel extends PlayerModelBase<RiftZone, SetupCardModel> {
  readonly energy?: number;
  readonly power?: Partial<Record<Domain, number>>;
  readonly points?: number;
  readonly xp?: number;
  /** `chosen-champion:`: the name of the player's Chosen Champion (103.2.a). */
  readonly chosenChampion?: string;
}

export interface ExpectCardModel extends ExpectCardBase {
  readonly might?: Located<number>;
  readonly exhausted?: Located<boolean>;
  readonly buffed?: Located<boolean>;
}

export type ZoneExpectModel = ZoneExpectOf<RiftZone, ExpectCardModel>;

export interface PlayerExpectModel extends PlayerExpectOf<RiftZone, ExpectCardModel> {
  readonly energy?: Located<number>;
  readonly power: readonly { readonly domain: Domain; readonly value: number; readonly range: Range }[];
  readonly points?: Located<number>;
  readonly xp?: Located<number>;
}

export type ExpectModel = ExpectModelOf<PlayerExpectModel>;

export const STEP_KINDS = ["activate", "play", "recycle", "phase", "showdown", "move", "conquer", "hold", "hide"] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export interface StepModel extends StepModelBase<PlayerExpectModel, StepKind> {
  readonly target?: CardRefText;
  readonly recycle?: number | "all" | readonly CardRefText[];
  readonly phase?: Phase;
  readonly showdown?: "start" | "end";
  readonly from?: readonly ZoneText[];
  readonly to?: ZoneText;
  /** A move's, a play's or a hide's `to:`: a battlefield, or `base`. */
  readonly moveTo?: CardRefText;
  readonly position?: Located<"top" | "bottom">;
  readonly order?: readonly CardRefText[];
  /** A play's `reaction:`: a [Reaction] card played in answer while the spell waits on the chain, by `reaction-player:`. */
  readonly reaction?: CardRefText;
  readonly reactionPlayer?: { readonly value: string; readonly range: Range };
}

export interface ScenarioModel extends ScenarioModelBase<StepModel, PlayerExpectModel, PlayerModel> {
  /** The numbering the file's citations use (the engine's is current). */
  readonly edition: RiftEdition;
  readonly phase: Phase;
  readonly showdown: boolean;
  readonly battlefields: readonly BattlefieldModel[];
}
