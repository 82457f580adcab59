import type { CardSpec, CreatedState, EntryProblem } from "../kernel/setup.js";
import type { PlayerId } from "../kernel/types.js";
import type { Domain, RiftCardDef } from "./cards.js";
import type { Phase, RiftZone } from "./state.js";

/** One card placed by a scenario's set-up. */
export interface RiftCardSpec extends CardSpec<RiftCardDef> {
  readonly exhausted?: boolean;
  /** Marks a token (a def with the token supertype is a token anyway). */
  readonly token?: boolean;
  /** A "this turn" Might change already in force. */
  readonly mightThisTurn?: number;
  readonly buffed?: boolean;
  /** Damage already marked on a unit (143.3). */
  readonly damage?: number;
  /** The index (in `RiftSetup.battlefields`) of the battlefield this unit is at (146.1), or this facedown card is hidden at. */
  readonly at?: number;
  /** A card set up in a Facedown Zone was hidden this turn, so it can't be played from Hidden yet (811.1.b). Default: an earlier turn. */
  readonly hiddenThisTurn?: boolean;
  /**
   * A card in banishment: the id of the card on the board it is "banished with" (427.3), as if
   * that object had banished it (The Zero Drive; rulings R41).
   */
  readonly banishedWith?: string;
}

/**
 * A battlefield of the scenario: its card is the entry `index` of `player`'s `battlefield` zone,
 * controlled by `controller` or by no one (188). Units list their place with `RiftCardSpec.at`.
 */
export interface RiftBattlefieldSetup {
  readonly player: PlayerId;
  readonly index: number;
  readonly controller: PlayerId | null;
}

export interface RiftPlayerSetup {
  readonly zones?: Partial<Record<RiftZone, readonly RiftCardSpec[]>>;
  readonly energy?: number;
  readonly power?: Partial<Record<Domain, number>>;
  readonly points?: number;
  readonly xp?: number;
  /**
   * The name of the player's Chosen Champion (103.2.a; every copy of the name is it, 103.2.a.3).
   * Unset: the card set up in their Champion Zone, if any.
   */
  readonly chosenChampion?: string;
}

export interface RiftSetup {
  readonly seed?: number;
  readonly turnPlayer: PlayerId;
  readonly phase?: Phase;
  readonly showdown?: boolean;
  /** The battlefields, in the order the scenario lists them; units point at them by index. */
  readonly battlefields?: readonly RiftBattlefieldSetup[];
  readonly players: Readonly<Record<PlayerId, RiftPlayerSetup>>;
}

/** A set-up problem, located by player, zone and index so the linter can point at the entry. */
export type SetupProblem = EntryProblem<RiftZone>;

export type CreatedGame<S> = CreatedState<S, RiftZone, SetupProblem>;
