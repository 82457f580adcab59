/**
 * The vocabulary of combat (506–511): who attacks and blocks, the static abilities that restrict
 * or require attacks and blocks (508.1c–d, 509.1b–c), and the "this turn" effects spells and
 * abilities leave on creatures. Card data is written in these words; combat-declare.ts and
 * combat-damage.ts carry them out.
 */
import type { CardId, PlayerId } from "../kernel/types.js";

/** A static ability that restricts or requires attacking or blocking. */
export type CombatStatic =
  /** "~ can't be blocked by creatures with power 2 or less" (509.1b). */
  | { readonly kind: "cant-be-blocked-by-power"; readonly atMost: number }
  /** "~ can't be blocked except by three or more creatures" (509.1b). */
  | { readonly kind: "min-blockers"; readonly n: number }
  /**
   * "~ can't be blocked by more than one creature" (509.1b); `subtype`: "Boars you control …",
   * the creatures of that subtype its controller controls rather than itself.
   */
  | { readonly kind: "max-blockers"; readonly n: number; readonly subtype?: string }
  /** "~ can't attack unless there are five or more cards in your graveyard" (508.1c). */
  | { readonly kind: "cant-attack-unless-graveyard"; readonly n: number }
  /** "~ can't attack unless defending player controls an Island" (508.1c). */
  | { readonly kind: "cant-attack-unless-defender-controls"; readonly subtype: string }
  /** "~ attacks each combat if able" (508.1d). */
  | { readonly kind: "attacks-each-combat" };

/**
 * What a resolved spell or ability leaves on a creature "this turn" (ended in cleanup, 514.2, or
 * when the creature leaves the battlefield, 400.7): can't block, can't be blocked (509.1b),
 * attacks if able (508.1d), and a shield preventing the combat damage it would deal (615.1).
 */
export type CombatTurnEffect = "cant-block" | "cant-be-blocked" | "attacks-if-able" | "deals-no-combat-damage";

/** One attacking creature and the player it attacks (508.1b). */
export interface MtgAttacker {
  readonly card: CardId;
  readonly defender: PlayerId;
}

/** One blocking creature and the attacker it blocks (509.1a). */
export interface MtgBlocker {
  readonly card: CardId;
  readonly blocking: CardId;
}

/** This turn's combat, from the declaration of attackers until the end of combat (511.3). */
export interface MtgCombat {
  readonly attackers: readonly MtgAttacker[];
  readonly blockers: readonly MtgBlocker[];
  /** The attackers that became blocked (509.1h); they stay blocked when their blockers leave (506.4). */
  readonly blocked: readonly CardId[];
  /** Creatures that had first or double strike as the first-strike combat damage step began (510.4). */
  readonly struckFirst: readonly CardId[];
}
