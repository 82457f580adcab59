/**
 * Riftbound card definitions as the engine understands them. Card *data* lives in
 * @recycle-rules/cards; this module is the vocabulary that data is written in.
 */

export const DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"] as const;
export type Domain = (typeof DOMAINS)[number];

/** Main Deck types recycle to the Main Deck (416.1.a); runes to the Rune Deck (416.1.b). */
export type CardType = "unit" | "gear" | "spell" | "rune" | "legend" | "battlefield";
export type Supertype = "champion" | "signature" | "token" | "basic";

/**
 * A power pip whose domain the card data doesn't know: its sources give how many pips a two-domain
 * card's cost has, not each one's domain. Never guessed: paying such a cost is refused with
 * `unknown-card-fact`, naming what is missing.
 */
export const UNKNOWN_POWER = "unknown";

/** A card's printed cost: energy (the numeral) and power (domain symbols), 131.2/131.3. */
export interface PrintedCost {
  readonly energy: number;
  /** One entry per power symbol; "any" is [A]; "unknown" is a pip whose domain the data lacks. */
  readonly power: readonly (Domain | "any" | typeof UNKNOWN_POWER)[];
}

/** Keywords that give permission to use a card or ability outside the default timing. */
export type TimingKeyword = "action" | "reaction";

export type Ability = ActivatedAbility | TriggeredAbility | StaticAbility;

/** "[cost]: [effect]" — also the two built-in rune abilities (164.2). */
export interface ActivatedAbility {
  readonly kind: "activated";
  /** A short name a scenario can use (`exhaust`, `recycle`); otherwise abilities go by index. */
  readonly name?: string;
  readonly cost: readonly CostPart[];
  readonly effect: readonly Effect[];
  readonly timing: readonly TimingKeyword[];
  /** The printed text of this ability, for transcripts and hovers. */
  readonly text: string;
  /** [Empower]'s "Use only if not Empowered": refused while the unit is Empowered. */
  readonly onlyIfNotEmpowered?: boolean;
}

export type TriggerCondition =
  | "start-of-beginning-phase"
  | "when-played"
  /** "When I conquer" (383.4.c): a unit at the battlefield its controller conquers. */
  | "when-conquer"
  /** "When I attack" / "When I defend": a unit gains that designation in a combat (383.4.e, 383.4.f). */
  | "when-attack"
  | "when-defend"
  /** "When I hold" (383.4.d): a unit at a battlefield its controller holds. */
  | "when-hold"
  /** "When I move" (446) / "When I move to a battlefield". */
  | "when-move"
  | "when-move-to-battlefield"
  /** Blade Twirler: "The first time I move each turn": the unit's first move of the turn, by any means. */
  | "first-move-each-turn"
  /** "When you conquer" / "When you hold": any card of the scoring player (383.4.c.2.b, 383.4.d.2.b). */
  | "you-conquer"
  | "you-hold"
  /**
   * A delayed ability an effect sets up (Ashe, Focused's "When they hold, …"): the player the
   * effect chose holds a battlefield. On no card: the effect that made it records it (banish-until-hold.ts).
   */
  | "they-hold"
  /** A battlefield's own "here" (053.3): "When you conquer here", "When you hold here", "When you defend here". */
  | "you-conquer-here"
  | "you-hold-here"
  | "you-defend-here"
  /** "When a showdown begins here": a showdown opens where the card is (464.2.b). */
  | "showdown-begins-here"
  | "end-of-turn"
  | "deathknell"
  /** "When a friendly unit dies" (Altar of Memories): a unit its controller controlled is killed (428). */
  | "friendly-unit-dies"
  /** "When I become [Empowered]": the unit was not Empowered and becomes so. */
  | "when-empowered"
  /**
   * Zed, Master of Shadows: "When you banish a card you own": a spell or ability its controller
   * controls (or a cost they pay) puts a card they own into banishment (427); runes, legends,
   * battlefields and tokens are no cards (052, 185). Once for each card (rulings R35).
   */
  | "you-banish-own-card"
  /**
   * Ravenbloom Prefect: "When an opponent plays a gear": another player's gear is played (its
   * play's triggers, 383.3.d); the gear is what the ability calls "it" (rulings R38).
   */
  | "opponent-plays-gear"
  /** Jhin, Virtuoso: "When you play a spell": its controller plays a spell; the spell is "it" (rulings R39). */
  | "you-play-spell"
  | "you-recycle-cards"
  /** "When you recycle a rune" (Sivir, Battle Mistress): once for each rune its controller recycles (416.1.b). */
  | "you-recycle-rune"
  /**
   * Forgotten Library: "While you control this battlefield, when you play a spell": a battlefield's
   * ability, for the player who controls it as they play a spell.
   */
  | "you-play-spell-while-you-control-here"
  /** "When one or more enemy units die" (Sivir, Battle Mistress): a unit an opponent controlled is killed on the board (428). */
  | "enemy-units-die"
  /** Karma, Channeler after its errata: only cards that go to *your* Main Deck (416.1.c). */
  | "you-recycle-cards-to-your-main-deck"
  /**
   * Immortal Phoenix: "When you kill a unit with a spell": a unit is killed and a spell its
   * controller controls is responsible (415.5.b: its Kill instruction; 415.5.c: its damage).
   */
  | "you-kill-unit-with-spell"
  /**
   * "… do this: …" (Death from Below): a reflexive triggered ability its own effect creates
   * (415.5.d's example reads "do this" so); it triggers while the spell resolves and goes on the
   * chain once the spell has finished (154.3.a).
   */
  | "reflexive";

