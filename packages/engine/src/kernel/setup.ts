import type { CardId, PlayerId } from "./types.js";

/**
 * What every game's scenario set-up shares: cards placed by spec, located by player, zone and
 * index so the linter can point at the exact entry an id or a problem belongs to.
 */

/** One card placed by a scenario's set-up; each game adds its own starting status. */
export interface CardSpec<Def> {
  readonly def: Def;
  /** A name steps can use for this copy; otherwise one is made from the card's name. */
  readonly id?: string;
  /** Defaults to the player whose zone lists the card. */
  readonly owner?: PlayerId;
  readonly token?: boolean;
}

/** Where a set-up entry stands: `ids[player][zone][index]`. */
export interface SetupPlace<Zone extends string> {
  readonly player: PlayerId;
  readonly zone: Zone;
  readonly index: number;
}

/** What is wrong with a set-up, and the rule that says so where one does. */
export interface SetupFault {
  readonly message: string;
  readonly rule?: string;
}

/** A problem with one set-up entry. */
export type EntryProblem<Zone extends string> = SetupPlace<Zone> & SetupFault;

/** A game's starting state, the id each set-up entry got, and the set-up's problems (never thrown). */
export interface CreatedState<S, Zone extends string, Problem> {
  readonly state: S;
  /** The id given to each set-up entry: ids[player][zone][index]. */
  readonly ids: Readonly<Record<PlayerId, Partial<Record<Zone, readonly CardId[]>>>>;
  readonly problems: readonly Problem[];
}
