import { readFileSync, writeFileSync } from "node:fs";
import { DOMAINS, PHASES, RIFT_ZONES } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import path from "node:path";
import { linterPackage, schemaFiles, schemaId, stampSchemaIds } from "../scripts/schema-ids.mjs";
import { lintScenario, scenarioSchema, scenarioSchemaPath } from "../src/index.js";

// The published file is the schema the linter checks with, plus the file's `$id`.
const { $schema, ...rest } = scenarioSchema;
const serialized = `${JSON.stringify({ $schema, $id: schemaId(path.basename(scenarioSchemaPath)), ...rest }, null, 2)}\n`;

describe("the published JSON Schema", () => {
  it("schema/scenario.schema.json is the schema the linter checks with (UPDATE_SCHEMA=1 rewrites it)", () => {
    if (process.env.UPDATE_SCHEMA === "1") writeFileSync(scenarioSchemaPath, serialized);
    expect(readFileSync(scenarioSchemaPath, "utf8")).toBe(serialized);
  });

  it("every schema/*.schema.json has the $id of its CDN copy for this version (node scripts/schema-ids.mjs moves them)", () => {
    if (process.env.UPDATE_SCHEMA === "1") stampSchemaIds({ write: true });
    const { name, version } = linterPackage();
    expect(schemaFiles()).toContain(path.basename(scenarioSchemaPath));
    for (const file of schemaFiles()) {
      const url = `https://cdn.jsdelivr.net/npm/${name}@${version}/schema/${file}`;
      expect(schemaId(file), file).toBe(url);
    }
    expect(stampSchemaIds({ write: false })).toEqual([]);
  });

  it("is draft-07 and takes its zones, phases and domains from the engine", () => {
    expect(scenarioSchema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    const defs = scenarioSchema.definitions as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(defs.playerSetup?.properties ?? {})).toEqual([...RIFT_ZONES, "energy", "power", "points", "xp", "chosen-champion", "deck"]);
    expect(Object.keys(defs.power?.properties ?? {})).toEqual([...DOMAINS]);
    const props = scenarioSchema.properties as Record<string, { enum?: unknown[] }>;
    expect(props.phase?.enum).toEqual([...PHASES]);
  });

  it("every top-level key it declares is accepted without an unknown-key warning", () => {
    const keys = Object.keys(scenarioSchema.properties as object);
    for (const key of keys) {
      const { diagnostics } = lintScenario(`${key}:\n`);
      expect(diagnostics.filter((d) => d.code === "scenario/unknown-key")).toEqual([]);
    }
  });
});