/**
 * The conditions the engine looks for in a trash as well as on the board (385.2): "When you conquer"
 * and "When you hold" (scoring.ts fires them for the scoring player's trash too), and "When you kill
 * a unit with a spell" (spell-kills.ts). A triggered
 * ability that says it works from the trash under any other condition would never fire, so the
 * parser leaves it unmodelled rather than count it as done.
 */
export const TRASH_TRIGGER_CONDITIONS: readonly TriggerCondition[] = ["you-conquer", "you-hold", "you-kill-unit-with-spell"];

export interface TriggeredAbility {
  readonly kind: "triggered";
  readonly trigger: TriggerCondition;
  readonly effect: readonly Effect[];
  /** "you may …": the controller chooses yes/no when it resolves. */
  readonly optional: boolean;
  readonly text: string;
  /**
   * Where the ability triggers from when not the board: a card whose text says so works from its
   * trash ("… return this from your trash to your hand", 385.2).
   */
  readonly activeIn?: "trash";
}

export type StaticEffect =
  | { readonly kind: "might-per-card-in-trash" }
  /**
   * Rhasa the Sunderer: "I cost [1] less for each card in your trash"; Shadowblade Lurker: "[2] less
   * for each card with my name in your trash". A discount (356.4) on the card's own Energy cost,
   * applying in the zone it is played from (366.2.a), never below 0 (356.6).
   */
  | { readonly kind: "cost-less-per-card-in-trash"; readonly amount: number; readonly sameName: boolean }
  /**
   * Gemcraft Seer: "Other friendly units have [Vision]"; Forecaster: "Your Mechs have [Vision]". A
   * granted [Vision] is one more instance, and instances trigger separately (817.2).
   */
  | { readonly kind: "grant-vision"; readonly to: "other-friendly-units" | { readonly tag: string } }
  /** Shadow Assassin: "I enter ready if you have a card with my name in your trash" (a replacement of 143.4's "enters exhausted"). */
  | { readonly kind: "enter-ready-if-name-in-trash" }
  /** Scryer's Bloom: "This enters exhausted." A gear otherwise enters ready (149.1). */
  | { readonly kind: "enters-exhausted" }
  /**
   * Stargazer: "Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1]". A
   * discount on the Energy of the Flow cost, never below `minimum` (356.4).
   */
  | { readonly kind: "flow-discount"; readonly amount: number; readonly minimum: number }
  /**
   * Jhin, Meticulous Killer: "If you've spent [4] or more to play a spell this turn, you may play me
   * for [U]": an alternative cost, offered once the player has spent that much Energy on one spell.
   */
  | { readonly kind: "alternative-cost-after-big-spell"; readonly spentAtLeast: number; readonly cost: PrintedCost }
  /** "[Empowered][>] I have +1 [M]": more Might while the unit is Empowered. */
  | { readonly kind: "might-while-empowered"; readonly amount: number }
  /** Rumble, Hotheaded: "Your Mechs each have [Assault]." Every unit its controller controls with the tag has the keyword. */
  | { readonly kind: "tagged-units-have-keyword"; readonly tag: string; readonly keyword: string }
  /**
   * Undying Legion: "[Legion][>] You may play me from your trash for [3][R]": its player may play it
   * from their own trash for that cost, if they have played another card this turn ([Legion]).
   */
  | { readonly kind: "play-self-from-trash"; readonly cost: PrintedCost; readonly condition: "legion" }
  /**
   * Sai Scout, Sneaky Deckhand, Ocean Drake: "You may play me to an open battlefield." A permission
   * (355.2.b) beside the default places, its player's base or a battlefield they control (355.2.a):
   * a battlefield no player controls and no unit occupies (170.11.c).
   */
  | { readonly kind: "may-be-played-to"; readonly where: "open-battlefield" }
  /**
   * Undying Loyalty: "This costs [2] less if you choose a Bird, Cat, Dog, or Poro." The unit its
   * "Play a unit … from your trash" will play is chosen as the spell is played (355.9), before its
   * cost is worked out; one with any of `tags` makes it cost `amount` less (356.4).
   */
  | { readonly kind: "cost-less-if-chosen"; readonly amount: number; readonly tags: readonly string[] }
  /**
   * Lasting rule changes of a permanent (Endless Riches), in force for its controller while it is on
   * the board (362.1): "Skip your Draw Phase"; "You may play cards from your trash" (at their own
   * cost, 419.1.a widened); "If a card would go to your trash from anywhere other than your Main
   * Deck, banish it instead" (a replacement, 365; 427). Void Hatchling: "If you would reveal cards
   * from a deck, look at the top card first. You may recycle it. Then reveal those cards." (a
   * replacement of its controller's reveals from the top of their Main Deck, reveal-replacement.ts).
   * Found through `lasting-rules.ts`, never by scanning the board (rulings R40).
   */
  | { readonly kind: LastingRule }
  | { readonly kind: "unmodelled" };

