/**
 * Magic: The Gathering card definitions as the engine understands them. Card *data* and the text
 * parser live in @recycle-rules/cards; this module is the vocabulary that data is written in.
 * Mana costs stay in the printed notation ("{X}{1}{U}"): it is a value format, read by mana.ts.
 */
import type { CombatStatic, CombatTurnEffect } from "./combat-abilities.js";
import type { KeywordCounter } from "./keyword-counters.js";

export const MTG_COLORS = ["W", "U", "B", "R", "G"] as const;
export type MtgColor = (typeof MTG_COLORS)[number];

/**
 * A card-type filter such as "basic land" (supertype Basic + type Land) or "Swamp" (a subtype).
 * Every listed word must be on the card (702.29e: "any card type, subtype, supertype, or
 * combination thereof"). Words compare case-insensitively.
 */
export interface TypeQuery {
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
}

/** A cost as printed. Cycling's own "Discard this card" is implied by 702.29a, not listed here. */
export interface MtgCost {
  /** Mana in printed notation, "{2}{G}" or "{X}{1}{U}"; absent when the cost has no mana. */
  readonly mana?: string;
  /** "Pay N life" (118.3 / 119.4: only with at least that much life). */
  readonly life?: number;
  /** "{T}" */
  readonly tapSelf?: boolean;
  /** "Discard this card" in a cost other than cycling's. */
  readonly discardSelf?: boolean;
  /** "Sacrifice this land" / "Sacrifice this token": the permanent goes to its owner's graveyard as a cost (701.21a). */
  readonly sacrificeSelf?: boolean;
  /**
   * "Exert ~" (Basri, Tomorrow's Champion): the permanent won't untap during its controller's next
   * untap step (701.43a); it can be exerted tapped or untapped (701.43b), only on the battlefield (701.43c).
   */
  readonly exertSelf?: boolean;
  /** "Exile this card from your graveyard" (embalm 702.128a, eternalize 702.129a): exiled as a cost. */
  readonly exileSelf?: boolean;
  /** Crew N: untapped creatures you control with total power N or more are tapped (702.122a). */
  readonly crew?: number;
  /** "Remove eight foreshadow counters from ~" (Ominous Seas): paid only with that many on it (118.3). */
  readonly removeCounters?: { readonly counter: string; readonly count: number };
  /** Tidal Terror's "tap two other untapped creatures you control": that many, never the source (118.12, paid on resolution). */
  readonly tapOtherCreatures?: number;
  /**
   * "Sacrifice a land" (Seismic Monstrosaur, Edge of Autumn's "Cycling—Sacrifice a land"): a
   * permanent of this type its controller controls, chosen as the cost is paid, goes to its
   * owner's graveyard (701.21a); without one the cost can't be paid (118.3).
   */
  readonly sacrifice?: TypeQuery;
  /**
   * Giant Koi's "Waterbend {3}" (701.67a): `mana` is a waterbend cost, each generic mana of which
   * may be paid by tapping an untapped artifact or creature its controller controls (waterbend.ts).
   */
  readonly waterbend?: boolean;
  /**
   * How many permanents of `sacrifice`'s type the cost sacrifices: Eldrazi Ravager's "Sacrifice
   * two Eldrazi" (701.21a), each a different one; absent, one.
   */
  readonly sacrificeCount?: number;
  /**
   * Undead Gladiator's "Discard a card": that many cards from its controller's hand, chosen as the
   * cost is paid (701.9a, 601.2h); with fewer in hand the cost can't be paid (118.3).
   */
  readonly discardCards?: number;
}

/** Plain cycling draws; typecycling searches (702.29e). */
export type CyclingVariant =
  | { readonly kind: "draw" }
  | {
      readonly kind: "typecycling";
      readonly type: TypeQuery;
      /** The keyword as printed: "Swampcycling", "Basic landcycling". */
      readonly label: string;
    };

export interface CyclingAbility {
  readonly kind: "cycling";
  readonly cost: MtgCost;
  readonly variant: CyclingVariant;
  readonly text: string;
}

/**
 * "{T}: Add {C}." / "{T}: Add {W} or {U}." / an Eldrazi Spawn's "Sacrifice this creature: Add
 * {C}." / Capital City's "{1}, {T}: Add one mana of any color." — one mana of one of `produces`
 * (605); Elvish Aberration's "{T}: Add {G}{G}{G}." — `count` mana of it.
 */
export interface ManaAbility {
  readonly kind: "mana";
  readonly cost: MtgCost;
  readonly produces: readonly ("W" | "U" | "B" | "R" | "G" | "C")[];
  /** How many mana of the chosen kind it adds; absent, one. */
  readonly count?: number;
  /**
   * Night Market's "{T}: Add one mana of the chosen color.": `produces` is empty and the mana is of
   * the color chosen as the permanent entered (`MtgCard.chosenColor`); with none chosen, it adds none.
   */
  readonly chosenColor?: boolean;
  readonly text: string;
}

/**
 * Who or what an ability or spell targets (115). One target per object is enough for these cards.
 * `player`: any player; `opponent`: an opponent of the controller, never the controller (102.3,
 * "target opponent"); `permanent`: a permanent of any of these types ("target artifact or
 * enchantment"); `spell`: a spell on the stack ("counter target spell"); `ability-you-dont-control`:
 * Nimble Obstructionist's "target activated or triggered ability you don't control", an ability on
 * the stack (cycling is an activated ability, 702.29a; a mana ability never is on the stack, 605.3a)
 * another player controls.
 */
export type MtgTargetSpec = "player" | "opponent" | "any" | "creature" | "creature-you-control" | "spell" | "ability-you-dont-control" | PermanentTargetSpec | GraveyardCardTargetSpec;

/**
 * "target card from a graveyard", "target card from an opponent's graveyard", "target creature
 * card with converted mana cost 3 or less from your graveyard": a card in a graveyard (115.1),
 * of any of `graveyardCard` (an empty type list is any card), in whose graveyard relative to the
 * controller of the spell or ability.
 */
export interface GraveyardCardTargetSpec {
  readonly graveyardCard: readonly PermanentFilter[];
  /**
   * "that-player": Scion of Darkness's "from that player's graveyard", the player its trigger is
   * about (the targeting object's "that player", targets.ts).
   */
  readonly whose: "any" | "yours" | "opponents" | "that-player";
}

/**
 * "target artifact, enchantment, or creature with flying", "target creature an opponent
 * controls": a permanent matching any one of `permanent`, controlled by whom `controller` says
 * (relative to the controller of the spell or ability; absent: anyone's).
 */
export interface PermanentTargetSpec {
  readonly permanent: readonly PermanentFilter[];
  readonly controller?: "you" | "opponent" | "not-you";
  /** "another target permanent": not the object whose ability it is (Vizier of Tumbling Sands, Oliphaunt). */
  readonly other?: boolean;
}

/**
 * One kind of permanent a target may be: its type words (as a TypeQuery), and what the text adds
 * ("creature with flying", "creature with power 2 or less", "nonartifact, nonblack creature").
 */
