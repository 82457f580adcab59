/**
 * The extension's manifest, grammars and the server agree with each other: every language has a
 * grammar, every setting is one the server reads, and the deck grammar recognises the layouts
 * players paste (docs: shared deck-format contract).
 */
import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SETTINGS } from "@recycle-rules/language-server/protocol";
import { describe, expect, it } from "vitest";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const json = (f: string) => JSON.parse(readFileSync(path.join(appRoot, f), "utf8"));
const manifest = json("package.json");
/** The language server the extension bundles, whose dependencies include the linter. */
const serverDir = realpathSync(path.join(appRoot, "node_modules", "@recycle-rules", "language-server"));
/** A JSON Schema the linter publishes (schema/<name>), as text. */
const linterSchema = (name: string): string => readFileSync(createRequire(import.meta.url).resolve(`@recycle-rules/linter/schema/${name}`, { paths: [serverDir] }), "utf8");

describe("package.json", () => {
  it("is the extension the issue names, for VS Code 1.91+", () => {
    expect(manifest.name).toBe("recycle-rules-vscode");
    expect(manifest.engines.vscode).toBe("^1.91.0");
    expect(manifest.main).toBe("./dist/extension.js");
  });

  it("gives each language a grammar file with the declared scope", () => {
    for (const lang of manifest.contributes.languages) {
      const grammar = manifest.contributes.grammars.find((g: { language: string }) => g.language === lang.id);
      expect(grammar, lang.id).toBeDefined();
      expect(json(grammar.path).scopeName).toBe(grammar.scopeName);
    }
  });

  it("keeps scenario files coloured as YAML", () => {
    expect(JSON.stringify(json("syntaxes/scenario.tmLanguage.json").patterns)).toContain('"include":"source.yaml"');
  });

  it("hands Red Hat's YAML extension the linter's schema, shipped in the .vsix, for every scenario file name", () => {
    const [validation, ...others] = manifest.contributes.yamlValidation;
    expect(others).toEqual([]);
    const scenario = manifest.contributes.languages.find((l: { id: string }) => l.id === "recycle-scenario");
    expect(validation.fileMatch).toEqual(scenario.filenamePatterns);
    // The build copies it from the linter (scripts/build.mjs); .vscodeignore lets dist/schema/ in.
    expect(validation.url).toBe("./dist/schema/scenario.schema.json");
    expect(readFileSync(path.join(appRoot, validation.url), "utf8")).toBe(linterSchema("scenario.schema.json"));
  });

  it("hands VS Code's JSON support the linter's config schema, shipped in the .vsix, for recycle-rules.config.json", () => {
    expect(manifest.contributes.jsonValidation).toEqual([{ fileMatch: "recycle-rules.config.json", url: "./dist/schema/recycle-rules.config.schema.json" }]);
    expect(readFileSync(path.join(appRoot, "dist/schema/recycle-rules.config.schema.json"), "utf8")).toBe(linterSchema("recycle-rules.config.schema.json"));
  });

  it("declares exactly the settings the server reads (plus the client's trace)", () => {
    const declared = Object.keys(manifest.contributes.configuration.properties).sort();
    const serverKeys = Object.entries(DEFAULT_SETTINGS).flatMap(([group, values]) => Object.keys(values).map((k) => `recycleRules.${group}.${k}`));
    expect(declared).toEqual([...serverKeys, "recycleRules.trace.server"].sort());
  });
});

describe("deck grammar", () => {
  const grammar = json("syntaxes/deck.tmLanguage.json");
  const regex = (name: string, i = 0): RegExp => {
    const rule = grammar.repository[name];
    const source: string = rule.match ?? rule.patterns[i].match;
    // Oniguruma's inline (?i:…) is the one construct JavaScript lacks; it is only used on section names.
    return new RegExp(source.replace("(?i:", "(?:"), source.includes("(?i:") ? "i" : "");
  };

  it.each(["3 Vi, Destructive", "3x Garbage Grabber", "3 Vi, Destructive (OGN-036)", "4 Street Wraith (MH1) 1", "SB: 2 Stabilizer"])("reads %s as a card line", (line) => {
    expect(regex("card-line").test(line)).toBe(true);
  });

  it.each(["MainDeck:", "Main Deck (40)", "Runes:", "Sideboard", "deck"])("reads %s as a section", (line) => {
    expect(regex("section", 1).test(line)).toBe(true);
  });

  it("reads == Runes == and game: riftbound", () => {
    expect(regex("section", 0).test("== Runes ==")).toBe(true);
    expect(regex("header").test("game: riftbound")).toBe(true);
  });
});
