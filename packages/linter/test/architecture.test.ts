import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findImportCycles } from "../../../scripts/import-cycles.mjs";

/**
 * The linter's inside, kept as docs/architecture.md draws it: folders in layers that import only
 * downward, no import cycles, and a pipeline that knows no game (only games/<id>/ does).
 */
const SRC = fileURLToPath(new URL("../src/", import.meta.url));

/** Each folder's layer: a file may import from its own layer or a lower one, never a higher one. */
const LAYERS: readonly (readonly string[])[] = [
  ["diagnostics"],
  ["text", "rules"],
  ["structure", "model", "config"],
  ["cards"],
  ["expect", "deck"],
  ["replay"],
  ["transcript"],
  ["game"],
  ["games"],
  ["api"],
  ["language", "testing", "workspace"],
  ["(root)"],
];
const layerOf = (folder: string): number => LAYERS.findIndex((l) => l.includes(folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}
const folderOf = (file: string): string => {
  const rel = relative(SRC, file).split(/[\\/]/);
  return rel.length > 1 ? (rel[0] as string) : "(root)";
};
const IMPORT = /^[ \t]*(?:import|export)\b[\w$*{},\s]*?\bfrom\s*["'](\.[^"']+)["']/gm;

/** Every relative import as [importing folder, imported folder, file]. */
function folderImports(): [string, string, string][] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(IMPORT)].map((m): [string, string, string] => [folderOf(file), folderOf(normalize(join(dirname(file), m[1] as string))), relative(SRC, file)]),
  );
}

describe("the linter's architecture", () => {
  it("puts every folder in a layer", () => {
    const folders = [...new Set(sourceFiles(SRC).map(folderOf))];
    expect(folders.filter((f) => layerOf(f) < 0)).toEqual([]);
  });

  it("imports only downward: no folder imports one in a higher layer", () => {
    const upward = folderImports()
      .filter(([from, to]) => layerOf(to) > layerOf(from))
      .map(([from, to, file]) => `${file}: ${from} → ${to}`);
    expect(upward).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(findImportCycles(SRC)).toEqual([]);
  });

  it("keeps game knowledge in games/<id>/: the stages import no game folder", () => {
    const stages = ["structure", "model", "cards", "expect", "replay", "transcript", "game"];
    const leaks = folderImports()
      .filter(([from, to]) => stages.includes(from) && to === "games")
      .map(([, , file]) => file);
    expect(leaks).toEqual([]);
  });

  it("names no game in the pipeline's entry (api/lint.ts) or its stages' sources", () => {
    const stages = ["structure", "model", "cards", "expect", "replay", "transcript", "game"];
    const files = [join(SRC, "api/lint.ts"), ...sourceFiles(SRC).filter((f) => stages.includes(folderOf(f)))];
    const naming = files.filter((f) => /\b(riftbound|mtg|Rift|Mtg|RIFT|MTG)\w*/.test(readFileSync(f, "utf8").replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "")));
    expect(naming.map((f) => relative(SRC, f))).toEqual([]);
  });
});
