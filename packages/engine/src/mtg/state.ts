import type { CardId, CardInstance, KernelState, PlayerId } from "../kernel/types.js";
import type { AbilitiesInGame } from "./abilities-in-game.js";
import type { BecomesSpec, InterveningIf, MtgAbility, MtgCardDef, MtgColor, MtgEffect, MtgTargetSpec, WardCost } from "./cards.js";
import type { ManaPool } from "./mana.js";
import type { CombatTurnEffect, MtgCombat } from "./combat-abilities.js";
import type { MtgEdition } from "./rules.js";

/**
 * The zones a player's cards can be in (400.1). Library, hand and graveyard are the player's own;
 * the battlefield, exile and the stack are shared in the rules, and are listed here under the
 * controller (battlefield) or owner (exile, stack) so that every card sits in exactly one list.
 * Libraries are ordered top (index 0) to bottom.
 */
export const MTG_ZONES = ["library", "hand", "graveyard", "battlefield", "exile", "stack"] as const;
export type MtgZone = (typeof MTG_ZONES)[number];

/**
 * The steps of a turn (500.1). The combat phase has its five steps (506.1): `combat` is the
 * beginning of combat step (507), then declare attackers (508), declare blockers (509), combat
 * damage (510) and end of combat (511). The two main phases are `main1` and `main2`.
 */
export const MTG_STEPS = ["untap", "upkeep", "draw", "main1", "combat", "declare-attackers", "declare-blockers", "combat-damage", "end-of-combat", "main2", "end", "cleanup"] as const;
export type MtgStep = (typeof MTG_STEPS)[number];

export interface MtgCard extends CardInstance<MtgCardDef> {
  readonly tapped: boolean;
  /** Damage marked this turn (120.3e); removed in cleanup (514.2). */
  readonly damage: number;
  readonly counters: Readonly<Record<string, number>>;
  /** "+2/+1 until end of turn", "gains flying until end of turn", "can't block this turn" and the like (514.2 ends them). */
  readonly pumps: readonly {
    readonly power: number;
    readonly toughness: number;
    readonly keywords?: readonly string[];
    readonly combat?: readonly CombatTurnEffect[];
    readonly becomesCreature?: boolean;
    /** Keywords it loses until end of turn (Spectacular Pileup's "lose indestructible"), in timestamp order with the gains (613.7). */
    readonly loses?: readonly string[];
    /** "becomes a 5/4 Dinosaur creature … until end of turn", "becomes a blue Serpent with base power and toughness 4/4" (613.1d, 613.1e, 613.4b); applied in the order made (613.7). */
    readonly becomes?: BecomesSpec;
    /** An effect with no duration (611.2a): the cleanup step doesn't end it; leaving the battlefield does (400.7). */
    readonly lasting?: boolean;
    /** Monstrous Step: "… blocks it this turn if able": the attacker this creature must block if able (509.1c). */
    readonly mustBlock?: CardId;
  }[];
  /** The turn it came under its controller's control on the battlefield (302.6); absent: since before the scenario's turn. */
  readonly enteredTurn?: number;
  /** Damage from a source with deathtouch was dealt to it this turn (704.5h). */
  readonly deathtouched?: boolean;
  /** The turn it was discarded into the graveyard it is in (701.9a; cycled, 702.29a); absent once it moves again (400.7). */
  readonly discardedTurn?: number;
  /** "Doesn't untap during its controller's next untap step" (502.3): spent by that untap step. */
  readonly skipsNextUntap?: boolean;
  /** Returned by unearth (702.84a): leaving the battlefield it is exiled instead (its haste is a lasting grant in `pumps`); any move clears it (400.7). */
  readonly unearthed?: boolean;
  /** A spell on the stack cast for its flashback cost (702.34a): leaving the stack, it is exiled instead. */
  readonly castWithFlashback?: boolean;
  /** A permanent that was a spell its controller cast (Herald of the Forgotten's "if you cast it", 603.4); any move clears it (400.7). */
  readonly cast?: boolean;
  /** Regeneration shields made this turn and not yet used (701.19a); the cleanup step ends them (514.2). */
  readonly regenerationShields?: number;
  /** The color chosen as it entered (Night Market's "As it enters, choose a color", 614.1c); any move clears it (400.7). */
  readonly chosenColor?: MtgColor;
  /** The permanent this Aura is attached to (303.4b); absent: attached to nothing. */
  readonly attachedTo?: CardId;
  /**
   * What the static abilities of Auras attached to it give it now ("Enchanted creature gets +2/+5
   * and has trample"): derived from the battlefield by auras.ts after every event that can change
   * it, never set by anything else (611.3a).
   */
  readonly enchantedBy?: readonly { readonly aura: CardId; readonly power: number; readonly toughness: number; readonly keywords: readonly string[]; readonly ward?: WardCost; readonly landType?: string; readonly abilities?: readonly MtgAbility[] }[];
  /**
   * What other static abilities give it now ("~ gets +1/+0 for each …", "Rhinos you control have
   * menace"): derived like `enchantedBy` (static-gifts.ts), never set by anything else.
   */
  readonly grantedBy?: readonly { readonly source: CardId; readonly power: number; readonly toughness: number; readonly keywords: readonly string[] }[];
  /** The card's own values while a copy effect gives it others (`def` then holds the copy's, 707.2); absent: none. */
  readonly printed?: MtgCardDef;
  /** Turned face down (708.2a): `def` holds the face-down values, the card's own in `printed`; leaving the battlefield ends it (400.7). */
  readonly faceDown?: boolean;
  /** The copy effects on this permanent, oldest first (613.7): the last gives `def`; absent: none. Leaving the battlefield ends them (400.7). */
  readonly copyEffects?: readonly CopyEffect[];
}

