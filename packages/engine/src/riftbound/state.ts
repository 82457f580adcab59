import type { CardId, CardInstance, KernelState, PlayerId } from "../kernel/types.js";
import type { Domain, RiftCardDef } from "./cards.js";

/** Turn structure, 315–317 (the Main Phase was called the Action Phase in v1.1). */
export const PHASES = ["awaken", "beginning", "channel", "draw", "main", "end"] as const;
export type Phase = (typeof PHASES)[number];

/** Riftbound zones, per player. Decks are ordered top to bottom; the rest are unordered. */
export const RIFT_ZONES = [
  "main-deck",
  "rune-deck",
  "hand",
  "trash",
  "base",
  "battlefield",
  "runes",
  "banishment",
  "legend",
  "champion",
] as const;
export type RiftZone = (typeof RIFT_ZONES)[number];

/** Zones on the Board (tokens survive only there, 186.1). */
export const BOARD_ZONES: readonly RiftZone[] = ["base", "battlefield", "runes", "legend"];

export interface RiftCard extends CardInstance<RiftCardDef> {
  readonly exhausted: boolean;
  /**
   * The sum of its "this turn" Might changes, cleared in the Expiration Step and when the card
   * changes zone (124.1). Every such change ends at the same moment, so their sum is all the
   * rules need; a list of them grew with each activation and was copied with the card.
   */
  readonly mightThisTurn: number;
  /** Buffs are +1 Might counters; a unit has at most one (426). */
  readonly buffed: boolean;
  /** The object that banished this card, while it stays banished: what "banished with this" refers to (427.3). */
  readonly banishedBy?: CardId;
}

export interface RiftPlayerResources {
  /** Energy in the Rune Pool: pays numeric costs (163). */
  readonly energy: number;
  /** Power in the Rune Pool, by domain: pays domain symbols. */
  readonly power: Readonly<Partial<Record<Domain, number>>>;
  readonly points: number;
}

export interface RiftState extends KernelState<RiftCardDef, RiftCard> {
  readonly game: "riftbound";
  readonly turnPlayer: PlayerId;
  readonly phase: Phase;
  readonly turnNumber: number;
  /** A showdown or combat is in progress: only Action/Reaction may be used. */
  readonly showdown: boolean;
  readonly resources: Readonly<Record<PlayerId, RiftPlayerResources>>;
  /** Monotonic counter for ids of cards created during play (tokens). */
  readonly nextId: number;
}

export type { CardId };
