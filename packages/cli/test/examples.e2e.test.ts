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

/**
 * The bundled deck lists say the same in a comment ("Meant to be clean" / "Meant to produce: …",
 * possibly over several comment lines); the codes they name must be exactly the ones reported.
 */
describe("each example deck list shows what its header says", slow, () => {
  const decksDir = path.join(examplesDir, "decks");
  const files = readdirSync(decksDir).filter((f) => f.endsWith(".deck") || f.endsWith(".dek")).sort();
  let byFile: Map<string, Finding[]>;
  beforeAll(() => {
    const r = cli(["lint", "--format", "json", decksDir]);
    const results = JSON.parse(r.stdout) as { filePath: string; diagnostics: Finding[] }[];
    byFile = new Map(results.map((x) => [path.basename(x.filePath), x.diagnostics]));
  }, slow.timeout);

  it("bundles decks of both games in several layouts", () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(files.some((f) => f.endsWith(".dek"))).toBe(true);
  });

  it.each(files)("%s", (file) => {
    const text = readFileSync(path.join(decksDir, file), "utf8");
    const clean = /Meant to be clean\b/.test(text);
    const produce = /Meant to produce:([\s\S]*?)(?:\n(?!#)|-->)/.exec(text);
    expect(clean || produce !== null, `${file} needs a "Meant to …" comment`).toBe(true);
    const intended = [...new Set([...(produce?.[1] ?? "").matchAll(/\bdeck\/[a-z-]+/g)].map((m) => m[0]))].sort();
    const found = (byFile.get(file) ?? []).filter((d) => d.severity !== "info");
    const shown = [...new Set(found.map((d) => d.code))].sort();
    expect(shown, found.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code} ${d.message}`).join("\n")).toEqual(intended);
  });
});

describe("recycle-rules deck", slow, () => {
  it("decode prints the deck of a code in the section layout; encode gives the code back", () => {
    const text = readFileSync(path.join(examplesDir, "decks", "riftbound-mind-chaos-code.deck"), "utf8");
    const code = text.split("\n").find((l) => /^[A-Z2-7]{16,}$/.test(l.trim()))?.trim() ?? "";
    const decoded = cli(["deck", "decode", code]);
    expect(decoded.status).toBe(0);
    expect(decoded.stdout).toMatch(/^Champion:\n1 Twisted Fate, Gambler\n/);
    expect(decoded.stdout).toContain("Runes:\n6 Mind Rune\n6 Chaos Rune");
    const encoded = cli(["deck", "encode", "examples/decks/riftbound-mind-chaos.deck"]);
    expect(encoded.status).toBe(0);
    expect(encoded.stdout.trim()).toBe(code);
  });

  it("decode prints the deck even when the data doesn't know a card: that card by its code, the error on stderr, exit 1", () => {
    // 1 OGN-998 (a number no set has) and 7 Fury Rune, written by the encoder.
    const r = cli(["deck", "decode", "CMAAAAAAAAAQCAAAA4AAAAAAAAAQCAAA4YDQAAAAAA"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("MainDeck:\n1 OGN-998\n\nRunes:\n7 Fury Rune\n");
    expect(r.stderr).toMatch(/^error: "OGN-998" is not a Riftbound card code the card data knows.*deck\/unknown-card$/m);
  });

  it("encode takes a published list whose every line carries its code, whatever the card data knows", () => {
    const r = cli(["deck", "encode", "packages/linter/test/fixtures/real-decks/riftbound/coolstuffinc-kaisa-will-sobel.deck"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^[A-Z2-7]{40,}\n$/);
    expect(r.stderr.split("\n").filter((l) => l !== "" && !/It was encoded by the code on its line/.test(l))).toEqual([]);
    const back = cli(["deck", "decode", r.stdout.trim()]);
    expect(back.stdout).toContain("Runes:\n7 Fury Rune\n5 Mind Rune");
  });

  it("a text that is no deck code is refused with deck/deck-code, exit 1", () => {
    const r = cli(["deck", "decode", "XYZ"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("deck/deck-code");
  });

  it("encoding an MTG deck says why it can't, exit 1", () => {
    const r = cli(["deck", "encode", "examples/decks/mtg-cycling-arena.deck"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/only Riftbound decks have deck codes/);
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