/** The lasting rule changes `StaticEffect` can hold (rulings R40). */
export const LASTING_RULES = ["skip-draw-phase", "play-cards-from-trash", "banish-instead-of-trash", "look-recycle-before-reveal"] as const;
export type LastingRule = (typeof LASTING_RULES)[number];

export interface StaticAbility {
  readonly kind: "static";
  readonly effect: StaticEffect;
  readonly text: string;
}

/** Which of a player's zones a recycle reads from ("your trash", "trashes"). */
export interface ZoneSelector {
  readonly zone: "trash" | "hand" | "base" | "board" | "runes" | "main-deck-top";
  /** Whose zone: the controller's, each opponent's, or every player's. */
  readonly whose: "you" | "opponents" | "any";
}

/** What a recycle may take. Runes aren't cards (052): a "card" filter excludes them. */
export type CardFilter = "card" | "non-unit-card" | "unit" | "friendly-unit" | "another-friendly-unit" | "rune" | "any-object";

export type CostPart =
  | { readonly kind: "energy"; readonly amount: number }
  | { readonly kind: "power"; readonly domain: Domain | "any" | "this"; readonly amount: number }
  | { readonly kind: "exhaust-self" }
  | { readonly kind: "recycle"; readonly count: number; readonly from: ZoneSelector; readonly filter: CardFilter }
  | { readonly kind: "recycle-self" }
  | { readonly kind: "kill-self" }
  | { readonly kind: "kill-friendly-unit" }
  /** "Disempower me" (Zed, Master of Shadows): payable only while the source is Empowered (rulings R35). */
  | { readonly kind: "disempower-self" }
  /** "Banish this" (The Zero Drive): the source goes to its owner's banishment (427) as the ability is activated (rulings R41). */
  | { readonly kind: "banish-self" }
  /** "Discard a spell" (Mel, Defiant Soul's [Empower]): `count` cards of the kind from its player's hand (422). */
  | { readonly kind: "discard"; readonly count: number; readonly match: CardMatch };

/**
 * What a card must be for an effect to pick it: "a gear", "a unit or gear", "a Bird, Cat, Dog, or
 * Poro", "a spell with Energy cost [4] or more", "a unit costing no more than [3] and no more
 * than [A]". Every field given must hold; `types` and `tags` are read "any of".
 */
export interface CardMatch {
  readonly types?: readonly CardType[];
  readonly tags?: readonly string[];
  /** "cards with [Hidden]". */
  readonly keyword?: string;
  readonly energyAtMost?: number;
  readonly energyAtLeast?: number;
  /** "no more than [A]": how many power pips its cost may have. */
  readonly powerAtMost?: number;
  /** Kai'Sa, Evolutionary: "with Energy cost less than your points". */
  readonly energyBelowPoints?: boolean;
  /** Heedless Resurrection: "costs no more Energy and no more Power than the killed unit". */
  readonly costAtMostKilled?: boolean;
}

/**
 * Which unit on the board an effect may choose: "a unit", "a friendly unit", "an enemy unit",
 * "an enemy unit here" (at the source's battlefield), "a unit at a battlefield", "an enemy unit at
 * a battlefield".
 */
export type UnitTarget = "unit" | "friendly-unit" | "enemy-unit" | "enemy-unit-here" | "unit-at-battlefield" | "enemy-unit-at-battlefield";

/** How a "look at / reveal, banish one, play it" effect treats the played card's cost. */
export type IgnoreCost = "all" | "energy" | "none";