/** One copy effect on a permanent (707.2): the copiable values it gives, what made it, and when it ends. */
export interface CopyEffect {
  readonly def: MtgCardDef;
  /** The name of the object that made it, for the transcript. */
  readonly from: string;
  /** "until your next turn": it ends as this player's next turn begins; absent: while the permanent stays (611.2a). */
  readonly untilTurnOf?: PlayerId;
}

/**
 * A control-changing effect (613.1b, layer 2) on one permanent, in timestamp order (613.7): the
 * last one in force decides who controls it. `to`: the player who gains control; `aura`: "You
 * control enchanted permanent" (Lay Claim), the Aura's controller while it stays attached
 * (611.3a); `untilEndOfTurn`: ends in the cleanup step (514.2); otherwise it lasts while the
 * permanent stays on the battlefield (611.2a, 400.7). `base`: who controlled it before any such
 * effect, who controls it again once none is left.
 */
export interface ControlEffect {
  readonly card: CardId;
  readonly base: PlayerId;
  readonly to?: PlayerId;
  readonly aura?: CardId;
  readonly untilEndOfTurn?: boolean;
  /** The spell or ability that made it, for the transcript. */
  readonly from: string;
}

export interface MtgPlayerState {
  readonly life: number;
  readonly mana: ManaPool;
  /** Lost the game (704.5a life, 704.5b empty library). */
  readonly lost: boolean;
  readonly lossReason?: string;
  /** Tried to draw from an empty library since the last state-based check (121.4). */
  readonly drewFromEmpty: boolean;
  readonly landsPlayed: number;
  /** Cards this player cycled this turn ("for the first time each turn", "the first card you cycle each turn"). */
  readonly cycledThisTurn: number;
  /** Cards this player drew this turn, the draw step's included ("your second card each turn"). */
  readonly drawnThisTurn: number;
  /** Cards this player discarded this turn, cycled cards included (702.29a): Hollow One counts them. */
  readonly discardedThisTurn: number;
  /** How many times this player cycled a card of each name this game (Yidaro, Wandering Monster); absent: none. */
  readonly cycledByNameThisGame?: Readonly<Record<string, number>>;
  /** Gilded Light's "You gain shroud until end of turn" (702.18a): no spell or ability can target this player; ends in cleanup (514.2). */
  readonly shroudUntilEndOfTurn?: boolean;
  /** Energy counters on this player (107.14, 122.1): "You get {E}{E}" adds them, paying {E} removes one; absent, none. */
  readonly energy?: number;
  /** Imaginary Threats: during this player's next untap step, creatures they control don't untap (502.3); spent by it. */
  readonly creaturesSkipNextUntap?: boolean;
}

/**
 * A target as chosen (115): a player, or a card (on the battlefield, in a graveyard, a spell on the
 * stack); an ability on the stack is `stackObject`, with its source as `card`.
 */
export type MtgTargetRef = { readonly player: PlayerId } | { readonly card: CardId; readonly stackObject?: string };

/** A spell's second target word as chosen (115.3): its spec, and its target unless "up to one" chose none. */
export interface SecondTarget {
  readonly spec: MtgTargetSpec;
  readonly target?: MtgTargetRef;
}

/**
 * An object on the stack (405): a spell (its card is in its owner's "stack" list) or an ability,
 * which is not a card (602.2a / 603.3). The top of the stack is the last element.
 */
export interface MtgStackObject {
  readonly id: string;
  readonly kind: "spell" | "cycling" | "activated" | "triggered";
  readonly source: CardId;
  readonly sourceName: string;
  readonly controller: PlayerId;
  readonly text: string;
  readonly effect: readonly MtgEffect[];
  readonly optional: boolean;
  /** The value chosen for X (601.2b), or the number an ability's "X" refers to. */
  readonly x: number;
  readonly targetSpec?: MtgTargetSpec;
  readonly target?: MtgTargetRef;
  /** The targets of a spell with several ("two target creatures", 601.2c), in the order chosen; `target` is then absent. */
  readonly targets?: readonly MtgTargetRef[];
  /** The target of a spell's second target word (115.3) and what it was chosen as; `target` absent: "up to one", none chosen. */
  readonly second?: SecondTarget;
  /** The card a typecycling search was told to find ("nothing" to fail to find, 701.23b). */
  readonly search?: string;
  /** The rule that governs this object's search ("702.29e" for typecycling). */
  readonly searchRule?: string;
  /** "That card": the card a delayed trigger acts on (Astral Slide's exiled creature). */
  readonly linked?: CardId;
  /** "That player": the player a triggered ability is about (annihilator's defending player). */
  readonly player?: PlayerId;
  /** A trigger's intervening "if" conditions (603.4), checked again as it resolves. */
  readonly interveningIfs?: readonly InterveningIf[];
  /** A spell whose kicker cost was paid as it was cast (702.33d). */
  readonly kicked?: boolean;
  /** A spell whose buyback cost was paid as it was cast (702.27a): resolving, it goes to its owner's hand. */
  readonly buyback?: boolean;
}

