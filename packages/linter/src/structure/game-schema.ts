import type { JsonSchema } from "./json-schema.js";

/**
 * This game's part of the scenario schema. The composed schema (game/compose-schema.ts)
 * puts every game's definitions together, selects a game's branch by `game:`, and offers the
 * union of all games' keys at the top level for editors.
 */
export interface GameSchema {
  /** The top-level keys of a file of this game. */
  readonly properties: Readonly<Record<string, JsonSchema>>;
  /** The game's definitions (names must not clash with another game's). */
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  /** The definitions the top-level union points at. */
  readonly refs: { readonly playerSetup: string; readonly customCard: string; readonly step: string; readonly finalExpect: string };
  /** The branch's description and editor synonyms, when it has them. */
  readonly description?: string;
  readonly synonyms?: Readonly<Record<string, string>>;
}

