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
export type SetupProblem = EntryProblem<RiftZone>;

export type CreatedGame<S> = CreatedState<S, RiftZone, SetupProblem>;
