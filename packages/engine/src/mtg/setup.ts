import type { CardSpec, CreatedState, SetupFault } from "../kernel/setup.js";
import type { PlayerId } from "../kernel/types.js";
import type { MtgCardDef, MtgColor } from "./cards.js";
import type { ManaPool } from "./mana.js";
import type { MtgEdition } from "./rules.js";
import type { MtgStep, MtgZone } from "./state.js";

/** One card placed by a scenario's set-up. */
export interface MtgCardSpec extends CardSpec<MtgCardDef> {
  readonly tapped?: boolean;
  /** Defaults to the player whose zone lists the card; only the battlefield may hold another's card. */
  readonly owner?: PlayerId;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
  /** The color chosen for it as it entered (Night Market, 614.1c): a permanent's only (400.7). */
  readonly chosenColor?: MtgColor;
}

/** Zones a set-up may fill: everything but the stack. */
export type MtgSetupZone = Exclude<MtgZone, "stack">;

export interface MtgPlayerSetup {
  readonly zones?: Partial<Record<MtgSetupZone, readonly MtgCardSpec[]>>;
  /** 20 by default (103.4). */
  readonly life?: number;
  /** Floating mana: "{1}{U}" (a generic number is colourless) or a pool. */
  readonly mana?: string | Partial<ManaPool>;
  /** Energy counters on the player (107.14, 122.1); none by default. */
  readonly energy?: number;
}

export interface MtgSetup {
  readonly seed?: number;
  /** Whose turn it is. */
  readonly activePlayer: PlayerId;
  readonly step?: MtgStep;
  readonly turnNumber?: number;
  /** Who holds priority; the active player by default (117.3a). */
  readonly priority?: PlayerId;
  readonly edition?: MtgEdition;
  readonly autoResolve?: boolean;
  readonly players: Readonly<Record<PlayerId, MtgPlayerSetup>>;
}

export interface MtgSetupProblem extends SetupFault {
  readonly player: PlayerId;
  /** Absent for problems about the player rather than a card (an unreadable `mana:`, negative `energy:`). */
  readonly zone?: MtgSetupZone;
  readonly index?: number;
  /** For a problem about the player: the key it is about. */
  readonly key?: "mana" | "energy";
}

export type CreatedMtgGame<S> = CreatedState<S, MtgSetupZone, MtgSetupProblem>;
