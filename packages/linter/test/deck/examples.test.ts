import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintDeck } from "../../src/index.js";
import { example } from "./helpers.js";

const files = readdirSync(new URL("../../../../examples/decks/", import.meta.url)).filter((f) => /\.(deck|dek)$/.test(f));

/**
 * Every example says what it is for: "Meant to be clean" or "Meant to produce: <codes>" (in a
 * `#` comment, or the .dek file's XML comment). The linter must agree both ways.
 */
describe("examples/decks", () => {
  it("has the examples the README lists", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of files) {
    it(`${file} produces what its header says`, () => {
      const text = example(file);
      const header = /Meant to (?:be clean\b|produce: ([\s\S]*?)(?:\n[^#\n]|$))/.exec(text);
      expect(header, `${file} needs a "Meant to …" line`).not.toBeNull();
      const intended = [...(header?.[1] ?? "").matchAll(/\bdeck\/[a-z-]+/g)].map((m) => m[0]);
      const found = lintDeck(text, { filePath: file }).diagnostics.map((d) => d.code);
      expect([...new Set(found)].sort()).toEqual([...new Set(intended)].sort());
    });
  }
});
