import type fc from "fast-check";
import type { PoolCard } from "./card-pool.js";
import type { YamlEntry, YamlNode } from "./yaml-tree.js";

/** A card written into a zone: its name (and id) for later references, and how it is written. */
export interface PlacedCard {
  readonly name: string;
  readonly id?: string;
  readonly node: YamlNode;
}

/** A custom card definition under `cards:`. */
export interface CustomCard {
  readonly name: string;
  readonly node: YamlNode;
}

/**
 * What one game's scenario files are made of, as scenario-input.ts assembles them: the keys
 * and values of docs/scenario-format.md for that game. `refs` draws card references (mostly the
 * cards in play), `players` the declared player ids.
 */
export interface ScenarioGrammar {
  readonly game: "riftbound" | "mtg";
  readonly pool: readonly PoolCard[];
  /** The zones of a player; the first `orderedZones` are decks, listed top first. */
  readonly zones: readonly string[];
  readonly orderedZones: readonly string[];
  /** Player keys that are no zone of this game (the other game's, typos). */
  readonly wrongZones: readonly string[];
  /** Step values written as a bare word (`- pass`). */
  readonly bareSteps: readonly string[];
  topLevel(players: readonly string[]): fc.Arbitrary<YamlEntry[]>;
  cardEntry(name: fc.Arbitrary<string>, players: readonly string[]): fc.Arbitrary<PlacedCard>;
  /** A player's keys that are no zone: energy, power, points; life, mana. */
  resources(): fc.Arbitrary<YamlEntry[]>;
  readonly customCard: fc.Arbitrary<CustomCard>;
  /** One step's kind and the keys of that kind (player:, choose: and expect: are added by the caller). */
  stepBody(refs: fc.Arbitrary<string>, players: readonly string[]): fc.Arbitrary<YamlEntry[]>;
  /** A card in an expectation: a reference or a mapping of properties to check. */
  expectCard(refs: fc.Arbitrary<string>): fc.Arbitrary<YamlNode>;
  /** A player expectation's keys that are no zone. */
  expectResources(): fc.Arbitrary<YamlEntry[]>;
  /** Deck lists of this game, and of the other one, for `deck:`. */
  readonly deckText: fc.Arbitrary<string>;
  readonly otherGameDeckText: fc.Arbitrary<string>;
}
