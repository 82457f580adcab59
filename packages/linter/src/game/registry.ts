import type { DeckListRules } from "../deck/rules.js";
import type { JsonSchema } from "../structure/json-schema.js";
import { composeScenarioSchema } from "./compose-schema.js";
import type { AnyGameModule } from "./module.js";

/**
 * The games a linter knows: the first is the default (a file with no `game:`). The scenario
 * schema is composed from them once; a test can make a registry with a game of its own.
 */
export class GameRegistry {
  readonly schema: JsonSchema;
  /** The games' deck-list rules, for reading the deck lists scenarios load. */
  readonly deckLists: readonly DeckListRules[];
  private readonly byId: ReadonlyMap<string, AnyGameModule>;

  constructor(readonly games: readonly AnyGameModule[]) {
    if (games.length === 0) throw new Error("a game registry needs at least one game");
    this.byId = new Map(games.map((g) => [g.id, g]));
    this.schema = composeScenarioSchema(games);
    this.deckLists = games.flatMap((g) => (g.deckList ? [g.deckList] : []));
  }

  get default(): AnyGameModule {
    return this.games[0] as AnyGameModule;
  }

  /** The game a file's `game:` names (the default when it names none); undefined for an unknown name. */
  select(declared: string | undefined): AnyGameModule | undefined {
    return declared === undefined ? this.default : this.byId.get(declared);
  }
}
