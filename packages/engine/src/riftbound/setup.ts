import type { CardId, PlayerId } from "../kernel/types.js";
import type { Domain, RiftCardDef } from "./cards.js";
import type { Phase, RiftZone } from "./state.js";

/** One card placed by a scenario's set-up. */
export interface RiftCardSpec {
  readonly def: RiftCardDef;
  /** A name steps can use for this copy; otherwise one is made from the card's name. */
  readonly id?: string;
  readonly exhausted?: boolean;
  /** Marks a token (a def with the token supertype is a token anyway). */
  readonly token?: boolean;
  /** Defaults to the player whose zone lists the card. */
  readonly owner?: PlayerId;
  /** A "this turn" Might change already in force. */
  readonly mightThisTurn?: number;
  readonly buffed?: boolean;
}

export interface RiftPlayerSetup {
  readonly zones?: Partial<Record<RiftZone, readonly RiftCardSpec[]>>;
  readonly energy?: number;
  readonly power?: Partial<Record<Domain, number>>;
  readonly points?: number;
}

export interface RiftSetup {
  readonly seed?: number;
  readonly turnPlayer: PlayerId;
  readonly phase?: Phase;
  readonly showdown?: boolean;
  readonly players: Readonly<Record<PlayerId, RiftPlayerSetup>>;
}

/** A set-up problem, located by player, zone and index so the linter can point at the entry. */
export interface SetupProblem {
  readonly player: PlayerId;
  readonly zone: RiftZone;
  readonly index: number;
  readonly message: string;
  readonly rule?: string;
}

export interface CreatedGame<S> {
  readonly state: S;
  /** The id given to each set-up entry: ids[player][zone][index]. */
  readonly ids: Readonly<Record<PlayerId, Partial<Record<RiftZone, readonly CardId[]>>>>;
  readonly problems: readonly SetupProblem[];
}
