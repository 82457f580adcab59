import { builtinGames } from "../games/index.js";
import type { JsonSchema } from "../structure/json-schema.js";

export { scenarioSchemaPath } from "../game/compose-schema.js";

/**
 * The scenario schema of the built-in games: the one published as schema/scenario.schema.json,
 * which adds its `$id` (the file's CDN address for the package version; scripts/schema-ids.mjs).
 */
export const scenarioSchema: JsonSchema = builtinGames.schema;
