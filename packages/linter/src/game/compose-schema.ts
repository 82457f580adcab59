import { fileURLToPath } from "node:url";
import type { AnyGameModule } from "./module.js";
import { ref, sharedDefinitions, type JsonSchema } from "../structure/json-schema.js";
import { PLAYER_ID } from "../structure/schema-patterns.js";



/**
 * The JSON Schema (draft-07) of `*.scenario.yaml`, composed from the games' parts. It is the one
 * description of the file's shape: the structure check walks it over the YAML nodes, and the
 * schema of the built-in games is published as schema/scenario.schema.json (a test keeps the file
 * in step) for yaml-language-server and any other editor.
 *
 * `game:` selects a game's branch with nested if/then/else (the first game, the default, is the
 * last `else`); the top-level `properties` are the default game's keys with the keys every game
 * has (players, cards, steps, expect) as a union, so an editor completes any game's keys.
 *
 * It has no `$id`: a schema composed from other games is not the published file. The published
 * file's `$id` is the CDN address of that file for the package's version (scripts/schema-ids.mjs).
 *
 * Extension keywords (editors ignore them): "x-unknown-code" names the diagnostic for an unknown
 * key in that mapping (a player's keys are zones, so an unknown one is an unknown zone);
 * "x-unknown-what" says what such a key should have been (for the message); "x-synonyms" maps
 * words of another game to this one's for did-you-mean (`trash` in an MTG file: `graveyard`).
 */
export function composeScenarioSchema(games: readonly AnyGameModule[]): JsonSchema {
  const [fallback, ...others] = games;
  if (!fallback) throw new Error("a scenario schema needs at least one game");
  const ids = games.map((g) => g.id);
  // A game's keys: its own, `game:` (the list of games for the default, else this one), and the
  // keys every game has, pointing at the game's definitions.
  const properties = (game: AnyGameModule, isDefault: boolean): Record<string, JsonSchema> => ({
    ...game.schema.properties,
    game: isDefault ? { enum: ids } : { const: game.id },
    players: { type: "object", patternProperties: { [PLAYER_ID]: ref(game.schema.refs.playerSetup) }, additionalProperties: false },
    cards: { type: ["array", "null"], items: ref(game.schema.refs.customCard) },
    steps: { type: ["array", "null"], items: ref(game.schema.refs.step) },
    expect: ref(game.schema.refs.finalExpect),
  });
  const branch = (game: AnyGameModule, isDefault: boolean): JsonSchema => ({
    ...(game.schema.description !== undefined ? { description: game.schema.description } : {}),
    properties: properties(game, isDefault),
    additionalProperties: false,
    ...(game.schema.synonyms !== undefined ? { "x-synonyms": game.schema.synonyms } : {}),
  });
  const anyOf = (pick: (g: AnyGameModule) => string): JsonSchema => (games.length === 1 ? ref(pick(fallback)) : { anyOf: games.map((g) => ref(pick(g))) });
  const selected = others.reduceRight<JsonSchema>(
    (otherwise, game) => ({ if: { properties: { game: { const: game.id } }, required: ["game"] }, then: branch(game, false), else: otherwise }),
    branch(fallback, true),
  );
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "recycle-rules scenario (*.scenario.yaml)",
    description: "A game situation, the steps that happen in it, and what the author expects. See docs/scenario-format.md.",
    type: "object",
    properties: {
      ...properties(fallback, true),
      players: { type: "object", patternProperties: { [PLAYER_ID]: anyOf((g) => g.schema.refs.playerSetup) }, additionalProperties: false },
      cards: { type: ["array", "null"], items: anyOf((g) => g.schema.refs.customCard) },
      steps: { type: ["array", "null"], items: anyOf((g) => g.schema.refs.step) },
      expect: anyOf((g) => g.schema.refs.finalExpect),
    },
    // With one game there is nothing to select, but its branch still closes the top level's keys.
    ...(others.length > 0 ? selected : { if: { required: ["game"] }, then: selected, else: selected }),
    definitions: Object.assign({}, sharedDefinitions, ...games.map((g) => g.schema.definitions)) as Record<string, JsonSchema>,
  };
}

/** Absolute path of schema/scenario.schema.json (the same file from src/ and from dist/). */
export const scenarioSchemaPath: string = fileURLToPath(new URL("../../schema/scenario.schema.json", import.meta.url));
