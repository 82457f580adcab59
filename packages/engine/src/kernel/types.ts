import type { List as ImmutableList, Map as ImmutableMap, Set as ImmutableSet } from "immutable";

/**
 * The kernel: what every ruleset shares. Zones hold card ids, cards know their owner and
 * controller, randomness is a seed carried in the state, and everything is an immutable value
 * so a replay can keep any state as a checkpoint.
 */

/** A player's seat name as the scenario writes it ("A", "B"). */
export type PlayerId = string;

/** A card instance's id: stable for the whole game, unique across all zones. */
export type CardId = string;

/** Where a card sits: a player's zone. Deck zones are ordered top (index 0) to bottom. */
export interface ZoneRef {
  readonly player: PlayerId;
  readonly zone: string;
}

/** One physical card (or token) in the game. `Def` is the ruleset's card definition. */
export interface CardInstance<Def> {
  readonly id: CardId;
  readonly def: Def;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  /** Tokens are not cards (Riftbound 185); they cease to exist off the board (186.1). */
  readonly token: boolean;
}

/**
 * Every card instance that exists, by id: a persistent map (immutable's `Map`), so changing one
 * card costs O(log n) and leaves every earlier state, a replay's checkpoints included, intact
 * while sharing everything else with it. A plain object copied per change made each action cost
 * the size of the game.
 */
export type CardRegistry<Card> = ImmutableMap<CardId, Card>;

/**
 * The ids in one zone, in order (decks: top first): a persistent list, so a draw from the top, a
 * card put on the bottom or appended costs O(log n) and shares the rest with every checkpoint.
 */
export type ZoneList = ImmutableList<CardId>;

/**
 * Where every card is and which copies of a name each zone holds, kept up to date by the kernel's
 * zone functions (zones.ts) so that "where is this card" and "the Blind Fury in A's trash" are
 * one look-up instead of a scan of the game. All its parts are persistent and shared between
 * states. (Taking a copy from the middle of a name's copies costs its distance from the first.)
 */
export interface ZoneIndex {
  readonly where: ImmutableMap<CardId, ZoneRef>;
  /**
   * `namedKey(zone, nameKey(name))` → the copies in that zone, in the order they arrived. A list,
   * not an ordered set: the copy taken is nearly always the first (or the last), which a list
   * takes in O(log n), while an ordered set leaves a hole per removal that every later read of
   * its first element walks past.
   */
  readonly named: ImmutableMap<string, ImmutableList<CardId>>;
  /**
   * A printed code's key → the name keys it is printed on: a code is looked up through the names
   * it prints, so each move updates one entry of `named`, not two (see copiesIn).
   */
  readonly codes: ImmutableMap<string, ImmutableSet<string>>;
  /** Every token that exists: the few that state-based checks read, without reading every card. */
  readonly tokens: ImmutableSet<CardId>;
}

/** What the kernel reads of a card definition: the name (and printed code) it is found by. */
export interface NamedDef {
  readonly name: string;
  readonly code?: string;
}

/**
 * The shared part of a game state. `cards` is the registry of every instance that exists;
 * `zones[player][zone]` lists ids in order. A card is in exactly one zone at a time. Only the
 * kernel's zone functions write `zones` and `index`, which keeps the two in step.
 */
export interface KernelState<Def, Card extends CardInstance<Def> = CardInstance<Def>> {
  readonly players: readonly PlayerId[];
  readonly cards: CardRegistry<Card>;
  readonly zones: Readonly<Record<PlayerId, Readonly<Record<string, ZoneList>>>>;
  readonly index: ZoneIndex;
  /** The seeded generator's current state (see rng.ts). */
  readonly rng: number;
}

/** A refusal or rules breach, always with the rule it enforces. */
export interface Violation {
  /** The rule number, as the edition in force numbers it ("416.3", "702.29a"). */
  readonly rule: string;
  /** A stable, ruleset-independent kind; the linter turns it into a diagnostic code. */
  readonly code: ViolationCode;
  /** One sentence a player understands. */
  readonly message: string;
  /** Which part of the action is at fault, so the linter can point at the exact text. */
  readonly at?: ActionPart;
  /** "error" refuses the action; "warning" lets it proceed under a documented default. */
  readonly severity: "error" | "warning";
}

export type ViolationCode =
  | "illegal-cost"
  | "timing"
  | "wrong-destination"
  | "wrong-count"
  | "order"
  | "not-a-card"
  | "unknown-target"
  | "unused-choice"
  | "invalid-choice"
  /** A move, conquer or hold the rules forbid (Riftbound 144, 466.5, 469, 470). */
  | "illegal-step"
  /** The card data lacks a fact the rules need here (a power pip's domain): reported, never guessed. */
  | "unknown-card-fact";

/** A part of an action a violation points at. `choice` is the 0-based index into its answers. */
export type ActionPart =
  | { readonly part: "card" | "ability" | "from" | "to" | "position" | "order" | "count" | "player" | "phase" }
  | { readonly part: "what-item"; readonly index: number }
  | { readonly part: "choice"; readonly index: number }
  | { readonly part: "order-item"; readonly index: number };

/** An answer a scenario gives to a choice the engine raises, in the order they are raised. */
export type ChoiceAnswer = string | number | boolean;