/**
 * One prevention shield (615): on a player or a permanent, made by `from` (the source's name, for
 * transcripts). `source`: only damage from that object is prevented (609.7b). `left`: the damage
 * it still prevents (615.7), absent for "all damage"; `once`: used up by the first damage event
 * it prevents ("the next time … prevent that damage").
 */
export interface PreventionShield {
  readonly id: string;
  readonly from: string;
  readonly protects: MtgTargetRef;
  readonly source?: CardId;
  readonly left?: number;
  readonly once?: boolean;
}

/** "At the beginning of the next end step, return that card …" (603.7). */
export interface MtgDelayedTrigger {
  readonly id: string;
  readonly when: "next-end-step";
  readonly card: CardId;
  readonly controller: PlayerId;
  readonly source: CardId;
  readonly text: string;
  /** What it does; absent, Astral Slide's return of the linked card. */
  readonly effect?: readonly MtgEffect[];
}

export interface MtgState extends KernelState<MtgCardDef, MtgCard> {
  readonly game: "mtg";
  /** Which numbering citations use (see rules.ts). */
  readonly edition: MtgEdition;
  readonly activePlayer: PlayerId;
  readonly step: MtgStep;
  readonly turnNumber: number;
  /** Who holds priority (117); null in the untap and cleanup steps (502.4, 514.3). */
  readonly priority: PlayerId | null;
  /** Players who passed in succession since the last action (117.4). */
  readonly passed: readonly PlayerId[];
  readonly stack: readonly MtgStackObject[];
  readonly delayed: readonly MtgDelayedTrigger[];
  readonly playerState: Readonly<Record<PlayerId, MtgPlayerState>>;
  /**
   * After each action, all players pass until the stack is empty (the default), unless the
   * action says `hold`. When false, only `pass` and `resolve` resolve the stack.
   */
  readonly autoResolve: boolean;
  /** The attackers and blockers of this turn's combat (506.4); absent outside combat. */
  readonly combat?: MtgCombat;
  /** "Prevent all combat damage that would be dealt this turn" (615.1): the sources of such shields, ended in cleanup (514.2). */
  readonly combatDamagePrevented?: readonly string[];
  /** The creatures given a "blocks … this turn if able" requirement this turn (509.1c; the requirement is in their `pumps`), cleared in cleanup (514.2). */
  readonly blockRequirements?: readonly CardId[];
  /** Cards exiled "until <source> leaves the battlefield" (610.3), each with its source; absent: none. */
  readonly exiledUntilLeaves?: readonly { readonly source: CardId; readonly card: CardId }[];
  /** The permanents with a copy effect that ends as a player's next turn begins (copy-effects.ts); absent: none. */
  readonly copyEffectsEnding?: readonly { readonly card: CardId; readonly player: PlayerId }[];
  /**
   * "Until the end of your next turn, you may play that card" (Kulrath Zealot): each card `player`
   * may play from exile, until the cleanup step (514.2) of the first turn of `player` numbered after
   * `afterTurn`. A card that leaves exile is a new object (400.7) and loses its entry; absent: none.
   */
  readonly playableFromExile?: readonly { readonly card: CardId; readonly player: PlayerId; readonly afterTurn: number; readonly from: string }[];
  /** Control-changing effects in force (613.1b), oldest first; absent: none. */
  readonly controlEffects?: readonly ControlEffect[];
  /** Prevention shields made by resolved spells and abilities (615.1, 615.7); all end in the cleanup step (514.2). */
  readonly preventionShields?: readonly PreventionShield[];
  /** Which kinds of watching abilities the game's cards have, found at set-up (abilities-in-game.ts). */
  readonly abilitiesInGame: AbilitiesInGame;
  /** The cards with an end-step ability that works from the graveyard, found at set-up (end-step.ts). */
  readonly graveyardEndStepCards: readonly CardId[];
  /** The cards with an ability that triggers from the graveyard as a permanent enters (Dragon Wings), found at set-up (end-step.ts). */
  readonly graveyardEntersCards: readonly CardId[];
  /** An action has been taken (set by applyMtg): opening-hand actions (103.6) no longer can be. */
  readonly begun?: boolean;
  /** Counter for ids of tokens and stack objects made during play. */
  readonly nextId: number;
}
