import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schemaId } from "../../scripts/schema-ids.mjs";
import { ConfigLoader, configSchema, configSchemaPath, DEFAULT_FILES, fileRole, lintFile, parseConfig } from "../../src/index.js";

const FILE = path.join(path.sep, "project", "recycle-rules.config.json");
const textAt = (text: string, d: { range: { startOffset: number; endOffset: number } } | undefined) => (d ? text.slice(d.range.startOffset, d.range.endOffset) : undefined);

describe("config/invalid: reading recycle-rules.config.json", () => {
  it("reads rules, ignore, files and cards, relative to the config's folder", () => {
    const text = `{
      // comments and trailing commas are allowed, as in tsconfig.json
      "$schema": "./node_modules/@recycle-rules/linter/schema/recycle-rules.config.schema.json",
      "rules": { "scenario/unknown-key": "error", "deck/sideboard-size": "off" },
      "ignore": ["fixtures/broken/**"],
      "files": { "decks": ["decks/**/*.txt"] },
      "cards": ["cards/playtest.json"],
    }`;
    const { config, diagnostics } = parseConfig(text, FILE);
    expect(diagnostics).toEqual([]);
    expect({ ...config.rules }).toEqual({ "scenario/unknown-key": "error", "deck/sideboard-size": "off" });
    expect(config.ignore).toEqual(["fixtures/broken/**"]);
    expect(config.files).toEqual({ scenarios: DEFAULT_FILES.scenarios, decks: ["decks/**/*.txt"] });
    expect(config.cards).toEqual([path.join(path.sep, "project", "cards", "playtest.json")]);
    expect(config.root).toBe(path.dirname(FILE));
  });

  it("reports each problem on its range and keeps what is valid", () => {
    const text = `{
  "rulez": {},
  "rules": { "scenario/unknown-kay": "error", "recycle/order": "loud", "scenario/internal-error": "off", "deck/token": "warning" },
  "ignore": "fixtures",
  "files": { "scenarios": ["!x"] }
}`;
    const { config, diagnostics } = parseConfig(text, FILE);
    expect(diagnostics.every((d) => d.code === "config/invalid" && d.severity === "error")).toBe(true);
    expect(diagnostics.map((d) => textAt(text, d))).toEqual(['"rulez"', '"scenario/unknown-kay"', '"loud"', '"scenario/internal-error"', '"fixtures"', '"!x"']);
    expect(diagnostics[0]?.message).toContain(`Did you mean "rules"?`);
    expect(diagnostics[1]?.fixes?.[0]).toMatchObject({ safe: true, edits: [{ newText: '"scenario/unknown-key"' }] });
    expect({ ...config.rules }).toEqual({ "deck/token": "warning" });
  });

  it("a syntax error is reported where the parser stopped, never thrown", () => {
    for (const text of ["{ \"rules\": ", "[1, 2]", "{\"rules\": {\"deck/token\": \"off\"} } trailing", "\u0000"]) {
      const { diagnostics } = parseConfig(text, FILE);
      expect(diagnostics.length).toBeGreaterThan(0);
      for (const d of diagnostics) expect(d.range.endOffset).toBeLessThanOrEqual(text.length);
    }
    expect(parseConfig("", FILE).diagnostics).toEqual([]);
  });
});

describe("globs as people write them", () => {
  it("'./x', '/x' and 'x/' name the same folder as 'x'; a glob that expands into too many patterns is refused", () => {
    const text = `{ "ignore": ["fixtures/broken/", "./drafts", "/old", "{1..2000000}/**"] }`;
    const { config, diagnostics } = parseConfig(text, FILE);
    expect(config.ignore).toEqual(["fixtures/broken", "drafts", "old"]);
    expect(diagnostics.map((d) => textAt(text, d))).toEqual(['"{1..2000000}/**"']);
    const at = (...segments: string[]) => path.join(path.dirname(FILE), ...segments);
    for (const file of [at("fixtures", "broken", "a.deck"), at("drafts", "a.deck"), at("old", "x", "a.scenario.yaml")]) expect(fileRole(config, file)).toBe("ignored");
  });

  it("names are matched ignoring case with a config too", () => {
    const { config } = parseConfig(`{ "rules": {} }`, FILE);
    expect(fileRole(config, path.join(path.dirname(FILE), "X.DEK"))).toBe("deck");
    expect(fileRole(config, path.join(path.dirname(FILE), "A.Scenario.YAML"))).toBe("scenario");
  });
});

describe("file roles", () => {
  const config = parseConfig(`{ "ignore": ["fixtures/broken"], "files": { "decks": ["decks/*.txt", "**/*.deck"] } }`, FILE).config;
  const at = (...segments: string[]) => path.join(path.dirname(FILE), ...segments);

  it("an ignore pattern ignores the files under a folder it names; deck patterns win over scenario ones", () => {
    expect(fileRole(config, at("fixtures", "broken", "a.scenario.yaml"))).toBe("ignored");
    expect(fileRole(config, at("fixtures", "ok", "a.scenario.yaml"))).toBe("scenario");
    expect(fileRole(config, at("decks", "vi.txt"))).toBe("deck");
    expect(fileRole(config, at("decks", "deep", "vi.txt"))).toBeUndefined();
    expect(fileRole(config, at("notes.txt"))).toBeUndefined();
  });

  it("without a config, or outside its folder, the default names decide (any case)", () => {
    expect(fileRole(undefined, at("X.DEK"))).toBe("deck");
    expect(fileRole(undefined, at("a.scenario.yml"))).toBe("scenario");
    expect(fileRole(config, path.join(path.sep, "elsewhere", "fixtures", "broken", "a.deck"))).toBe("deck");
  });
});