export interface PermanentFilter extends TypeQuery {
  /** "with flying": a keyword it has (702), printed or from a keyword counter (122.1b). */
  readonly keyword?: string;
  /** "with power 4 or greater", "with mana value 2 or less" (208, 202.3): a bound on a number it has now. */
  readonly stat?: {
    readonly of: "power" | "toughness" | "mana-value";
    readonly atLeast?: number;
    readonly atMost?: number;
    /**
     * "with mana value X" (Webstrike Elite): equal to the X of the spell or ability (107.3), bound
     * to a number as its targets are chosen (x-targets.ts); unbound, X is 0.
     */
    readonly equalsX?: boolean;
  };
  /** "nonartifact": card types it must not have. */
  readonly notTypes?: readonly string[];
  /** "nonblack": colors it must not have (105.2). */
  readonly notColors?: readonly MtgColor[];
  /** "card with cycling", "card with a cycling ability": it has a cycling ability, typecycling too (702.29f). */
  readonly cycling?: boolean;
  /** "with a morph ability" (702.37): it has Morph or Megamorph (a morph ability, 702.37b), known by name though not modelled. */
  readonly morph?: boolean;
  /** "target attacking creature" (506.4): in this combat as an attacker or a blocker; read by targets only. */
  readonly combat?: "attacking" | "blocking";
}

export interface MtgActivatedAbility {
  readonly kind: "activated";
  readonly cost: MtgCost;
  readonly effect: readonly MtgEffect[];
  /** Where the ability works (113.6): the battlefield unless the text says otherwise. */
  readonly zone: "battlefield" | "graveyard" | "hand";
  /** "Activate only as a sorcery" / "Activate only during your upkeep" (602.1b); else any time. */
  readonly timing: "instant" | "sorcery" | "your-upkeep";
  readonly target?: MtgTargetSpec;
  readonly text: string;
}

export type MtgTrigger =
  /** "When you cycle this card": from whatever zone it winds up in (702.29c). */
  | "when-you-cycle-this"
  /** "Whenever you cycle a card" / "another card" / "… for the first time each turn". */
  | "whenever-you-cycle"
  /** "Whenever a player cycles a card" (Astral Slide, Lightning Rift). */
  | "whenever-a-player-cycles"
  /** "Whenever you cycle or discard a card": once per cycle (702.29d). */
  | "whenever-you-cycle-or-discard"
  /**
   * "When you cast this spell" / the Eldrazi's "When you cast or cycle …": it triggers from the
   * stack as the spell becomes cast (601.2i) and resolves before the spell.
   */
  | "when-you-cast-this"
  /** "When this enters". */
  | "when-enters"
  /**
   * "When this creature dies" / the Sojourners' "… or it dies": put into a graveyard from the
   * battlefield (700.4); it triggers from the graveyard, looking back in time (603.6c, 603.10a).
   */
  | "when-dies"
  /** Madness's trigger: "When this card is exiled this way, …" (702.35a). */
  | "when-exiled-with-madness"
  /** "Whenever you cast a noncreature spell". */
  | "whenever-you-cast-noncreature"
  /** Veiled Serpent: "When an opponent casts a spell": as the spell becomes cast (601.2i), for each spell an opponent casts. */
  | "whenever-an-opponent-casts"
  /**
   * "Whenever you discard one or more cards": once per discard event, its X the number of cards
   * discarded ("that many", "that much"). A cycle discards one card.
   */
  | "whenever-you-discard-one-or-more"
  /** "Whenever you draw your second card each turn": `nth` is 2 (the turn's count, 121.1). */
  | "whenever-you-draw-nth"
  /** "Whenever you draw a card" (Ominous Seas): once per card drawn (121.2). */
  | "whenever-you-draw"
  /** "Whenever this creature attacks" (508.3a): as attackers are declared. */
  | "whenever-attacks"
  /**
   * Ward's trigger (702.21a): "Whenever this permanent becomes the target of a spell or ability an
   * opponent controls". Never parsed: the engine makes it from a ward static (ward.ts).
   */
  | "when-becomes-target"
  /** "Whenever a creature you control deals combat damage to a player" (510.2): once per creature. */
  | "whenever-your-creature-deals-combat-damage-to-a-player"
  /** "Whenever ~ deals combat damage to a player" (510.2): "that player" is the one dealt damage. */
  | "whenever-this-deals-combat-damage-to-a-player"
  /**
   * "At the beginning of the end step" / "… of each end step" (513.1): every turn's end step. It
   * works on the battlefield, or from the graveyard where it returns the card from there
   * (Spellpyre Phoenix, 113.6).
   */
  | "at-beginning-of-end-step"
  /**
   * A reflexive triggered ability (603.12): "… you may pay {2}. When you do, …". Never a trigger
   * condition of its own: it is made by the ability that holds it, as that one resolves and the
   * payment is made (a `reflexive-trigger` effect), and goes on the stack the next time a player
   * would receive priority, its target chosen then (603.3d).
   */
  | "when-you-do"
  /**
   * "At the beginning of your upkeep" (503.1a), "At the beginning of combat on your turn" (507.1),
   * "… of each upkeep": on the battlefield, at the beginning of the step `beginningOf` names.
   */
  | "at-beginning-of-step"
  /**
   * "Whenever a land you control enters" (landfall), "whenever another artifact enters the
   * battlefield under your control" (603.6a): a permanent of the kind `enters` coming onto the
   * battlefield under this permanent's controller; `another`: not this permanent itself.
   */
  | "whenever-permanent-you-control-enters"
  /**
   * Dragon Wings: "When a creature with converted mana cost 6 or greater enters the battlefield,
   * you may return ~ from your graveyard to the battlefield attached to that creature": a
   * permanent matching `entering` entering the battlefield under anyone's control. It works only
   * from its owner's graveyard (113.6: the effect returns it from there), and "that creature" is
   * the one that entered.
   */
  | "whenever-a-permanent-enters-while-in-graveyard";

/** A triggered ability's intervening "if" (603.4), as intervening-if.ts reads it. */
export type InterveningIf =
  /** "if you cycled two or more cards this turn" (Spellpyre Phoenix). */
  | { readonly kind: "cycled-at-least"; readonly count: number }
  /** "if ~ is an enchantment" (Veiled Serpent). */
  | { readonly kind: "source-is"; readonly type: string }
  /** "if a player has more life than each other player" (Wild Dogs). */
  | { readonly kind: "life-leader" }
  /** "When ~ enters, if you cast it" (Herald of the Forgotten). */
  | { readonly kind: "cast" };

export interface MtgTriggeredAbility {
  readonly kind: "triggered";
  readonly trigger: MtgTrigger;
  /** "another card": the source itself doesn't count. */
  readonly another?: boolean;
  /** "for the first time each turn". */
  readonly firstEachTurn?: boolean;
  /** "your second card each turn": which draw of the turn triggers it. */
  readonly nth?: number;
  /**
   * Which step an "at-beginning-of-step" trigger waits for, and whose turn's ("your upkeep"), every
   * turn's ("each upkeep"), or, on an Aura, the turn of the player who controls the permanent it
   * enchants (Power Taint's "the upkeep of enchanted enchantment's controller": that player is
   * "that player" of its effect).
   */
  readonly beginningOf?: { readonly step: "upkeep" | "combat"; readonly whose: "yours" | "each" | "enchanted-controller" };
  /** "At the beginning of your end step" (513.1): only in its controller's turn; absent, every turn's. */
  readonly yourTurnOnly?: boolean;
  /** "if you cycled two or more cards this turn" (603.4): it triggers only then. */
  readonly cycledThisTurnAtLeast?: number;
  /** "if ~ is an enchantment" (603.4): it triggers only if its source has this card type, and does nothing on resolution if it no longer has. */
  readonly ifSelfIs?: string;
  /** "Whenever a land you control enters": the kind of permanent whose entering triggers it. */
  readonly enters?: TypeQuery;
  /** "When a creature with converted mana cost 6 or greater enters": the permanents whose entering triggers it, anyone's. */
  readonly entering?: PermanentTargetSpec;
  /** Wild Dogs' "if a player has more life than each other player" (603.4): it triggers only then. */
  readonly lifeLeader?: boolean;
  /** Herald of the Forgotten's "When ~ enters, if you cast it, …" (603.4): it triggers only if the permanent was a spell its controller cast. */
  readonly ifCast?: boolean;
  /** "you may …": decided on resolution (603.5). */
  readonly optional: boolean;
  readonly target?: MtgTargetSpec;
  /** "exile up to two target artifacts": several targets (603.3d, 601.2c); absent, one. */
  readonly targetCount?: MtgTargetCount;
  readonly effect: readonly MtgEffect[];
  /** "When this creature enters, choose one — • … • …" (700.2, 603.3c): `effect` is then empty. */
  readonly modes?: readonly MtgMode[];
  readonly text: string;
}

