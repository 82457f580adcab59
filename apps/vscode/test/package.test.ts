/**
 * The .vsix as the marketplace and `code --install-extension` see it: built with the pinned
 * @vscode/vsce from the bundles in dist/ (turbo builds them before tests), holding the bundled
 * server, the card data it reads, the linter's JSON Schemas (for yamlValidation and
 * jsonValidation), the grammars and the marketplace files, and nothing else.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { zipEntries } from "./zip.js";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let entries: string[];
let bytes: number;

beforeAll(() => {
  for (const f of ["dist/extension.js", "dist/server/server.js", "dist/data/riftbound.json"]) {
    if (!existsSync(path.join(appRoot, f))) throw new Error(`${f} is missing: build the extension first (npx -y pnpm@12.4.2 run build).`);
  }
  const out = path.join(mkdtempSync(path.join(tmpdir(), "recycle-rules-vsix-")), "recycle-rules-vscode.vsix");
  const vsce = path.join(appRoot, "node_modules", ".bin", "vsce");
  const run = spawnSync(vsce, ["package", "--no-dependencies", "-o", out], { cwd: appRoot, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`vsce package failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  entries = zipEntries(out);
  bytes = statSync(out).size;
});

describe("the .vsix", () => {
  it("contains the bundled extension and server, the card data, the schema and the grammars", () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        "extension/package.json",
        "extension/dist/extension.js",
        "extension/dist/server/server.js",
        "extension/dist/data/riftbound.json",
        "extension/dist/data/mtg.json",
        "extension/dist/data/mtg-names.tsv",
        "extension/dist/schema/scenario.schema.json",
        "extension/dist/schema/recycle-rules.config.schema.json",
        "extension/syntaxes/scenario.tmLanguage.json",
        "extension/syntaxes/deck.tmLanguage.json",
        "extension/language-configuration.json",
        "extension/icon.png",
      ]),
    );
  });

  it("has what the marketplace expects", () => {
    expect(entries).toEqual(expect.arrayContaining(["extension.vsixmanifest", "[Content_Types].xml"]));
    const lower = entries.map((e) => e.toLowerCase());
    for (const f of ["extension/readme.md", "extension/changelog.md", "extension/license.txt"]) {
      expect(lower.some((e) => e === f || e === f.replace(".txt", ""))).toBe(true);
    }
  });

  it("stays within 2 MB with every card of both games' data (docs/performance.md)", () => {
    expect(bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("leaves out sources, tests, maps and dependencies", () => {
    const unwanted = entries.filter((e) => /\/(src|test|e2e|scripts|node_modules)\/|\.map$|\.ts$|tsconfig/.test(e));
    expect(unwanted).toEqual([]);
  });
});
