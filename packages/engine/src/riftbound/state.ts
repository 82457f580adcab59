import type { CardId, CardInstance, KernelState, PlayerId } from "../kernel/types.js";
import type { CardType, Domain, PrintedCost, RiftCardDef } from "./cards.js";

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
  // One Facedown Zone per battlefield, at most one card each (its card's \`at\` is the battlefield):
  // a player's cards hidden at the battlefields they control (811.1.b; rulings R47).
  "facedown",
] as const;
export type RiftZone = (typeof RIFT_ZONES)[number];

/** Zones on the Board (tokens survive only there, 186.1). */
export const BOARD_ZONES: readonly RiftZone[] = ["base", "battlefield", "runes", "legend", "facedown"];

/** The board zones where units and gear are: a base or a battlefield (146.1). */
export const PERMANENT_ZONES = ["base", "battlefield"] as const satisfies readonly RiftZone[];

/** The board zones whose cards' passive and triggered abilities work (362.1): a permanent's, and a legend's. */
export const ABILITY_ZONES = ["base", "battlefield", "legend"] as const satisfies readonly RiftZone[];

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
  /**
   * Ashe, Focused: the player whose Hold returns this banished card to its owner's hand. A new
   * object forgets it (124.1), so a card that left banishment meanwhile is not returned.
   */
  readonly returnWhenHolds?: PlayerId;
  /** Equipment: the unit this gear is attached to (717), its Top-Most Card; a new object is attached to nothing (124.1). */
  readonly attachedTo?: CardId;
  /** A unit's attached gear, in the order attached (a gear that has since left the board is skipped: it no longer points back). */
  readonly attachments?: readonly CardId[];
  /** The object that banished this card, while it stays banished: what "banished with this" refers to (427.3). */
  readonly banishedBy?: CardId;
  /** Damage marked on a unit (143.3); healed at the end of each turn (143.3.b.1). */
  readonly damage: number;
  /**
   * The battlefield (its card's id) a unit in a `battlefield` zone is at: a unit's location is the
   * base or the battlefield it occupies (146.1). Undefined everywhere else.
   */
  readonly at?: CardId;
  /**
   * Smite's "If it would die this turn, banish it instead": a kill of this object this turn sends
   * it to banishment, not the trash (427), banished by this player (Smite's controller). Ends in the
   * Expiration Step and with a zone change (124.1).
   */
  readonly banishIfItWouldDie?: PlayerId;
  /**
   * [Flow] given to this card for the turn (Kennen, Storm of Shuriken), with its Flow cost. Like
   * every "this turn" change it ends in the Expiration Step and when the card changes zone (124.1).
   */
  readonly flowThisTurn?: PrintedCost;
  /** The unit has moved this turn ("The first time I move each turn"); cleared in the Expiration Step and with a zone change (124.1). */
  readonly movedThisTurn?: boolean;
  /** Its optional additional cost was paid as it was played ("if you paid the additional cost"); a new object forgets it (124.1). */
  readonly paidOptionalCost?: boolean;
  /** [Empowered]: a unit stays Empowered until disempowered or it changes zone (124.1). */
  readonly empowered?: boolean;
  /**
   * Keywords given to this unit for the turn ("give it [Assault 3] this turn"), as the card data
   * spells keywords ("Assault 3"). Like every "this turn" change they end in the Expiration Step
   * and when the card changes zone (124.1).
   */
  readonly keywordsThisTurn?: readonly string[];
  /** Dragon Form: "Its base Might becomes 5 this turn": the printed Might read as this (trait layer) until the turn ends. */
  readonly baseMightThisTurn?: number;
  /**
   * Twilight Shroud: "It can't be chosen by enemy spells and abilities this turn": no spell or
   * ability another player controls may choose it (choosable.ts). Ends with the turn or a zone change.
   */
  readonly unchoosableByEnemies?: boolean;
  /** Stunned (423): it contributes no Might to combat damage (423.1.b); it ends with the turn or a zone change. */
  readonly stunned?: boolean;
  /**
   * A card in a Facedown Zone: the turn number it was hidden in. It may be played from Hidden
   * "beginning on the next turn" (811.1.b), so only while `turnNumber` is greater.
   */
  readonly hiddenOnTurn?: number;
}

