/**
 * End to end: the built bin, the real linter, the bundled examples. Needs `dist/` (turbo runs
 * `build` before `test`; by hand: `npx tsc -p tsconfig.build.json` in engine, cards, linter, cli).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { main } from "../src/index.js";
import { captureIo } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const cliRoot = path.resolve(here, "..");
const repoRoot = path.resolve(cliRoot, "../..");
const bin = path.join(cliRoot, "dist", "bin.js");
const examplesDir = path.join(repoRoot, "examples");

interface Finding {
  code: string;
  severity: string;
  message: string;
  rule: string[];
  range: { start: { line: number; character: number } };
}

function cli(args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: repoRoot, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The stylish lines reported under one file's heading. */
function blockFor(stylish: string, file: string): string {
  const start = stylish.indexOf(`\nexamples/${file}\n`);
  if (start < 0) return "";
  const end = stylish.indexOf("\n\n", start + 1);
  return stylish.slice(start, end < 0 ? undefined : end);
}

// Spawning node and loading the card data takes a second or two on a busy CI machine.
const slow = { timeout: 30_000 };

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build the cli (and engine, cards, linter) before this test.`);
});

describe("recycle-rules lint examples", slow, () => {
  it("exits 1 and reports the illegal cost and the wrong destination, with their rules", () => {
    const r = cli(["lint", examplesDir]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(1);
    const vi = blockFor(r.stdout, "vi-empty-trash.scenario.yaml");
    expect(vi).toContain("recycle/illegal-cost");
    expect(vi).toContain("416.3");
    const rune = blockFor(r.stdout, "rune-to-main-deck.scenario.yaml");
    expect(rune).toContain("recycle/wrong-destination");
    expect(rune).toContain("416.1.b");
    expect(r.stdout).toMatch(/\n✖ \d+ problems? \(\d+ errors?, \d+ warnings?(, \d+ info)?\)\n$/);
  });

  it("points the wrong destination at the `to:` value", () => {
    const r = cli(["lint", "--format", "json", "examples/rune-to-main-deck.scenario.yaml"]);
    const [result] = JSON.parse(r.stdout) as { diagnostics: Finding[] }[];
    const finding = result?.diagnostics.find((d) => d.code === "recycle/wrong-destination");
    expect(finding?.rule).toContain("416.1.b");
    const lines = readFileSync(path.join(examplesDir, "rune-to-main-deck.scenario.yaml"), "utf8").split("\n");
    const toLine = lines.findIndex((l) => /^\s*to: main-deck\s*$/.test(l));
    expect(finding?.range.start).toEqual({ line: toLine, character: lines[toLine]?.indexOf("main-deck") });
  });

  /**
   * Every example says in its header what it is for: "# Meant to be clean" or "# Meant to produce:
   * <codes>". The replay must agree both ways, so an example can't drift into showing something
   * else (or nothing) without this test noticing.
   */
  describe("each example shows what its header says", () => {
    const files = readdirSync(examplesDir).filter((f) => f.endsWith(".scenario.yaml")).sort();
    let byFile: Map<string, Finding[]>;
    beforeAll(() => {
      const r = cli(["lint", "--format", "json", examplesDir]);
      const results = JSON.parse(r.stdout) as { filePath: string; diagnostics: Finding[] }[];
      byFile = new Map(results.map((x) => [path.basename(x.filePath), x.diagnostics]));
    }, slow.timeout);

    it("bundles at least 10 examples", () => {
      expect(files.length).toBeGreaterThanOrEqual(10);
    });

    it.each(files)("%s", (file) => {
      const text = readFileSync(path.join(examplesDir, file), "utf8");
      const header = /^# Meant to (?:be clean\b.*|produce: (.*))$/m.exec(text);
      expect(header, `${file} needs a "# Meant to …" header line`).not.toBeNull();
      const intended = [...(header?.[1] ?? "").matchAll(/\b(?:recycle|scenario)\/[a-z-]+/g)].map((m) => m[0]).sort();
      const found = (byFile.get(file) ?? []).filter((d) => d.severity !== "info");
      const shown = [...new Set(found.map((d) => d.code))].sort();
      expect(shown, found.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code} ${d.message}`).join("\n")).toEqual(intended);
    });
  });
});

describe("recycle-rules run", slow, () => {
  it("prints the transcript and exits 0 for a legal scenario", () => {
    const r = cli(["run", "examples/vi-pays-from-trash.scenario.yaml"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Garbage Grabber: A trash → A main-deck (bottom) [recycle 416.1.a]");
    expect(r.stdout).toContain("Vi, Destructive might +1 (=4)");
    expect(r.stdout).toMatch(/\n✔ no problems\n$/);
  });

  it("shows the refusal in the transcript and the diagnostic after it; exit 1", () => {
    const r = cli(["run", "examples/vi-empty-trash.scenario.yaml"]);
    expect(r.status).toBe(1);
    const refused = r.stdout.indexOf("REFUSED [416.3]");
    const reported = r.stdout.indexOf("recycle/illegal-cost (rule 416.3)");
    expect(refused).toBeGreaterThan(0);
    expect(reported).toBeGreaterThan(refused);
  });
});

describe("main() with the real linter, in-process", slow, () => {
  it("loads @recycle-rules/linter when no linter is injected", async () => {
    const io = captureIo(repoRoot);
    expect(await main(["lint", "examples/rune-to-main-deck.scenario.yaml"], io)).toBe(1);
    expect(io.out()).toContain("recycle/wrong-destination (rule 416.1.b)");
  });
});