export type MtgStatic =
  /** "Players can't cycle cards." (Stabilizer): stops activation (602.5), typecycling too (702.29f). */
  | { readonly kind: "cant-cycle"; readonly who: "all" | "opponents" | "you" }
  /**
   * A change to the total cost of activated abilities (601.2f; for an ability, 602.2b): Fluctuator's
   * "Cycling abilities you activate cost up to {2} less to activate", Suppression Field's
   * "Activated abilities cost {2} more to activate unless they're mana abilities", Heartstone's
   * "Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana
   * in that cost to less than one mana." Generic mana only (118.7a).
   */
  | {
      readonly kind: "activation-cost";
      /**
       * Which abilities: cycling ones (typecycling too, 702.29f); every one but mana abilities; or
       * those of creatures — permanents on the battlefield (109.2: no "card"), so never cycling.
       */
      readonly abilities: "cycling" | "non-mana" | "of-creatures";
      readonly change: "reduce" | "increase";
      readonly amount: number;
      readonly upTo: boolean;
      /** Whose abilities: the ones "you" (this permanent's controller) activate, etc. */
      readonly whose: "you" | "opponents" | "all";
      /** "This effect can't reduce the mana in that cost to less than one mana": 1; else 0. */
      readonly floor: 0 | 1;
    }
  /**
   * "You may pay {0} rather than pay cycling costs" (118.9): New Perspectives while its controller
   * has `minHand` cards in hand; Gavi, Nest Warden for "the first card you cycle each turn".
   */
  | { readonly kind: "cycling-alternative-cost"; readonly mana: string; readonly minHand: number; readonly firstEachTurn: boolean }
  /**
   * "If a card … would be put into a graveyard from anywhere, exile it instead" (614.1a).
   * `scope` says whose graveyards; `what` which objects: Rest in Peace takes cards and tokens,
   * Leyline of the Void cards, Abandoned Sarcophagus only cards with cycling that weren't cycled.
   */
  | {
      readonly kind: "graveyard-to-exile";
      readonly scope: "any" | "opponents" | "yours";
      readonly what: "card-or-token" | "card" | "uncycled-card-with-cycling";
    }
  /**
   * Unpredictable Cyclone: "If a cycling ability of another nonland card would cause you to draw a
   * card, instead exile cards from the top of your library until you exile a card that shares a
   * card type with the cycled card. You may cast that card without paying its mana cost. Then put
   * the exiled cards that weren't cast this way on the bottom of your library in a random order."
   * A replacement (614.1a) of each card a cycling ability (702.29a; not typecycling, which searches)
   * would make this permanent's controller draw; `other`: not this object's own cycling ability,
   * `nonland`: not a land card's (cycling-draw-replacement.ts).
   */
  | { readonly kind: "cycling-draw-exiles-until-shared-type"; readonly other: boolean; readonly nonland: boolean }
  /** Abandoned Sarcophagus: "You may cast nonland cards with cycling from your graveyard." */
  | { readonly kind: "cast-cycling-from-graveyard" }
  | { readonly kind: "enters-tapped" }
  /** "As it enters, choose a color." (Night Market): chosen as it enters (614.1c), kept on the permanent. */
  | { readonly kind: "choose-color-as-enters" }
  /**
   * Leyline of the Void: "If ~ is in your opening hand, you may begin the game with it on the
   * battlefield." An action taken from the opening hand (103.6, 103.6a), by an `opening-hands` step.
   */
  | { readonly kind: "opening-hand-battlefield" }
  /**
   * Valor's Flagship's Pilot token: "This token saddles Mounts and crews Vehicles as though its
   * power were 2 greater": it counts `amount` more toward a Crew cost (702.122a). Saddle
   * (702.171a) is no ability the engine reads, so that half never has anything to apply to.
   */
  | { readonly kind: "crews-as-though-power-greater"; readonly amount: number }
  /**
   * Madness [cost] (702.35a): discarded, the card is exiled instead of put into its owner's
   * graveyard, and then its owner may cast it for `mana` or puts it into their graveyard.
   */
  | { readonly kind: "madness"; readonly mana: string }
  /**
   * Flashback [cost] (702.34a): its owner may cast it from their graveyard by paying `mana` rather
   * than its mana cost (118.9); cast that way, it is exiled instead of going anywhere else when it
   * leaves the stack.
   */
  | { readonly kind: "flashback"; readonly mana: string }
  /**
   * Escape—[cost] (702.138a: Lunar Hatchling): its owner may cast it from their graveyard by
   * paying `mana`, exiling `exileOthers` other cards from their graveyard and, with
   * `exilePermanent`, a permanent of that kind they control, rather than paying its mana cost
   * (118.9). Cast that way it is an ordinary spell: no exile when it leaves the stack.
   */
  | { readonly kind: "escape"; readonly mana: string; readonly exileOthers: number; readonly exilePermanent?: TypeQuery }
  /**
   * Kicker [cost] (702.33a): its caster may pay `mana` in addition as they cast it (601.2b,
   * 601.2f); paid, the spell is "kicked" (702.33d).
   */
  | { readonly kind: "kicker"; readonly mana: string }
  /**
   * Buyback [cost] (702.27a): its caster may pay `mana` in addition as they cast it; paid, the
   * spell is put into its owner's hand instead of their graveyard as it resolves.
   */
  | { readonly kind: "buyback"; readonly mana: string }
  /**
   * Homing Sliver: "Each Sliver card in each player's hand has slivercycling {3}." Each card of
   * `type` in the hands of `whose` (relative to this permanent's controller) has `ability`
   * (702.29e); `other`: not this object itself.
   */
  /**
   * "Each Sliver card in each player's hand has slivercycling {3}" (702.29e, 113.6m): the cards of
   * `type` in those hands have `ability`; "historic" (Jo Grant): artifacts, legendaries and Sagas (700.6).
   */
  | { readonly kind: "grant-cycling"; readonly type: TypeQuery | "historic"; readonly whose: "all" | "you"; readonly other: boolean; readonly ability: CyclingAbility }
  /**
   * The card's own spell costs `amount` generic mana less to cast for each of what `per` counts
   * (601.2f, 118.7a: generic mana only): "This spell costs {1} less to cast for each …";
   * `affinity`: the keyword affinity for artifacts (702.41a).
   */
  | { readonly kind: "spell-cost-reduction"; readonly amount: number; readonly per: SpellCostCount; readonly affinity?: boolean }
  /** Ward [cost] (702.21a): "Ward {2}", "Ward—Discard a card". */
  | { readonly kind: "ward"; readonly cost: WardCost }
  /** A restriction or requirement on attacking or blocking (508.1c–d, 509.1b). */
  | { readonly kind: "combat"; readonly rule: CombatStatic }
  /** A keyword ability (Flying, Swampwalk, Lifelink, Protection …); combat reads those it models (702). */
  | { readonly kind: "keyword"; readonly keyword: string }
  /** "Enchant creature", "Enchant land", "Enchant permanent": what an Aura spell can target and the Aura can enchant (702.5a, 303.4a). */
  | { readonly kind: "enchant"; readonly what: EnchantSpec }
  /**
   * "Enchanted creature gets +2/+5.", "Enchanted creature gets +1/+0 and has trample.",
   * "Enchanted creature has flying.": the object this Aura is attached to gets the bonus and the
   * keywords while it stays attached (303.4b, 611.3a: a static ability's effect applies all along).
   */
  | {
      readonly kind: "enchanted-gets";
      readonly power: number;
      readonly toughness: number;
      readonly keywords: readonly string[];
      /** Withering Hex: "… gets -1/-1 for each plague counter on ~": the bonus times the Aura's counters of this kind. */
      readonly perCounterOnAura?: string;
      /** Sigil of the Nayan Gods: "… gets +1/+1 for each creature you control": the bonus times this count, for the Aura's controller. */
      readonly per?: GetsCount;
      /** Crystal Carapace: "… and has ward {2}" (702.21a): the enchanted permanent has this ward ability. */
      readonly ward?: WardCost;
    }
  /**
   * A static ability that changes creatures other than through an Aura (613.4c, 613.1f): Vile
   * Manifestation's "~ gets +1/+0 for each card with cycling in your graveyard" (`self`); Cid's
   * "Artifact creatures and Heroes you control get +1/+1 for each Artificer you control and each
   * Artificer card in your graveyard"; Bebop's "Rhinos you control have menace". `you-control`:
   * the creatures its controller controls matching any of `filters`. The bonus is multiplied by
   * `per` when there is one, counted for its controller as it applies (611.3a).
   */
  | {
      readonly kind: "gets";
      readonly who: { readonly kind: "self" } | { readonly kind: "you-control"; readonly filters: readonly TypeQuery[] };
      readonly power: number;
      readonly toughness: number;
      readonly keywords: readonly string[];
      readonly per?: GetsCount;
    }
  /**
   * Footfall Crater: 'Enchanted land has "{T}: Target creature gains trample and haste until end of
   * turn."': the enchanted permanent has the quoted abilities while the Aura stays attached (613.1f).
   */
  | { readonly kind: "enchanted-has"; readonly abilities: readonly MtgAbility[] }
  /**
   * Lingering Mirage: "Enchanted land is an Island." The land's land type is set (305.7): it loses
   * its old land types and the abilities of its rules text, and has the new type's intrinsic mana
   * ability (305.6), while the Aura stays attached.
   */
  | { readonly kind: "enchanted-land-is"; readonly landType: string }
  /**
   * "A deck can have any number of cards named ~" / "… up to seven cards named ~": the card's own
   * exception to the four-copy limit of constructed decks (100.2a). A rule of deck construction:
   * the linter's deck checks read it; it does nothing in a game.
   */
  | { readonly kind: "deck-copies"; readonly limit: number | "any" }
  /**
   * Ozolith, the Shattered Spire: "If one or more +1/+1 counters would be put on an artifact or
   * creature you control, that many plus `extra` +1/+1 counters are put on it instead" (614.1a).
   */
  | { readonly kind: "more-plus-one-counters"; readonly extra: number }
  /**
   * Waxen Shapethief: "You may have this creature enter as a copy of an artifact or creature you
   * control" (707.5): as it enters, its controller may choose a permanent matching any of `of`,
   * theirs (`you`) or anyone's (`any`), and it enters as a copy of it (707.2).
   */
  | { readonly kind: "enters-as-copy"; readonly of: readonly TypeQuery[]; readonly whose: "you" | "any" }
  /** Lay Claim: "You control enchanted permanent" (613.1b): the Aura's controller, while it is attached (611.3a). */
  | { readonly kind: "control-enchanted" }
  /**
   * What the engine doesn't model. `keyword`: a keyword ability it knows by name without carrying
   * it out (Morph, Megamorph: casting face down and turning face up, 702.37), so that "a creature
   * with a morph ability" (Backslide) finds it; the ability itself stays unmodelled.
   */
  | { readonly kind: "unmodelled"; readonly keyword?: string };

