import { fileURLToPath } from "node:url";
import { ALL_CODES } from "../diagnostics/registry.js";
import type { JsonSchema } from "../structure/json-schema.js";
import { isFixedSeverity } from "./settle.js";
import { DEFAULT_FILES } from "./types.js";

const globs = (description: string, example: readonly string[]): JsonSchema => ({
  type: "array",
  description,
  items: { type: "string", minLength: 1, pattern: "^[^!]" },
  default: [...example],
});

/**
 * The JSON Schema of recycle-rules.config.json, published as schema/recycle-rules.config.schema.json
 * (editors validate and complete the file with it); the file adds its versioned CDN `$id`
 * (scripts/schema-ids.mjs), as the scenario schema's does. Built from the code registry, so every code a
 * config may set is listed with its summary, and parseConfig and the schema can't disagree on keys.
 */
export const configSchema: JsonSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "recycle-rules configuration (recycle-rules.config.json)",
  description: "Severity per code, ignored files, which files are scenarios and deck lists, extra card data. See docs/configuration.md.",
  type: "object",
  // VS Code's JSON support reads these two: the file is JSON with comments and trailing commas, as parseConfig reads it.
  allowComments: true,
  allowTrailingCommas: true,
  properties: {
    $schema: { type: "string" },
    rules: {
      type: "object",
      description: 'Severity per code: "error", "warning", "info", or "off" (not reported).',
      properties: Object.fromEntries(
        ALL_CODES.filter((c) => !isFixedSeverity(c.code)).map((c) => [c.code, { enum: ["error", "warning", "info", "off"], description: `${c.summary} (default: ${c.severity})` }]),
      ),
      additionalProperties: false,
    },
    ignore: globs("Files and folders to leave alone (globs relative to this file's folder; a folder's pattern ignores what is under it).", []),
    files: {
      type: "object",
      description: "Which files are scenarios and which are deck lists when a folder is linted (globs relative to this file's folder).",
      properties: {
        scenarios: globs("Scenario files.", DEFAULT_FILES.scenarios),
        decks: globs("Deck lists (checked before scenarios).", DEFAULT_FILES.decks),
      },
      additionalProperties: false,
    },
    cards: {
      type: "array",
      description: "Extra Riftbound card data files (JSON, the format of @recycle-rules/cards' data/riftbound.json), inside this file's folder.",
      items: { type: "string", minLength: 1 },
    },
  },
  additionalProperties: false,
};

/** Absolute path of schema/recycle-rules.config.schema.json (the same file from src/ and from dist/). */
export const configSchemaPath: string = fileURLToPath(new URL("../../schema/recycle-rules.config.schema.json", import.meta.url));