export type Effect =
  | { readonly kind: "draw"; readonly count: number }
  /** "Discard 1" as an instruction (Zed, Master of Shadows, Zaun Warrens): the player picks from their hand (422); with fewer, as many as they have (055). */
  | { readonly kind: "discard"; readonly count: number }
  /** "Give me +1 [M] this turn" / "Give a unit -4 [M] this turn" (Eclipse, Onslaught): a "this turn" Might change (317). */
  | {
      readonly kind: "might";
      readonly amount: number;
      readonly target: "self" | UnitTarget;
      readonly duration: "this-turn";
      /** Twilight Shroud: "It can't be chosen by enemy spells and abilities this turn." */
      readonly unchoosableByEnemies?: boolean;
    }
  | { readonly kind: "add-energy"; readonly amount: number }
  /** "this" is [C], the card's own domain; "any" is [A], a domain its controller chooses. */
  | { readonly kind: "add-power"; readonly domain: Domain | "this" | "any"; readonly amount: number }
  | {
      /** "recycle N from [zone]" (416.6) or "recycle [zone]" (all). As many as possible (416.4). */
      readonly kind: "recycle";
      readonly count: number | "all";
      readonly upTo: boolean;
      readonly from: ZoneSelector;
      readonly filter: CardFilter;
      /** Disposal Order: "Their owners recycle them" — each card's owner is the one who recycles it. */
      readonly byOwners?: boolean;
    }
  /** "Choose one — • … • …" (355.3): the controller chooses a mode as the spell is played; that mode's effects happen. */
  | { readonly kind: "choose-one"; readonly modes: readonly { readonly text: string; readonly effect: readonly Effect[] }[] }
  | {
      /**
       * Blind Fury / Promising Future / Reinforce / Baited Hook after the banish errata: look at
       * cards from the top of a Main Deck, banish one that fits, play it, then recycle the rest.
       * A banished card that can't be played stays banished (FAQ; 427.3).
       */
      readonly kind: "banish-then-play";
      readonly source: "your-main-deck" | "each-opponent-main-deck" | "each-player-main-deck";
      readonly look: number;
      /** Wild Claw: "a unit or gear". */
      readonly filter: "unit" | "unit-or-gear" | "any";
      readonly ignore: IgnoreCost;
      readonly optional: boolean;
      /** Reinforce: the played card's Energy cost is reduced by this much (never below 0). */
      readonly energyReduction?: number;
      /** Baited Hook: only a unit with Might up to the killed unit's Might plus this. */
      readonly mightAtMostKilledPlus?: number;
      /** Void Rush: "Draw any you didn't banish" instead of recycling them. */
      readonly rest?: "recycle" | "draw";
      /** "Reveal the top N of your Main Deck" rather than "look at": the cards are shown to all (424). */
      readonly reveal?: boolean;
      /** Rek'Sai, Swarm Queen: "If it is a unit, you may play it here": at the battlefield the source is at. */
      readonly mayPlayUnitHere?: boolean;
    }
  | {
      /**
       * Look at (or reveal) the top N of your Main Deck, put up to `toHand` into your hand, then
       * recycle the rest ("rest") or those you choose ("chosen": Vision, The Candlelit Sanctum).
       */
      readonly kind: "look-then-recycle";
      readonly look: number;
      readonly toHand: number;
      readonly recycle: "rest" | "chosen";
      /** The Candlelit Sanctum: "Put those you don't back in any order." (their owner's order, top first). */
      readonly putBackInAnyOrder?: boolean;
    }
  | {
      /**
       * Ornn, Blacksmith / Fate Weaver / Double Trouble / Ivern / Called Shot / Lightning Rush: look
       * at the top N of your Main Deck, draw one that fits (revealing it, 424), then recycle the
       * rest (416) or put them into your trash. Ivern: if the card drawn has one of `ifTakenTags`,
       * `thenEffect` follows.
       */
      readonly kind: "look-then-draw";
      readonly look: number;
      readonly take: CardMatch;
      /** "You may reveal …" / "You may choose …": the player may take none. "Draw one …": one must be drawn. */
      readonly optional: boolean;
      /** "reveal a gear …": the card taken is revealed (424); "choose a card …" takes it unrevealed. */
      readonly reveal: boolean;
      readonly rest: "recycle" | "trash";
      readonly ifTakenTags?: readonly string[];
      readonly thenEffect?: readonly Effect[];
    }
  | {
      /**
       * "Return a unit from your trash to your hand" / "Return up to 2 units from trashes to their
       * owners' hands": cards from a trash go to their owners' hands (056).
       */
      readonly kind: "return-from-trash";
      readonly count: number;
      readonly upTo: boolean;
      readonly match: CardMatch;
      readonly whose: "you" | "any";
    }
  | {
      /**
       * "Play a unit from your trash, ignoring its Energy cost" (The Harrowing, Soulgorger, Spectral
       * Matron, Glasc Mixologist, Heedless Resurrection) and "play a spell from your trash … Then
       * recycle it" (Fizz, Trickster; Kai'Sa, Evolutionary): the played spell is recycled when it
       * leaves the chain instead of going to the trash.
       */
      readonly kind: "play-from-trash";
      readonly match: CardMatch;
      readonly ignore: IgnoreCost;
      readonly recycleAfter: boolean;
      /** Kharox: "Choose a unit in their trash and play it": the trash of the player the ability chose. Unset: your trash. */
      readonly whose?: "chosen-player";
    }
  /**
   * Rift Herald's Deathknell: "Play a unit from your hand to your base, ignoring its Energy cost."
   * The player chooses a card in their hand that fits; it is played to their base once the effect
   * has finished (354.3), paying the costs it doesn't ignore.
   */
  | { readonly kind: "play-from-hand"; readonly match: CardMatch; readonly ignore: IgnoreCost }
  | {
      /**
       * Arcane Shift / Temporal Breach / Thrill of the Hunt / Portal Rescue: banish a (friendly)
       * unit, then its owner (or you) plays it, ignoring its cost, to base, to the location it was
       * at, or to a battlefield.
       */
      readonly kind: "banish-unit-then-play";
      readonly whose: "friendly" | "any";
      /** Thrill of the Hunt: "to any battlefield", chosen by the player who plays it. */
      readonly to: "base" | "same-location" | "any-battlefield";
      /**
       * Who plays it: its owner (the errata's "then its owner plays it"), or the effect's controller
       * (Portal Rescue's printed "then play it to base"). Unset: its owner.
       */
      readonly by?: "owner" | "you";
    }
  /**
   * Altar of Memories: "put a card from your hand on the top or bottom of your Main Deck": the
   * player chooses the card, then the top or the bottom.
   */
  | { readonly kind: "hand-to-deck-top-or-bottom" }
  /**
   * Divine Judgment: "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands.
   * Recycle the rest." How many of each kind each player keeps of what they control and hold.
   */
  | { readonly kind: "each-player-keeps-then-recycle-rest"; readonly keep: { readonly units: number; readonly gear: number; readonly runes: number; readonly hand: number } }
  /**
   * "Play a 1 [M] Recruit unit token at your base", "Play two 1 [M] Tentacle unit tokens", "play a
   * Gold gear token exhausted" (179–187): `count` tokens of the kind `token` defines (its bundled
   * definition: a token's Might, tags and abilities are the rules'), owned and controlled by the
   * effect's controller (183). "your-choice": no place is printed, so a unit goes to its
   * controller's base or a battlefield they control (813.3.a).
   */
  | { readonly kind: "play-token"; readonly count: number; readonly token: RiftCardDef; readonly to: "base" | "your-choice"; readonly exhausted?: boolean }
  /** Time Warp: "Take a turn after this one." The controller takes the next turn. */
  | { readonly kind: "extra-turn" }
  /** "Banish this." on a spell: it goes to banishment instead of the trash (427). */
  | { readonly kind: "banish-self" }
  /** Endless Riches: "banish your hand and trash": every card in those zones of its controller goes to banishment (427). */
  | { readonly kind: "banish-own-zones"; readonly zones: readonly ("hand" | "trash")[] }
  /**
   * Dazzling Aurora: reveal cards from the top of your Main Deck until one fits, banish it, play
   * it ignoring its cost, then recycle the rest (424, 427, 416).
   */
  | { readonly kind: "reveal-until-then-play"; readonly match: CardMatch }
  /**
   * "Reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it."
   * (Apprentice Smith, Ravenbloom Conservatory): revealed (424), then drawn or put into the hand
   * if it fits, recycled if not.
   */
  | {
      readonly kind: "reveal-top-then";
      readonly match: CardMatch;
      readonly hit: "draw" | "hand";
      /**
       * Pakaa Protector: "Otherwise, put it in your trash and give me +2 [M] this turn." Diana,
       * Lunari says no "Otherwise": a revealed card that isn't drawn stays on top (`top`). Unset,
       * a miss is recycled.
       */
      readonly miss?: { readonly to: "trash"; readonly then: readonly Effect[] } | { readonly to: "top" };
    }
  /** Wind and Ghosts: choose a unit at a battlefield; with Might N or less it is banished, otherwise it returns to its owner's hand. */
  | { readonly kind: "banish-or-return-unit"; readonly mightAtMost: number }
  /**
   * "Counter a spell" (425): a spell on the chain does nothing and is cleared from it; it goes to
   * its owner's trash, or `to: "hand"` for "Return it to its owner's hand instead of putting it in
   * their trash" (Abandon; rulings R42).
   */
  | { readonly kind: "counter-spell"; readonly match?: CardMatch; readonly to?: "hand" }
  /** Cursed Sarcophagus: "banish all units from your trash" — remembered as banished by this (427.3). */
  | { readonly kind: "banish-from-trash"; readonly match: CardMatch }
  /** Cursed Sarcophagus: "Play a unit banished with this. (You must pay its costs.)" (427.3). */
  | {
      readonly kind: "play-banished-with-this";
      readonly match: CardMatch;
      /** The Zero Drive: "Play all units banished with this": every one, not one chosen (rulings R41). */
      readonly all?: boolean;
      /** "…, ignoring their costs" (356.1.b.1); unset, the costs are paid ("You must pay its costs"). */
      readonly ignore?: IgnoreCost;
    }
  /**
   * [Burn N] / "put the top N cards of your Main Deck into your trash" (440); Blade Twirler's
   * "choose a player. They [Burn 1]": the player the controller chooses burns; Kharox's "choose an
   * opponent. They [Burn 3]": an opponent, who is remembered as "they" for the rest of the ability.
   */
  | { readonly kind: "burn"; readonly count: number; readonly who?: "chosen-player" | "chosen-opponent" }
  | { readonly kind: "ready-runes" }
  /** "Recycle me" (Ekko, Recurrent's Deathknell). */
  | { readonly kind: "recycle-self" }
  /** "Kill a friendly unit" as an effect (Baited Hook); its Might is remembered for later filters. */
  | { readonly kind: "kill-friendly-unit" }
  | { readonly kind: "buff-friendly-unit" }
  | {
      /** Rumble, Hotheaded: recycle another friendly unit to play a Mech from your trash. */
      readonly kind: "recycle-unit-to-play-from-trash";
      readonly tag: string;
    }
  /** "Draw N if you have M or fewer cards in your hand." (Jinx, Loose Cannon), checked as it resolves. */
  | { readonly kind: "draw-if-hand-at-most"; readonly count: number; readonly max: number }
  | {
      /**
       * Sabotage: "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and
       * recycle that card." The caster recycles it; it goes to its owner's Main Deck (416.1.c).
       */
      readonly kind: "reveal-hand-recycle";
      readonly count: number;
      readonly filter: CardFilter;
      /** Decree of Strength: "a Mind ([U]) card": only a card of that domain may be chosen. */
      readonly domain?: Domain;
      /** Decree of Strength: "They recycle that card": the opponent recycles it, not the caster. */
      readonly by?: "opponent";
    }
  | {
      /**
       * Ashe, Focused: "Choose an opponent. They reveal their hand. Choose a card revealed this way
       * and banish it. When they hold, return it to their hand (even if I'm no longer on the
       * board)." The card goes to its owner's banishment (427, 056); the return is a delayed
       * ability, set up as the effect resolves and controlled by its controller (banish-until-hold.ts).
       */
      readonly kind: "reveal-hand-banish-until-hold";
    }
  /**
   * The return Ashe, Focused's delayed ability makes: `card`, if it is still the object that was
   * banished (124.1), goes from banishment to its owner's hand. Made by the engine, never parsed.
   */
  | { readonly kind: "return-banished-to-hand"; readonly card: string }
  /** [Equip]'s "Attach this to a unit you control" (717, 719.3: equip.ts). */
  | { readonly kind: "attach-self" }
  | {
      /**
       * Twisted Fate, Gambler: reveal the top rune of your Rune Deck, recycle it, then do what the
       * branch for its domain says (a domain with no branch does nothing).
       */
      readonly kind: "reveal-rune-then-by-domain";
      readonly branches: readonly { readonly domain: Domain; readonly effect: readonly Effect[] }[];
    }
  /** "Deal N to a unit" (417); with `othersHere`, Twisted Fate's "… and M to all other enemy units here". */
  | {
      readonly kind: "deal";
      readonly amount: number;
      readonly target: UnitTarget;
      /** Shuriken Flip: "Deal 2 to up to one enemy unit …": the player may choose none. */
      readonly upTo?: boolean;
      readonly othersHere?: number;
      /** Consuming Curse: "This deals 1 Bonus Damage for each card with this name in your trash." */
      readonly bonusPerSameNameInTrash?: number;
      /** Smite: "If it would die this turn, banish it instead." (427) */
      readonly banishIfItWouldDie?: boolean;
    }
  /**
   * A move by an effect (420.2.a, 444): "Move a unit with 3 [M] or less" (Twilight Step), "move a
   * friendly unit" (Shuriken Flip), "Move an enemy unit to a battlefield where you have units"
   * (Shadow Dash). Not a Standard Move: the unit is not exhausted and may be exhausted already.
   */
  | {
      readonly kind: "move-unit";
      readonly target: UnitTarget;
      readonly mightAtMost?: number;
      /** Where it may go: any other location (a battlefield, or its controller's base), or only a battlefield where the effect's controller has units. */
      readonly to: "anywhere" | "battlefield-with-your-units";
      /** Shadow Dash: "If you have exactly two units there, they each get +1 [M] this turn." */
      readonly ifExactlyYourUnitsThere?: { readonly count: number; readonly might: number };
    }
  /**
   * Zed, Without a Sound: "Move me and a Shadow Clone you control to each other's locations": two
   * moves by one effect (444), the source to the chosen unit's location and that unit to the
   * source's (rulings R36). `name` is the kind of unit ("Shadow Clone": the token's name).
   */
  | { readonly kind: "swap-locations-with"; readonly name: string }
  /** "Kill a unit at a battlefield" (Death from Below), "Kill a gear" (Brittle Steel): 428. */
  | { readonly kind: "kill"; readonly target: UnitTarget | "gear" }
  /** Keeper's Verdict: "Choose an enemy unit at a battlefield. Its owner places it on the top or bottom of their Main Deck." */
  | { readonly kind: "unit-to-owners-deck"; readonly target: UnitTarget }
  /**
   * Teemo, Strategist: "choose an enemy unit here and reveal the top N cards of your Main Deck.
   * Deal 1 to that unit for each card with [keyword] revealed this way, then recycle the revealed cards."
   */
  | { readonly kind: "reveal-top-deal-per-keyword"; readonly look: number; readonly keyword: string }
  /**
   * "You may <cost> to <effect>": a cost within a triggered ability's instructions, its base cost
   * (383.3.b): unpaid, the ability does nothing (383.3.b.1).
   */
  | { readonly kind: "cost-then"; readonly cost: readonly InstructionCost[]; readonly effect: readonly Effect[] }
  /** "Return this from your trash to your hand" (Super Mega Death Rocket!). */
  | { readonly kind: "return-self-to-hand" }
  /**
   * Kennen, Storm of Shuriken: "give a spell in your trash [Flow] equal to its cost this turn": the
   * chosen spell may be played from the trash for its printed cost, then banished, this turn.
   */
  | { readonly kind: "grant-flow" }
  /** Guerilla Warfare: "You can hide cards ignoring costs this turn": Hide (421) without its [A] until the turn ends (rulings R49). */
  | { readonly kind: "hide-ignoring-costs-this-turn" }
  /**
   * Zed, From the Shadows: "When you play me, if you paid the additional cost, …": what follows
   * happens only if the card's optional additional cost was paid as it was played (355.5).
   */
  | { readonly kind: "if-paid-additional-cost"; readonly effect: readonly Effect[] }
  /**
   * "… when you play a spell, if you spent [4] or more, …" (Forgotten Library): the Energy paid to
   * play that spell, read as Jhin, Meticulous Killer's "spent" is (rulings R21).
   */
  | { readonly kind: "if-spent-at-least"; readonly amount: number; readonly effect: readonly Effect[] }
  /**
   * Swain, Visionary: "if you've played a non-token unit, a non-token gear, and a spell this turn,
   * …": what follows happens only if its controller has played a card of each type this turn
   * (tokens are no cards, 185, and are never counted).
   */
  | { readonly kind: "if-played-this-turn"; readonly types: readonly CardType[]; readonly effect: readonly Effect[] }
  /** "You score 1 point": points gained by an effect, not the Scoring of a battlefield (rulings R25). */
  | { readonly kind: "gain-points"; readonly count: number }
  /**
   * "Then you may do this: …" (Kharox, Wild Claw): the controller chooses, as the ability gets there,
   * whether what follows happens.
   */
  | { readonly kind: "you-may"; readonly text: string; readonly effect: readonly Effect[] }
  /** Ravenbloom Prefect's "… to banish it": the card that set off the triggered ability (the gear played), if it is still on the board (427; rulings R38). */
  | { readonly kind: "banish-trigger-subject" }
  /** "Channel 4 runes" (430): the top runes of the controller's Rune Deck go to the board, fewer if it holds fewer. */
  | { readonly kind: "channel"; readonly count: number }
  /**
   * Jhin, Virtuoso: "Then, if there are four spells banished with me, put each in its trash, …":
   * when at least `count` cards that fit are banished with the source (427.3), each goes to its
   * owner's trash, then `effect` follows (rulings R39).
   */
  | { readonly kind: "if-banished-with-me"; readonly count: number; readonly match: CardMatch; readonly effect: readonly Effect[] }
  /** "Ready me" (Sivir, Battle Mistress): the source becomes ready if it is exhausted (414). */
  | { readonly kind: "ready-self" }
  /** "Empower me" ([Empower]'s ability): the unit becomes Empowered if it is not already. */
  | { readonly kind: "empower-self" }
  /**
   * Wild Claw: "… banish a unit or gear from among them and play it … Then you may do this: Empower
   * it.": the card the effect banished to play becomes Empowered once its play has put it on the
   * board (354.3; rulings R37). Nothing if it wasn't played.
   */
  | { readonly kind: "empower-played" }
  /** "Stun an enemy unit" (423): the unit is stunned this turn, so it adds no Might to combat damage (423.1.b). */
  | { readonly kind: "stun"; readonly target: UnitTarget }
  /**
   * "Give me [Assault 4] this turn" (Shadow Clone), "Ready a unit and give it [Assault 3] this turn"
   * (Perfect Execution): the unit has the keyword until the turn ends; with `ready`, it is readied first.
   */
  | { readonly kind: "give-keyword-this-turn"; readonly keyword: string; readonly target: "self" | UnitTarget; readonly ready?: boolean }
  /** Dragon Form: "Choose a unit. Its base Might becomes 5 this turn." */
  | { readonly kind: "base-might-this-turn"; readonly might: number; readonly target: UnitTarget }
  /** Lacerate: "Choose a unit. If it's [Empowered], disempower it. Then kill it if it has 3 [M] or less." */
  | { readonly kind: "disempower-then-kill-if-weak"; readonly mightAtMost: number; readonly target: UnitTarget }
  /**
   * Forgotten Relic: "When you burn a unit this way, do this: Give a friendly unit +[M] equal to the
   * burned card's Might this turn": if the card the ability's [Burn] just put into the trash fits,
   * a friendly unit gets its printed Might this turn (rulings R25).
   */
  | { readonly kind: "if-burned-give-its-might"; readonly match: CardMatch; readonly target: UnitTarget }
  /** Mel, Defiant Soul: "banish an enemy unit at a battlefield with 3 [M] or less" (427). */
  | { readonly kind: "banish-unit"; readonly target: UnitTarget; readonly mightAtMost?: number }
  /** Public Execution: "Choose a friendly unit. Kill an enemy unit with less Might than it." */
  | { readonly kind: "kill-enemy-weaker-than-friendly" }
  /**
   * Death from Below: "Then, if it had 3 [M] or less, do this: …": if the unit the effect killed had
   * at most that Might as it died (359.3.e.13: looked back at), the rest is a reflexive triggered
   * ability that resolves once the spell has finished (154.3.a). With no unit killed, nothing.
   */
  | { readonly kind: "do-this-if-killed-might-at-most"; readonly mightAtMost: number; readonly ability: TriggeredAbility }
  /**
   * "You may play this from your trash for [A]" (Death from Below), "pay [1][R] to play me from your
   * trash" (Immortal Phoenix): the source, if it is in its owner's trash, is played from there for
   * `cost` instead of its own (356.1); the play waits for the ability to finish (354.3).
   */
  | { readonly kind: "play-this-from-trash-for"; readonly cost: PrintedCost }
  /**
   * Hallowed Tomb: "return your Chosen Champion from your trash to your Champion Zone if it is
   * empty": a card with the Chosen Champion's name (103.2.a.3) goes back to the zone it started in.
   */
  | { readonly kind: "return-chosen-champion-from-trash" }
  /** "Gain 1 XP" (730.1): the controller's XP goes up. */
  | { readonly kind: "gain-xp"; readonly amount: number }
  | { readonly kind: "unmodelled"; readonly text: string };

