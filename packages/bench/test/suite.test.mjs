/**
 * The benchmark's inputs must be what they claim: scenarios that lint clean in both games (the
 * suite measures the normal path, not error reporting) at about the size asked for, a legal deck
 * list, and a report that rewrites only its own block of docs/performance.md.
 */
import { lintDeck, lintScenario } from "@recycle-rules/linter";
import { describe, expect, it } from "vitest";
import { mtgEntries } from "@recycle-rules/cards";
import { REAL_MTG_DECK, SCENARIOS, middleEdit, mtgDeckList } from "../src/generate.mjs";
import { renderBlock, updateDocument } from "../src/report.mjs";

describe("generated inputs", () => {
  for (const [game, generate] of Object.entries(SCENARIOS)) {
    it(`a ${game} scenario of about 12 KB lints clean`, () => {
      const { text, units } = generate(12_000);
      expect(text.length).toBeGreaterThan(11_000);
      expect(text.length).toBeLessThan(13_000);
      expect(units).toBeGreaterThan(10);
      expect(lintScenario(text).diagnostics).toEqual([]);
    });

    it(`the ${game} edit lands on a step's value, in the middle`, () => {
      const { text } = generate(12_000);
      const { offset } = middleEdit(text);
      expect(offset).toBeGreaterThan(text.length / 2);
      expect(text.slice(text.lastIndexOf("\n", offset) + 1, offset)).toMatch(/^ {2}- \w[\w-]*: $/);
    });
  }

  it("the real Magic deck list is legal, and names cards outside the full definitions", () => {
    expect(lintDeck(REAL_MTG_DECK, { filePath: "real.deck" }).diagnostics).toEqual([]);
    expect(mtgEntries().some((e) => e.name === "Lightning Bolt")).toBe(false);
  });

  it("a deck list of 2,000 lines is legal", () => {
    const text = mtgDeckList(2_000);
    expect(text.trimEnd().split("\n")).toHaveLength(2_000);
    expect(lintDeck(text, { filePath: "bench.deck" }).diagnostics).toEqual([]);
  });
});

describe("the report", () => {
  const rows = [
    { measure: "a | b", target: "≤ 1.5×", value: "1.2×", met: true },
    { measure: "c", target: "≤ 0.1×", value: "3×", met: false, reason: "whole document re-linted" },
  ];
  const block = renderBlock(rows, { date: new Date("2026-12-01T00:00:00Z"), machine: "test machine", minutes: 1 });

  it("replaces only its own block", () => {
    const first = updateDocument("# Performance\n\nIntro.\n", block);
    const again = updateDocument(`${first}\n## Notes\n\nKept.\n`, block.replace("test machine", "other machine"));
    expect(again).toContain("Intro.");
    expect(again).toContain("Kept.");
    expect(again).toContain("other machine");
    expect(again).not.toContain("test machine");
    expect(again.match(/bench:start/g)).toHaveLength(1);
  });

  it("says how many targets were met and escapes table cells", () => {
    expect(block).toContain("1 of 2 targets met");
    expect(block).toContain("a \\| b");
    expect(block).toContain("whole document re-linted");
  });
});