/**
 * "for each creature you control", "for each card with cycling in your graveyard", "for each
 * Artificer you control and each Artificer card in your graveyard": the sum of these counts, for
 * the controller of the static ability ("you").
 */
export interface GetsCount {
  readonly parts: readonly (
    | { readonly kind: "permanents-you-control"; readonly query: TypeQuery }
    | { readonly kind: "cards-in-your-graveyard"; readonly query: TypeQuery; readonly cycling?: boolean }
  )[];
}

/** What ward asks of the targeting object's controller (702.21a): mana, or a card discarded. */
export type WardCost = { readonly kind: "mana"; readonly mana: string } | { readonly kind: "discard" };

/** What a spell's own cost reduction counts, for the player casting it. */
export type SpellCostCount =
  | { readonly kind: "artifacts-you-control" }
  /** "artifact and/or creature card in your graveyard": cards of any of `types`, each once. */
  | { readonly kind: "cards-in-your-graveyard"; readonly types: readonly string[] }
  /** "each card you've cycled or discarded this turn": a cycled card was discarded (702.29a), so it counts once. */
  | { readonly kind: "cards-you-discarded-this-turn" };

/**
 * What a "becomes" effect makes a permanent (205.1a–b, 613.1): Reptilian Reflection's "become a
 * 5/4 Dinosaur creature with trample and haste in addition to its other types" adds the card type
 * Creature and the creature type Dinosaur (`keepTypes`: 205.1b); Startling Development's "becomes a
 * blue Serpent with base power and toughness 4/4" replaces its creature types (205.1a) and its
 * colors (105.3). `base` sets base power and toughness (613.4b); `keywords` are gained (613.1f).
 */
export interface BecomesSpec {
  readonly addTypes: readonly string[];
  readonly creatureTypes: readonly string[];
  readonly keepTypes: boolean;
  readonly colors?: readonly MtgColor[];
  readonly base?: { readonly power: number; readonly toughness: number };
  readonly keywords: readonly string[];
  /** Veiled Serpent's "becomes a 4/4 Serpent creature" (no "in addition"): `addTypes` replace its card types, and its subtypes are the new creature types (205.1a). */
  readonly replacesCardTypes?: boolean;
  /** Abilities it gains: Veiled Serpent's quoted "This creature can't attack unless defending player controls an Island." (613.1f) */
  readonly abilities?: readonly MtgAbility[];
}

/** What an enchant ability allows: a plain creature, one you control, or a qualified permanent (702.5a). */
export type EnchantSpec = "creature" | "creature-you-control" | PermanentTargetSpec;

export interface MtgStaticAbility {
  readonly kind: "static";
  readonly effect: MtgStatic;
  readonly text: string;
}

export type MtgAbility = CyclingAbility | ManaAbility | MtgActivatedAbility | MtgTriggeredAbility | MtgStaticAbility;