/** A cost written inside a triggered ability's instructions ("exhaust me to …", "discard 1 to …", "pay [1] to …"). */
export type InstructionCost =
  | { readonly kind: "exhaust-self" }
  /** Ravenbloom Prefect: "you may banish me to …": the source, on the board, goes to its owner's banishment (427). */
  | { readonly kind: "banish-self" }
  | { readonly kind: "discard"; readonly count: number }
  | { readonly kind: "energy"; readonly amount: number }
  /** Shadow Order Disciple: "you may [Burn 1] to …" — always payable: from an empty Main Deck it is a Burn Out (440.4). */
  | { readonly kind: "burn"; readonly count: number }
  /**
   * Shadow Clone: "you may banish a unit from your trash. If you do, …": a card of the kind from the
   * controller's trash (427). Gust Monk: "banish a card from any trash to …": from any player's (`any`).
   */
  | { readonly kind: "banish-from-trash"; readonly match: CardMatch; readonly whose?: "any" };

export interface RiftCardDef {
  /** Collector code, e.g. "OGN-036". Custom cards may have none. */
  readonly code?: string;
  /** Full name, "Short, Subtitle" (132.4). */
  readonly name: string;
  readonly type: CardType;
  readonly supertypes: readonly Supertype[];
  readonly domains: readonly Domain[];
  readonly cost: PrintedCost;
  readonly might?: number;
  readonly tags: readonly string[];
  readonly keywords: readonly string[];
  /** The text in force (after errata): what the parser reads. */
  readonly text: string;
  /** The publisher's wording as printed, when it differs from `text` (errata, layout); "" for none. */
  readonly textSource?: string;
  readonly printedText?: string;
  /**
   * What an errata changed, when it was announced (YYYY-MM-DD) and where (document and address).
   * `inText: "unknown"`: the card data doesn't say whether `text` is from before or after it.
   */
  readonly errata?: { readonly date?: string; readonly source?: string; readonly note: string; readonly inText?: "unknown" };
  /** Every printing's code as printed ("OGN-036/298", "OGN-299*\/298", "VEN-R01"); `code` is the canonical one. */
  readonly codes?: readonly string[];
  /** Other names the card is listed by: a legend's printed title, a token card's two faces. */
  readonly aliases?: readonly string[];
  readonly abilities: readonly Ability[];
  /** Additional cost to play this card (e.g. "As you play me, kill a friendly unit"). */
  readonly additionalPlayCost?: readonly CostPart[];
  /** What the card does when played (spells). */
  readonly onPlay?: readonly Effect[];
  /**
   * A spell's "[Flow] [4][R]": it may be played from its owner's trash for this cost instead of its
   * own, and is banished once it has resolved (the keyword's reminder text).
   */
  readonly flowCost?: PrintedCost;
  /**
   * "You may discard 1 as an additional cost to play me" (Zed, From the Shadows): an optional
   * additional cost, decided and paid as the card is played; whether it was paid is remembered on
   * the card for its "if you paid the additional cost" (355.5).
   */
  readonly optionalPlayCost?: readonly InstructionCost[];
  /**
   * A spell's "[Repeat] [2]": an optional additional cost; paid, the spell's instructions are
   * executed one more time (820.1, 820.3).
   */
  readonly repeatCost?: PrintedCost;
}

/** Which deck a card of this type belongs to (416.1.a/b); null for types that are never recycled. */
export function deckFor(type: CardType): "main-deck" | "rune-deck" | null {
  switch (type) {
    case "unit":
    case "gear":
    case "spell":
      return "main-deck";
    case "rune":
      return "rune-deck";
    case "legend":
    case "battlefield":
      return null;
  }
}

/** [Predict N] (436): look at the top N; recycle any; the rest go back on top in any order (436.1.a). */
export function predictEffect(count: number): Effect {
  return { kind: "look-then-recycle", look: count, toHand: 0, recycle: "chosen", ...(count > 1 ? { putBackInAnyOrder: true } : {}) };
}

/** [Vision] is "When this is played, predict" (817.1.b); `text` is how the card names it. */
export function visionAbility(text: string): TriggeredAbility {
  return { kind: "triggered", trigger: "when-played", effect: [predictEffect(1)], optional: false, text };
}