describe("ConfigLoader", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "rr-config-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("finds the nearest config above a file; --config and --no-config override the search", () => {
    mkdirSync(path.join(dir, "a", "b"), { recursive: true });
    writeFileSync(path.join(dir, "recycle-rules.config.json"), `{ "rules": { "deck/token": "off" } }`);
    writeFileSync(path.join(dir, "a", "recycle-rules.config.json"), `{ "rules": { "deck/token": "info" } }`);
    const loader = new ConfigLoader();
    expect(loader.settingsFor(path.join(dir, "a", "b", "x.deck")).rules).toEqual({ "deck/token": "info" });
    expect(loader.settingsFor(path.join(dir, "x.deck")).rules).toEqual({ "deck/token": "off" });
    expect(new ConfigLoader({ configFile: path.join(dir, "recycle-rules.config.json") }).settingsFor(path.join(dir, "a", "x.deck")).rules).toEqual({ "deck/token": "off" });
    expect(new ConfigLoader({ configFile: false }).settingsFor(path.join(dir, "a", "x.deck"))).toEqual({ role: "deck" });
  });

  it("loads the config's card files into the catalog a lint uses, and reports one it can't read on its entry", () => {
    writeFileSync(path.join(dir, "cards.json"), JSON.stringify([{ name: "Playtest Grabber", type: "unit", cost: { energy: 2 }, might: 2 }]));
    writeFileSync(path.join(dir, "recycle-rules.config.json"), `{ "cards": ["cards.json", "missing.json", "../outside.json"] }`);
    const loader = new ConfigLoader();
    const settings = loader.settingsFor(path.join(dir, "x.deck"));
    expect(settings.cards?.riftbound.lookup("Playtest Grabber")?.name).toBe("Playtest Grabber");
    const text = readFileSync(path.join(dir, "recycle-rules.config.json"), "utf8");
    expect(settings.config?.diagnostics.map((d) => textAt(text, d))).toEqual(['"missing.json"', '"../outside.json"']);
    const deck = lintFile(path.join(dir, "x.deck"), "game: riftbound\n3 Playtest Grabber\n", { ...(settings.cards ? { cards: settings.cards } : {}) });
    expect(deck.diagnostics.map((d) => d.code)).not.toContain("deck/unknown-card");
  });

  it("a card file that is a link out of the config's folder is not read", () => {
    mkdirSync(path.join(dir, "project"));
    writeFileSync(path.join(dir, "secret.json"), JSON.stringify([{ name: "Secret Card", type: "unit" }]));
    symlinkSync(path.join(dir, "secret.json"), path.join(dir, "project", "cards.json"));
    writeFileSync(path.join(dir, "project", "recycle-rules.config.json"), `{ "cards": ["cards.json"] }`);
    const settings = new ConfigLoader().settingsFor(path.join(dir, "project", "x.deck"));
    expect(settings.cards).toBeUndefined();
    expect(settings.config?.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("outside the config file's folder")]);
  });

  it("an unreadable config is reported, not passed over for the one above it", () => {
    mkdirSync(path.join(dir, "inner"));
    writeFileSync(path.join(dir, "recycle-rules.config.json"), `{ "rules": { "deck/token": "off" } }`);
    mkdirSync(path.join(dir, "inner", "recycle-rules.config.json"));
    const settings = new ConfigLoader().settingsFor(path.join(dir, "inner", "x.deck"));
    expect(settings.rules).toBeUndefined();
    expect(settings.config?.diagnostics[0]?.message).toContain("Can't read the config file");
  });

  it("a config's rules change a lint's severities", () => {
    writeFileSync(path.join(dir, "recycle-rules.config.json"), `{ "rules": { "deck/unknown-card": "off" } }`);
    const settings = new ConfigLoader().settingsFor(path.join(dir, "x.deck"));
    const found = lintFile(path.join(dir, "x.deck"), "game: riftbound\n3 Not A Card At All\n", { ...(settings.rules ? { rules: settings.rules } : {}) });
    expect(found.diagnostics.map((d) => d.code)).not.toContain("deck/unknown-card");
  });
});

describe("the published config schema", () => {
  it("schema/recycle-rules.config.schema.json is the schema in code (UPDATE_SCHEMA=1 rewrites it)", () => {
    const { $schema, ...rest } = configSchema;
    const serialized = `${JSON.stringify({ $schema, $id: schemaId(path.basename(configSchemaPath)), ...rest }, null, 2)}\n`;
    if (process.env.UPDATE_SCHEMA === "1") writeFileSync(configSchemaPath, serialized);
    expect(readFileSync(configSchemaPath, "utf8")).toBe(serialized);
  });

  it("declares the keys parseConfig reads", () => {
    const keys = Object.keys(configSchema.properties as object);
    const text = JSON.stringify(Object.fromEntries(keys.map((k) => [k, k === "$schema" ? "x" : k === "rules" || k === "files" ? {} : []])));
    expect(parseConfig(text, FILE).diagnostics).toEqual([]);
  });
});
