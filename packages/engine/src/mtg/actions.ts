import type { CardId, ChoiceAnswer, PlayerId } from "../kernel/types.js";
import type { MtgStep } from "./state.js";

/**
 * Options shared by the actions that pay costs.
 *
 * Where violations point (`Violation.at`): `card` → the card named, `ability` → `ability`,
 * `player` → `player`, `count` → `x`, `what-item` (index) → an entry of `tap`, `to` → `search`,
 * `choice` (index) → an entry of `choices`.
 */
export interface PayingOptions {
  /** The value of X (601.2b). Without it X is 0, and the transcript says so. */
  readonly x?: number;
  /**
   * The lands (or other mana sources) to tap, in order. Without it, leading `choices` that name
   * untapped mana sources of the player are read as the taps; with neither, the engine taps
   * automatically (see docs/rulings.md).
   */
  readonly tap?: readonly CardId[];
  /**
   * Keep priority after the action (117.3c) instead of letting every player pass until the stack
   * is empty. The stack then waits for `pass` / `resolve` or a response.
   */
  readonly hold?: boolean;
  /** Answers, consumed in the order the engine raises choices; an unused one is an error. */
  readonly choices?: readonly ChoiceAnswer[];
}

/**
 * One thing that happens in an MTG game. The acting player needs priority (117.1); if another
 * player holds it, the players in between pass first (117.3d), and the transcript says so.
 */
export type MtgAction =
  | ({
      /** Activate a cycling or typecycling ability of a card in hand (702.29a, 702.29e). */
      readonly type: "cycle";
      readonly player: PlayerId;
      readonly card: CardId;
      /** "cycling", "swampcycling", "basic landcycling" … when the card has more than one. */
      readonly ability?: string;
      /** Typecycling: the card to find, or "nothing" to fail to find (701.23b). */
      readonly search?: string;
    } & PayingOptions)
  | ({
      /** Activate an ability: 1-based among the card's activated abilities, or "cycling", "mana" … */
      readonly type: "activate";
      readonly player: PlayerId;
      readonly card: CardId;
      readonly ability: number | string;
      readonly search?: string;
    } & PayingOptions)
  | ({
      /** Cast a spell (601): from hand, or from the graveyard where an effect allows it. */
      readonly type: "cast";
      readonly player: PlayerId;
      readonly card: CardId;
    } & PayingOptions)
  | {
      /** Play a land (305.1): a special action, no stack. */
      readonly type: "play";
      readonly player: PlayerId;
      readonly card: CardId;
      readonly choices?: readonly ChoiceAnswer[];
    }
  | {
      /** The priority holder passes (117.3d). When all pass in succession the top object resolves, or the step ends. */
      readonly type: "pass";
      readonly player: PlayerId;
      readonly choices?: readonly ChoiceAnswer[];
    }
  | {
      /** All players pass in succession: the top object resolves (117.4, 608.1); `count` objects or "all". */
      readonly type: "resolve";
      readonly count?: number | "all";
      readonly choices?: readonly ChoiceAnswer[];
    }
  | {
      /**
       * Declare attackers (508.1): the turn moves on to the declare attackers step, and as it
       * begins the active player attacks with these creatures. A violation about the i-th
       * attacker points at `what-item` i.
       */
      readonly type: "attack";
      readonly attackers: readonly { readonly card: CardId; readonly defender?: PlayerId }[];
      readonly choices?: readonly ChoiceAnswer[];
    }
  | {
      /**
       * Declare blockers (509.1): the turn moves on to the declare blockers step, and as it begins
       * the defending player blocks with these creatures (none: no blocks). A violation about the
       * i-th block points at `what-item` i.
       */
      readonly type: "block";
      readonly blockers: readonly { readonly card: CardId; readonly attacker: CardId }[];
      readonly choices?: readonly ChoiceAnswer[];
    }
  | {
      /**
       * The hands are the opening hands: the actions cards allow from them are taken, starting
       * player first, then in turn order (103.6), e.g. Leyline of the Void begins the game on the
       * battlefield (103.6a). Only as the first action of turn 1.
       */
      readonly type: "opening-hands";
      readonly choices?: readonly ChoiceAnswer[];
    }
  | {
      /** Move the turn on to the next `step` (a step at or before the current one means next turn's). */
      readonly type: "advance";
      readonly step: MtgStep;
      readonly choices?: readonly ChoiceAnswer[];
    };