/** A combat in progress at a battlefield: who applied Contested (the attacker) and who defends (464.2.c). */
export interface RiftCombat {
  readonly battlefield: CardId;
  readonly attacker: PlayerId;
  readonly defender: PlayerId;
}

export interface RiftPlayerResources {
  /** Energy in the Rune Pool: pays numeric costs (163). */
  readonly energy: number;
  /** Power in the Rune Pool, by domain: pays domain symbols. */
  readonly power: Readonly<Partial<Record<Domain, number>>>;
  readonly points: number;
  /** XP (729–733): a public value a player gains and spends, not a game object; unset is 0. */
  readonly xp?: number;
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
  /**
   * Every battlefield in the game (its card's id) and who controls it; null: uncontrolled (188).
   * The card itself stays in the zone of the player who set it up: control is this map's.
   */
  readonly battlefields: Readonly<Record<CardId, PlayerId | null>>;
  /** Who scored which battlefield this turn, as "player battlefield-id": once each per turn (470). */
  readonly scoredThisTurn: readonly string[];
  /** The battlefield where the showdown in progress began, when a move opened it (464.2.b). */
  readonly showdownAt?: CardId;
  /** The combat in progress, if any (464). */
  readonly combat?: RiftCombat;
  /**
   * How many cards (not tokens, 185) each player has played this turn, for [Legion] ("if you've
   * played another card this turn"); cleared in the Expiration Step. A scenario starts with none.
   */
  readonly cardsPlayedThisTurn?: Readonly<Record<PlayerId, number>>;
  /**
   * The types of the cards (not tokens, 185) each player has played this turn, for Swain,
   * Visionary's "if you've played a non-token unit, a non-token gear, and a spell this turn";
   * cleared in the Expiration Step. A scenario starts with none.
   */
  readonly cardTypesPlayedThisTurn?: Readonly<Record<PlayerId, readonly CardType[]>>;
  /** The most Energy each player has spent to play one spell this turn (Jhin, Meticulous Killer); cleared in the Expiration Step. */
  readonly spellEnergyThisTurn?: Readonly<Record<PlayerId, number>>;
  /** The Energy each player spent to play the last spell they played (Forgotten Library's "if you spent [4] or more"). */
  readonly spentOnLastSpell?: Readonly<Record<PlayerId, number>>;
  /**
   * Time Warp: "Take a turn after this one." The players who take the next turns, in the order the
   * effects made them, before the turn order resumes.
   */
  readonly extraTurns?: readonly PlayerId[];
  /**
   * Delayed abilities waiting for a player's Hold (Ashe, Focused: "When they hold, return it to
   * their hand"): who holds, the banished card, who controls the ability and what set it up.
   */
  readonly returnsOnHold?: readonly ReturnOnHold[];
  /**
   * The names of the cards in this game that carry a lasting rule change (Endless Riches: "Skip your
   * Draw Phase", …), found once as the game is built, so "is this player under such a rule" is a
   * look-up of these names on their board in the kernel's index, never a scan (lasting-rules.ts).
   * Absent: no such card in the game.
   */
  readonly lastingRuleNames?: readonly string[];
  /**
   * Guerilla Warfare: "You can hide cards ignoring costs this turn": the players who hide without
   * paying [A] until the Expiration Step (rulings R49).
   */
  readonly hideFreeThisTurn?: readonly PlayerId[];
  /** Each player's Chosen Champion, by name (103.2.a.3: every copy of that name is it); a player with none is absent. */
  readonly chosenChampions?: Readonly<Record<PlayerId, string>>;
}

/** One delayed "When they hold, return it to their hand" (Ashe, Focused). */
export interface ReturnOnHold {
  readonly holder: PlayerId;
  readonly card: CardId;
  readonly controller: PlayerId;
  readonly source: CardId;
  readonly sourceName: string;
}

export type { CardId };
