import type { CardId, ChoiceAnswer, PlayerId } from "../kernel/types.js";
import type { Phase, RiftZone } from "./state.js";

/** A zone the scenario names, maybe with its player ("B.trash"). */
export interface ZoneTarget {
  readonly player: PlayerId;
  readonly zone: RiftZone;
}

/**
 * One thing that happens. Every action names who acts; choices are answered in the order the
 * engine raises them (cost choices, then the effect's, then triggers'); answers left unused are
 * reported, so a scenario cannot pass by accident.
 */
export type RiftAction =
  | {
      readonly type: "activate";
      readonly player: PlayerId;
      readonly card: CardId;
      /** 1-based index among the card's activated abilities, or an ability name (rune: exhaust | recycle). */
      readonly ability: number | string;
      readonly choices: readonly ChoiceAnswer[];
    }
  | {
      readonly type: "play";
      readonly player: PlayerId;
      readonly card: CardId;
      /** A unit's place (355.2): a battlefield (its card's id) or its player's base, the default. */
      readonly to?: CardId | "base";
      /** A [Reaction] card `player` plays in answer while the played spell waits on the chain (rulings R42). */
      readonly reaction?: { readonly player: PlayerId; readonly card: CardId };
      readonly choices: readonly ChoiceAnswer[];
    }
  | {
      /** An effect instructs `player` to recycle (416.4, 416.6). */
      readonly type: "recycle";
      readonly player: PlayerId;
      /** A number ("recycle 3 from your trash") or the exact cards. */
      readonly what: number | "all" | readonly CardId[];
      readonly from: readonly ZoneTarget[];
      /** What the scenario claims is the destination; checked against 416.1. */
      readonly to?: ZoneTarget;
      /** Where in the deck the scenario claims the cards go. Recycling is always to the bottom (416.1). */
      readonly position?: "top" | "bottom";
      /** An explicit bottom order (first = placed first, i.e. highest of the recycled group). */
      readonly order?: readonly CardId[];
      readonly choices: readonly ChoiceAnswer[];
    }
  | { readonly type: "advance"; readonly phase: Phase; readonly choices: readonly ChoiceAnswer[] }
  /** Ending a combat's showdown: `choices` are the players' combat damage orders (465). */
  | { readonly type: "showdown"; readonly state: "start" | "end"; readonly choices?: readonly ChoiceAnswer[] }
  | {
      /**
       * `player` conquers a battlefield (`card`: the battlefield, or a unit at it): a showdown or
       * combat there ended with only their units present (466.5, 469.1).
       */
      readonly type: "conquer";
      readonly player: PlayerId;
      readonly card: CardId;
      readonly choices: readonly ChoiceAnswer[];
    }
  | {
      /** `player` holds a battlefield they control in their Beginning Phase (469.2). */
      readonly type: "hold";
      readonly player: PlayerId;
      readonly card: CardId;
      readonly choices: readonly ChoiceAnswer[];
    }
  | {
      /** Hide (421, 811.1.b): `player` puts a [Hidden] card from their hand facedown at a battlefield they control. */
      readonly type: "hide";
      readonly player: PlayerId;
      readonly card: CardId;
      readonly to?: CardId;
      readonly choices: readonly ChoiceAnswer[];
    }
  | {
      /** A Standard Move (144): a unit to a battlefield (its card's id) or to its base. */
      readonly type: "move";
      readonly player: PlayerId;
      readonly card: CardId;
      readonly to: CardId | "base";
      readonly choices: readonly ChoiceAnswer[];
    };