/** A number an effect uses: printed, the X paid, or a count of permanents. */
export type MtgAmount =
  | { readonly kind: "fixed"; readonly n: number }
  | { readonly kind: "x" }
  | { readonly kind: "count"; readonly query: TypeQuery; readonly zone: "battlefield" }
  /** Zenith Flare: "the number of cards with a cycling ability in your graveyard" (typecycling too, 702.29f). */
  | { readonly kind: "cycling-cards-in-your-graveyard" }
  /**
   * Treacherous Terrain: "equal to the number of lands that player controls", counted for each
   * player an "each opponent" effect reaches, as it reaches them (608.2c: "that player" is that one).
   */
  | { readonly kind: "permanents-that-player-controls"; readonly query: TypeQuery }
  /** "the number of cards in your hand" (Ancient Excavation), "each card in your graveyard" (Countervailing Winds): counted as it resolves. */
  | { readonly kind: "cards-in-your"; readonly zone: "hand" | "graveyard" };

export interface MtgTokenSpec {
  readonly name: string;
  readonly colors: readonly MtgColor[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** A number, or "X" for the X of the object that creates it; absent for a noncreature token (Food). */
  readonly power?: number | "X";
  readonly toughness?: number | "X";
  readonly keywords: readonly string[];
  /**
   * Abilities the token has besides its keywords: Food's "{2}, {T}, Sacrifice this
   * artifact: You gain 3 life." (111.10b), an Eldrazi Spawn's "Sacrifice this creature: Add {C}."
   */
  readonly abilities?: readonly MtgAbility[];
  /** Counters it is created with: incubate N's N +1/+1 counters (701.53a). */
  readonly counters?: Readonly<Record<string, number>>;
  /** A transforming double-faced token's other face (701.53a: the Incubator's 0/0 Phyrexian artifact creature). */
  readonly backFace?: MtgTokenSpec;
}

/**
 * Whose life changes: the controller, each opponent, the target player, or every player in the
 * game ("each player gains 3 life"); "that-player": the player a triggered ability is about, named
 * as it triggers — annihilator's "defending player" (702.86a), Power Taint's "enchanted
 * enchantment's controller" — and no one for any other object.
 */
export type MtgPlayerRef = "you" | "each-opponent" | "target" | "each-player" | "that-player";

export type MtgEffect =
  | { readonly kind: "draw"; readonly count: MtgAmount }
  | {
      /** Search your library for a card matching any query, maybe reveal it, put it somewhere, shuffle (701.23, 701.24). */
      readonly kind: "search";
      readonly queries: readonly TypeQuery[];
      readonly to: "hand" | "battlefield";
      readonly reveal: boolean;
      /** "put it onto the battlefield tapped". */
      readonly tapped?: boolean;
      /** Migration Path's "up to two basic land cards": at most this many (701.23d); absent, one. */
      readonly upTo?: number;
    }
  | { readonly kind: "create-token"; readonly count: MtgAmount; readonly token: MtgTokenSpec }
  | { readonly kind: "lose-life"; readonly who: MtgPlayerRef; readonly amount: MtgAmount }
  | { readonly kind: "gain-life"; readonly who: MtgPlayerRef; readonly amount: MtgAmount }
  | { readonly kind: "damage"; readonly to: "target" | "each-creature" | "each-opponent"; readonly amount: MtgAmount }
  /** "[you may] pay {1}. If you do, …" — a cost paid on resolution (118.12). */
  | { readonly kind: "pay"; readonly cost: MtgCost; readonly then: readonly MtgEffect[] }
  /**
   * +1/+1 and -1/-1 counters, keyword counters (122.1b: "put a flying counter on …") and stun
   * counters (122.1d: "put a stun counter on it").
   */
  | {
      readonly kind: "counters";
      /** "plague": Withering Hex's counter, "foreshadow" Ominous Seas's, "depletion" Decree of Silence's, which only their own texts read. */
      readonly counter: "-1/-1" | "+1/+1" | "stun" | "plague" | "foreshadow" | "depletion" | KeywordCounter;
      readonly count: MtgAmount;
      readonly on: "each-creature-opponents-control" | "each-creature-you-control" | "each-creature" | "target" | "self";
    }
  /** "Tap all creatures your opponents control" (701.26a): not targeted; the set is fixed as it resolves. */
  | { readonly kind: "tap-all"; readonly on: "creatures-opponents-control" | "each-creature" }
  /**
   * "gets +2/+1 until end of turn" for this permanent, the target creature, "all creatures", "all
   * other creatures" (every one but the source), "creatures you control" or "creatures your opponents control" (611.2c: the creatures are
   * fixed as it resolves; a creature arriving later isn't changed). `keywords`: "… and gains
   * flying until end of turn" (613.1f); `only`: "Wizard creatures …", those of a type.
   */
  | {
      readonly kind: "pump";
      readonly on: "self" | "target" | "each-creature" | "other-creatures" | "creatures-you-control" | "creatures-opponents-control" | "attacking-creatures";
      readonly power: number;
      readonly toughness: number;
      readonly keywords?: readonly string[];
      readonly only?: TypeQuery;
      /** Backup's "If that's another creature, it gains …" (702.165a): a target that is the source itself gets nothing. */
      readonly ifOther?: boolean;
    }
  | { readonly kind: "scry"; readonly count: number }
  /** "Surveil 2" (701.25a): look at the top cards of your library, put any of them into your graveyard, the rest back on top. */
  | { readonly kind: "surveil"; readonly count: number }
  /** "Target creature can't block this turn", "~ can't be blocked this turn" (509.1b), "… attack this turn if able" (508.1d). */
  | { readonly kind: "combat-this-turn"; readonly effect: CombatTurnEffect; readonly on: "self" | "target" | "creatures-target-player-controls" }
  /**
   * Will of the All-Hunter: "If it's blocking, instead …" (608.2c: the spell's instructions read
   * as a whole): `then` if the target is a blocking creature (506.4) as it resolves, else `otherwise`.
   */
  | { readonly kind: "if-target-blocking"; readonly then: readonly MtgEffect[]; readonly otherwise: readonly MtgEffect[] }
  /**
   * Imaginary Threats: "During that player's next untap step, creatures they control don't untap"
   * (502.3): the target player's next untap step, whichever creatures they control then.
   */
  | { readonly kind: "target-player-creatures-skip-next-untap" }
  /** "Prevent all combat damage that would be dealt this turn [by target creature]" (615.1). */
  | { readonly kind: "prevent-combat-damage"; readonly by: "all" | "target" }
  /**
   * A prevention shield (615.1) made as this resolves: on "you" or on the target (a creature or a
   * player), lasting this turn. See `PreventionShieldSpec`.
   */
  | { readonly kind: "prevent-damage"; readonly to: "you" | "target"; readonly shield: PreventionShieldSpec }
  /** "Tap target creature an opponent controls" / "untap target permanent" (701.26a). */
  | { readonly kind: "tap-target"; readonly untap: boolean }
  /**
   * Frostveil Ambush's "those creatures don't untap during their controller's next untap step"
   * (502.3): each still-legal target of the same spell or ability skips it.
   */
  | { readonly kind: "skip-next-untap" }
  /** Astral Slide: exile the target creature; return it under its owner's control at the beginning of the next end step. */
  | { readonly kind: "exile-until-next-end-step" }
  /**
   * Cast Out, Alabaster Host Intercessor: "exile target … until ~ leaves the battlefield" (610.3):
   * the target goes to exile, and comes back under its owner's control as soon as the source leaves.
   */
  | { readonly kind: "exile-until-source-leaves" }
  /** "~ becomes a 5/4 Dinosaur creature … until end of turn", "until end of turn, target creature becomes a blue Serpent …" (613.1, 514.2 ends it). */
  | { readonly kind: "becomes-until-end-of-turn"; readonly on: "self" | "target"; readonly spec: BecomesSpec }
  /** Veiled Serpent: "~ becomes a 4/4 Serpent creature with …": no duration, so for good, until it leaves the battlefield (611.2a, 400.7). */
  | { readonly kind: "becomes-indefinitely"; readonly on: "self"; readonly spec: BecomesSpec }
  /** Crew's effect: "This Vehicle becomes an artifact creature until end of turn" (702.122a). */
  | { readonly kind: "becomes-creature-until-end-of-turn" }
  /** The delayed half of Astral Slide: "return that card to the battlefield under its owner's control". */
  | { readonly kind: "return-linked-to-battlefield" }
  /** Rest in Peace's "exile all cards from all graveyards". */
  | { readonly kind: "exile-all-graveyards" }
  /**
   * Yidaro, Wandering Monster: "shuffle it into your library from your graveyard" (701.24a), and,
   * with `battlefieldIfCycledNamedAtLeast`, "If you've cycled a card named ~ four or more times this
   * game, put it onto the battlefield from your graveyard instead" (the count, this cycle included,
   * read as it resolves). Only from its owner's graveyard.
   */
  | { readonly kind: "shuffle-self-into-library"; readonly battlefieldIfCycledNamedAtLeast?: number }
  /**
   * Unearth's ability resolving (702.84a): "Return this card from your graveyard to the
   * battlefield. It gains haste. Exile it at the beginning of the next end step or if it would
   * leave the battlefield."
   */
  | { readonly kind: "unearth" }
  /** Unearth's delayed half (702.84a): exile "that card" if it is still the unearthed permanent. */
  | { readonly kind: "exile-linked-unearthed" }
  /**
   * The Balrog of Moria: "When ~ dies, you may exile it. When you do, …": the dying card, found in
   * its graveyard where the dies trigger looks for it (603.10a), goes to exile (406.2); only if it
   * was exiled does `then` happen (603.12: "when you do" triggers only if the action was done).
   */
  | { readonly kind: "exile-self-from-graveyard"; readonly then: readonly MtgEffect[] }
  /** The Incubator's "{2}: Transform this artifact." (701.27a): a double-faced permanent turns to its other face. */
  | { readonly kind: "transform-self" }
  /** "You get {E}{E}" (107.14, 122.1): the controller gets that many energy counters. */
  | { readonly kind: "get-energy"; readonly count: number }
  /**
   * Jolted Awake: "Then you may pay an amount of {E} equal to that card's mana value. If you do,
   * …": with the spell's target still legal as it resolves, its controller may remove that many
   * energy counters (107.14; only with at least that many, 118.3) and then `then` happens.
   */
  | { readonly kind: "may-pay-energy-equal-to-target-mana-value"; readonly then: readonly MtgEffect[] }
  /** Eternal Dragon: "Return this card from your graveyard to your hand." */
  | { readonly kind: "return-self-to-hand" }
  /**
   * "Destroy target artifact": the target permanent goes to its owner's graveyard (701.8a);
   * `cantBeRegenerated`: "It can't be regenerated" (Expunge, 701.19a).
   */
  | { readonly kind: "destroy-target"; readonly cantBeRegenerated?: boolean }
  /** "Regenerate ~" (701.19a): a regeneration shield on the source. */
  | { readonly kind: "regenerate-self" }
  /**
   * "Destroy all enchantments", "destroy all artifacts, creatures, and enchantments", "destroy all
   * nonland permanents with mana value 1 or less": every permanent matching any filter, all at
   * once (701.8a); nothing is targeted.
   */
  | {
      readonly kind: "destroy-all";
      readonly filters: readonly PermanentFilter[];
      /** "They can't be regenerated" (Decree of Pain, 701.19a). */
      readonly cantBeRegenerated?: boolean;
      /** "Draw a card for each creature destroyed this way": the controller draws one per permanent actually destroyed. */
      readonly drawForEachDestroyed?: boolean;
    }
  /**
   * "Each opponent mills fourteen cards", "target player puts the top five cards of their library
   * into their graveyard" (701.17a): the top cards of each player's library go to their graveyard,
   * as many as there are (701.17b).
   */
  | { readonly kind: "mill"; readonly who: MtgPlayerRef; readonly count: MtgAmount }
  /** Malboro: "each opponent … exiles the top three cards of their library" (406.2): as many as there are. */
  | { readonly kind: "exile-top-of-library"; readonly who: MtgPlayerRef; readonly count: MtgAmount }
  /**
   * "Target player discards two cards [at random]" (701.9a): the player chooses, unless at random
   * (701.9b).
   */
  | { readonly kind: "discard"; readonly who: MtgPlayerRef; readonly count: MtgAmount; readonly random: boolean }
  /** "Exile target artifact or enchantment", "exile target card from a graveyard": the target goes to exile (406.2). */
  | { readonly kind: "exile-target" }
  /** "Put target card from an opponent's graveyard on the bottom of their library": its owner's library (400.3). */
  | { readonly kind: "target-to-library-bottom" }
  /**
   * Trip Up: "Target nonland permanent's owner puts it on their choice of the top or bottom of
   * their library": its owner's library (400.3), the owner choosing as it resolves (608.2d).
   */
  | { readonly kind: "target-to-library-top-or-bottom" }
  /**
   * Shadow of the Grave: "Return to your hand all cards in your graveyard that you cycled or
   * discarded this turn": each card discarded from your hand into your graveyard this turn, a
   * cycled card being discarded too (702.29a), still there as the same object (400.7).
   */
  | { readonly kind: "return-discarded-this-turn-to-hand" }
  /** Rebuild: "Return all artifacts to their owners' hands": every matching permanent at once, untargeted (400.3). */
  | { readonly kind: "return-all-to-hand"; readonly filters: readonly PermanentFilter[] }
  /**
   * Repopulate: "Shuffle all creature cards from target player's graveyard into that player's
   * library": the cards go to the library and it is shuffled (701.24a).
   */
  | { readonly kind: "shuffle-graveyard-into-library"; readonly cards: TypeQuery }
  /**
   * "Return target creature card … from your graveyard to the battlefield", "put target creature
   * card from a graveyard onto the battlefield under your control": under the controller of the
   * spell. `gains`: Grave Upheaval's "It gains haste.", for as long as it stays (611.2a).
   */
  | { readonly kind: "return-target-to-battlefield"; readonly gains?: readonly string[] }
  /**
   * "Gain control of target creature [until end of turn]" (613.1b): the spell's controller gains
   * control of the target; with no duration, for as long as it stays on the battlefield (611.2a).
   */
  | { readonly kind: "gain-control-of-target"; readonly untilEndOfTurn: boolean }
  /**
   * Wild Dogs: "the player with the most life gains control of ~" (613.1b), for good (611.2a); with
   * no one player ahead as it resolves, the intervening "if" fails and nothing happens (603.4).
   */
  | { readonly kind: "life-leader-gains-control-of-self" }
  /** Brand: "Gain control of all permanents you own" (613.1b), the permanents fixed as it resolves (611.2c). */
  | { readonly kind: "gain-control-of-owned" }
  /** Fleeting Aven: "return this permanent to its owner's hand", if it is still on the battlefield (400.3). */
  | { readonly kind: "return-self-from-battlefield" }
  /** "Return target permanent to its owner's hand" (400.3: its owner's, whoever controls it). */
  | { readonly kind: "return-target-to-hand" }
  /**
   * "Counter target spell [unless its controller pays {N}]" (701.6a): the target spell leaves the
   * stack for its owner's graveyard, unless its controller then pays `unlessPays` (118.12).
   */
  | { readonly kind: "counter-target"; readonly unlessPays?: string; readonly unlessPaysGeneric?: MtgAmount }
  /** "Counter target activated or triggered ability you don't control" (701.6b): the ability is removed from the stack. */
  | { readonly kind: "counter-target-ability" }
  /**
   * Embalm and eternalize (702.128a, 702.129a): "create a token that's a copy of it, except it's
   * a white Zombie … with no mana cost" / "… a 4/4 black Zombie … with no mana cost". The copy
   * takes the card's copiable values (707.2) as it last existed; `colors` replace its colors,
   * "Zombie" joins its creature types, `power`/`toughness` (eternalize) replace its own.
   */
  | { readonly kind: "token-copy-of-self"; readonly colors: readonly MtgColor[]; readonly power?: number; readonly toughness?: number }
  /** Ward's trigger resolving (702.21a): counter the stack object `object` unless its controller pays `cost`. */
  | { readonly kind: "ward-counter"; readonly cost: WardCost; readonly object: string }
  /** Madness's trigger resolving: its owner may cast the exiled card for `mana`; if not, it goes to the graveyard (702.35a). */
  | { readonly kind: "madness-cast"; readonly mana: string }
  /** Aura Extraction: "Put target enchantment on top of its owner's library" (400.3). */
  | { readonly kind: "target-to-library-top" }
  /**
   * Claws of Wirewood: "deals 3 damage to each creature with flying and each player": every
   * creature matching a filter, and every player if `players`; nothing is targeted (120.3).
   */
  | {
      readonly kind: "damage-each";
      readonly amount: MtgAmount;
      readonly creatures: readonly PermanentFilter[];
      readonly players: boolean;
      /** Flame Blitz's "deals 5 damage to each planeswalker": each planeswalker too (120.3c: it loses that many loyalty counters). */
      readonly planeswalkers?: boolean;
    }
  /** Gleam of Resistance: "Untap those creatures": the creatures its controller controls as it resolves, the ones its pump changed (611.2c). */
  | { readonly kind: "untap-creatures-you-control" }
  /** Cloud of Faeries: "untap up to two lands": chosen as it resolves, not targeted (701.26a). */
  | { readonly kind: "untap-lands"; readonly max: number }
  /** Esper Sojourners: "tap or untap target permanent": its controller chooses which as it resolves (701.26a). */
  | { readonly kind: "tap-or-untap-target" }
  /** Ancient Excavation: "Draw cards equal to …, then discard a card for each card drawn this way" (121.1, 701.9a). */
  | { readonly kind: "draw-then-discard-drawn"; readonly count: MtgAmount }
  /**
   * Decree of Annihilation: "Exile all artifacts, creatures, and lands from the battlefield, all
   * cards from all graveyards, and all cards from all hands", all at once (406.2).
   */
  | { readonly kind: "exile-all"; readonly permanents: readonly PermanentFilter[]; readonly graveyards: boolean; readonly hands: boolean }
  /**
   * Intimidation Tactics: "Target opponent reveals their hand. You choose an artifact or creature
   * card from it. Exile that card." (701.20a, 406.2)
   */
  | {
      readonly kind: "exile-from-revealed-hand";
      readonly filters: readonly PermanentFilter[];
      /** Memory Leak: "You choose a nonland card from that player's graveyard or hand": its graveyard too. */
      readonly graveyardToo?: boolean;
    }
  /**
   * Akroma's Blessing: "Choose a color. Creatures you control gain protection from the chosen
   * color until end of turn." The color is chosen as it resolves (608.2d); the creatures are fixed
   * then (611.2c).
   */
  | { readonly kind: "protection-from-chosen-color" }
  /**
   * "Sacrifice ~ unless you pay {1}{U}" (Drifting Djinn): the controller may pay `mana` as it
   * resolves (118.12); if they don't, or can't, `otherwise` happens.
   */
  | {
      readonly kind: "unless-you-pay";
      readonly mana: string;
      readonly otherwise: readonly MtgEffect[];
      /** Power Taint's "that player loses 2 life unless they pay {2}": who may pay; absent, the controller ("you"). */
      readonly payer?: "that-player";
    }
  /** "Sacrifice ~": the source, if still on the battlefield, goes to its owner's graveyard (701.21a). */
  | { readonly kind: "sacrifice-self" }
  /**
   * Annihilator's "defending player sacrifices N permanents" (702.86a): each player `who` names
   * chooses that many permanents they control (all they have, if fewer) as it resolves, and they
   * go to their owners' graveyards at once (701.21a). Nothing is targeted.
   */
  | { readonly kind: "sacrifice-permanents"; readonly who: MtgPlayerRef; readonly count: MtgAmount }
  /**
   * Decree of Silence: "counter that spell" — the spell whose casting triggered the ability (its
   * `linked` card, 603.2): it leaves the stack for its owner's graveyard (701.6a). Not targeted.
   */
  | { readonly kind: "counter-that-spell" }
  /**
   * Dragon Wings: "return ~ from your graveyard to the battlefield attached to that creature":
   * the Aura card enters under its owner's control attached to the permanent whose entering
   * triggered the ability (its `linked` card, 303.4f); with that permanent gone, or one it can't
   * enchant, it stays in the graveyard (303.4g).
   */
  | { readonly kind: "return-self-attached-to-that-permanent" }
  /**
   * Decree of Silence: "If there are three or more depletion counters on ~, sacrifice it": checked
   * as the ability resolves (608.2c), on the source if it is still on the battlefield.
   */
  | { readonly kind: "if-self-counters-at-least"; readonly counter: string; readonly atLeast: number; readonly then: readonly MtgEffect[] }
  /**
   * Spectacular Pileup: "All creatures and Vehicles lose indestructible until end of turn": each
   * permanent matching a filter as it resolves (611.2c) loses the keyword (613.1f; 514.2 ends it).
   */
  | { readonly kind: "lose-keyword-until-end-of-turn"; readonly filters: readonly PermanentFilter[]; readonly keyword: string }
  /** Architects of Will: "look at the top three cards of target player's library, then put them back in any order". */
  | { readonly kind: "reorder-top-of-library"; readonly who: "you" | "target"; readonly count: number }
  /** Ruin Grinder: "each player may discard their hand and draw seven cards" (101.4, 701.9a, 121.1). */
  | { readonly kind: "each-player-may-discard-hand-and-draw"; readonly count: number }
  /** Gilded Light: "You gain shroud until end of turn" (702.18a; 514.2 ends it). */
  | { readonly kind: "you-gain-shroud" }
  /**
   * "When you do, …" (603.12): the reflexive triggered ability `ability` triggers now, under the
   * controller of the resolving object, with that object as its source; it targets as it is put on
   * the stack (603.3d).
   */
  | { readonly kind: "reflexive-trigger"; readonly ability: MtgTriggeredAbility }
  /**
   * Escape Protocol: "exile target artifact or creature you control, then return it to the
   * battlefield under its owner's control" (406.2, 400.7: it returns as a new object; a token
   * that left the battlefield can't come back, 111.8).
   */
  | { readonly kind: "flicker-target" }
  /**
   * "It connives" (701.50a): its controller draws a card, then discards a card; if a nonland card
   * was discarded, a +1/+1 counter goes on the conniving permanent, if it is still on the
   * battlefield (701.50c: it connives all the same).
   */
  | { readonly kind: "connive" }
  /**
   * Edge of Autumn: "If you control four or fewer lands, <effects>": checked as the spell
   * resolves (608.2c), counting the permanents of `query` its controller controls then.
   */
  | { readonly kind: "if-you-control-at-most"; readonly query: TypeQuery; readonly atMost: number; readonly then: readonly MtgEffect[] }
  /**
   * A spell with two target words (115.3), the first target "it", the second "target creature …":
   * Go for Blood's "Target creature you control fights target creature you don't control": each
   * deals damage equal to its power to the other (701.14a). With either target illegal, or no
   * longer a creature on the battlefield, no damage is dealt (701.14b).
   */
  | { readonly kind: "fight" }
  /**
   * Colossal Collision's "Then that creature deals damage equal to its power to target creature
   * an opponent controls": the first target deals damage equal to its power to the second, as a
   * fight does one way; with either target illegal, none (608.2b; docs/rulings.md M64).
   */
  | { readonly kind: "deals-damage-equal-to-power" }
  /**
   * Trade the Helm: "Exchange control of target artifact or creature you control and target
   * artifact or creature an opponent controls": with both targets legal and controlled by
   * different players, each player gains control of the other's (701.12b), for good (611.2a);
   * otherwise no part of the exchange happens (701.12a).
   */
  | { readonly kind: "exchange-control-of-targets" }
  /**
   * Monstrous Step: "Up to one other target creature blocks it this turn if able": the second
   * target must block the first this turn if able (509.1c), a requirement that ends in cleanup
   * (514.2). With either target illegal, nothing (608.2b; docs/rulings.md M65).
   */
  | { readonly kind: "second-target-blocks-first" }
  /**
   * Crystalline Resonance: "you may have ~ become a copy of another target permanent until your
   * next turn, except it has this ability" (707.2, 707.9a): the source takes the target's copiable
   * values, until its controller's next turn begins (`your-next-turn`) or for as long as it stays
   * on the battlefield (`indefinitely`, 611.2a); `keepsThisAbility`: the resolving ability joins them.
   */
  | { readonly kind: "become-copy-of-target"; readonly until: "your-next-turn" | "indefinitely"; readonly keepsThisAbility: boolean }
  /**
   * Backslide: "Turn target creature with a morph ability face down" (708.2a): it becomes a 2/2
   * face-down creature with no text, no name, no subtypes and no mana cost, those its copiable
   * values, until it leaves the battlefield.
   */
  | { readonly kind: "turn-target-face-down" }
  /**
   * Kulrath Zealot, Rooting Moloch: "Until the end of your next turn, you may play that card."
   * after an effect that exiled cards: each card that effect exiled (and still in exile) may be
   * played by the resolving object's controller, a land played (305.1) or a spell cast (601.3),
   * with the usual timing and costs, until the cleanup step of that player's next turn (514.2).
   */
  | { readonly kind: "may-play-exiled"; readonly until: "end-of-your-next-turn" }
  /** "If this spell was kicked, <effects>" (702.33d, 702.33e): done only if its kicker cost was paid as it was cast. */
  | { readonly kind: "if-kicked"; readonly then: readonly MtgEffect[] }
  | { readonly kind: "unmodelled"; readonly text: string };

/**
 * What a prevention shield stops (615): "Prevent the next 4 damage that would be dealt to any
 * target this turn" (`next-n`, 615.7: the shield counts damage down); "Prevent all damage that
 * would be dealt to it this turn" (`all`); Rune of Protection's "The next time a red source of
 * your choice would deal damage to you this turn, prevent that damage" (`next-from-chosen-source`:
 * the source is chosen as the effect is created, 609.7b, among sources with `quality`, and the
 * shield is used up by that source's next damage event).
 */
export type PreventionShieldSpec =
  | { readonly kind: "next-n"; readonly n: number }
  | { readonly kind: "all" }
  | { readonly kind: "next-from-chosen-source"; readonly quality: SourceQuality };

/** "a red source", "an artifact source": a colour (105.2) or a card type (205.2a) the source must have. */
export type SourceQuality = { readonly color: MtgColor } | { readonly type: string };

export interface MtgCardDef {
  readonly name: string;
  /** Printed mana cost, "{2}{U}"; absent for lands (202.1b: no mana cost). */
  readonly manaCost?: string;
  readonly types: readonly string[];
  readonly supertypes: readonly string[];
  readonly subtypes: readonly string[];
  readonly colors: readonly MtgColor[];
  readonly power?: number;
  readonly toughness?: number;
  readonly text: string;
  readonly abilities: readonly MtgAbility[];
  /**
   * A transforming double-faced token's other face (712, 701.27a): the Incubator's Phyrexian Token
   * (701.53a). Transforming swaps the faces; the permanent stays the same object.
   */
  readonly backFace?: MtgCardDef;
  /** What an instant or sorcery does when it resolves. */
  readonly spell?: {
    readonly effect: readonly MtgEffect[];
    readonly target?: MtgTargetSpec;
    readonly targetCount?: MtgTargetCount;
    readonly modes?: readonly MtgMode[];
    /** A second word "target" (115.3): "… fights target creature you don't control". */
    readonly secondTarget?: SecondTargetSpec;
  };
}

/**
 * The second of a spell's two target words (115.3, 601.2c), chosen after the first: Go for
 * Blood's "target creature you don't control", Monstrous Step's "up to one other target
 * creature". The same object may be chosen for both words unless `notFirst` ("other") says
 * otherwise (115.3); `optional`: "up to one", so none may be chosen.
 */
export interface SecondTargetSpec {
  readonly spec: MtgTargetSpec;
  readonly optional?: boolean;
  readonly notFirst?: boolean;
}

/**
 * One mode of a modal spell or ability, "Choose one — • Destroy target artifact. • …" (700.2):
 * what it does and what it targets. The mode is chosen as the spell is cast (601.2b) or the
 * triggered ability is put on the stack (603.3c), before targets; a mode whose targets can't be
 * chosen can't be chosen (700.2a).
 */
export interface MtgMode {
  readonly text: string;
  readonly effect: readonly MtgEffect[];
  readonly target?: MtgTargetSpec;
  readonly targetCount?: MtgTargetCount;
}

/**
 * "two target creatures", "up to three target enchantments", "one or two target creature cards":
 * how many different objects (601.2c) the one `target` spec is chosen for, from `min` to `max`.
 * Absent, a spell has exactly one target. `sameGraveyard`: "from a single graveyard", every
 * target a card in one graveyard.
 */
export interface MtgTargetCount {
  readonly min: number;
  readonly max: number;
  /** "up to X target artifacts" (Rampaging War Mammoth): `max` is the X of the spell or ability, bound as targets are chosen. */
  readonly maxIsX?: boolean;
  /** "any number of target permanent cards …" (Herald of the Forgotten): `max` is the number of legal targets there are. */
  readonly anyNumber?: boolean;
  /**
   * Dismantling Wave: "For each opponent, destroy up to one target … that player controls": `min`
   * and `max` count per opponent, and no two targets have the same controller.
   */
  readonly perOpponent?: boolean;
  readonly sameGraveyard?: boolean;
}
