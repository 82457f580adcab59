import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lintDeck, runScenario } from "../../src/index.js";
import { expectClean } from "./ranges.js";

/**
 * What the fuzz campaign (`pnpm fuzz`) found, each shrunk to its smallest input: no internal
 * error, every range inside the text.
 */

const fixture = new URL("../fixtures/fuzz/yaml-too-deep.txt", import.meta.url);

describe("fuzz findings", () => {
  it.each([
    ["a card named like an Object method (Riftbound)", "steps:\n- play: valueOf\n"],
    ["a card named like an Object method (Magic)", "game: mtg\nsteps:\n- cast: toString\n"],
    ["a gear token in the runes zone that pays its own cost", "players:\n A:\n  runes:\n    - card: Baited Hook\n      token: true\nsteps:\n- activate: Baited Hook\n"],
    ["a token spell in a Magic hand", "game: mtg\nplayers:\n  e:\n    hand: [{ card: Fire // Ice, id: swamp-2, token: true }]\ncards:\n- name: Fire // Ice\n  type: Instant\nsteps:\n- cast: Fire // Ice\n  player: e\n"],
  ])("%s", (_what, text) => {
    expectClean(text, runScenario(text).diagnostics);
  });

  it("YAML the parser can't read without running out of stack is one syntax error on its deepest line", () => {
    // The campaign's shrunk input (a mutated transcript): 9,000 "ves: " in one line, in a context
    // that makes the yaml package recurse once per key. Whether the stack runs out depends on the
    // thread's stack size: in-process it may be read (as syntax errors); with a small stack, as in
    // the CLI that found it, it can't, and the linter says so instead of failing.
    const text = readFileSync(fixture, "utf8");
    const { diagnostics } = runScenario(text);
    expectClean(text, diagnostics);
    expect(new Set(diagnostics.map((d) => d.code))).toEqual(new Set(["scenario/syntax"]));
    // The built package (the test task builds it first): a child process can run it with a small stack.
    const script = `const L = await import(${JSON.stringify(new URL("../../dist/index.js", import.meta.url).href)}); const fs = await import("node:fs");
      const r = L.runScenario(fs.readFileSync(${JSON.stringify(fileURLToPath(fixture))}, "utf8")); console.log(JSON.stringify(r.diagnostics.map((d) => [d.code, d.message])));`;
    const run = spawnSync(process.execPath, ["--stack-size=300", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const small = JSON.parse(run.stdout.trim().split("\n").pop() ?? "[]") as [string, string][];
    expect(small.map(([code]) => code)).toEqual(["scenario/syntax"]);
    expect(small[0]?.[1]).toContain("nests too deeply");
  });

  it("a deck-list line with 60,000 spaces before a word is read (suffix patterns look at the line's end only)", () => {
    const text = `source: "x ${" ".repeat(60_000)}rune-deck: []\n3 Sai Scout\n`;
    const { diagnostics, deck } = lintDeck(text, { filePath: "list.deck" });
    expectClean(text, diagnostics);
    expect(deck?.game).toBe("riftbound");
  });

  it("a deck-list line of two words 5,000 spaces apart is read (no header pattern runs on it)", () => {
    const text = `a${" ".repeat(5312)}b`;
    const { diagnostics } = lintDeck(text);
    expectClean(text, diagnostics);
  });

  it("thousands of misplaced lines each get their move fix (the fixes share one index of the list)", () => {
    const text = `Legend:\nJinx, Loose Cannon\nRunes:\n${"Blind Fury\n".repeat(3000)}`;
    const { diagnostics } = lintDeck(text);
    expectClean(text, diagnostics);
    const moves = diagnostics.filter((d) => d.code === "deck/wrong-section");
    expect(moves.length).toBe(3000);
    expect(moves.every((d) => (d.fixes?.[0]?.edits.length ?? 0) > 0)).toBe(true);
  });
});
