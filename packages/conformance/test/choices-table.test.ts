/**
 * docs/scenario-format.md's two choice tables are how an author learns what a `choose:` answer
 * meets. Every choice a bundled case's transcript shows (`A chooses <prompt>: <answer>`) must be
 * one of the table's prompts, so a choice the engine starts raising without a row fails here.
 * A row's prompt is read as a pattern: `<…>` stands for any words, `N` for a number, `…` for
 * the rest of the line.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundledCasesDir } from "../src/index.js";

const docsPath = fileURLToPath(new URL("../../../docs/scenario-format.md", import.meta.url));

/** The text from `heading` up to the next heading of the same or a higher level. */
function sectionOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/scenario-format.md has no "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const rest = markdown.slice(start + heading.length + 2);
  const next = new RegExp(`\\n#{1,${level}} `).exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/** The prompts of a table's first column: each `…` in backticks, as a pattern anchored at the start. */
function promptPatterns(section: string): RegExp[] {
  const patterns: RegExp[] = [];
  for (const line of section.split("\n")) {
    if (!line.startsWith("| ") || line.startsWith("| ---") || line.startsWith("| choice")) continue;
    const firstColumn = line.split(" | ")[0] ?? "";
    for (const [, prompt] of firstColumn.matchAll(/`([^`]+)`/g)) {
      const escaped = (prompt ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      patterns.push(new RegExp(`^${escaped.replace(/<[^>]+>/g, ".+").replace(/\bN\b/g, "\\d+").replace(/…/g, ".*")}`));
    }
  }
  return patterns;
}

/** Every distinct `chooses` prompt in a game's goldens, with one case that shows it. */
function promptsShown(game: string): Map<string, string> {
  const shown = new Map<string, string>();
  const dir = path.join(bundledCasesDir, game);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".golden"))) {
    for (const line of readFileSync(path.join(dir, file), "utf8").split("\n")) {
      const choice = /^\s+\S+ chooses (.+): [^:]*$/.exec(line);
      if (choice?.[1] && !shown.has(choice[1])) shown.set(choice[1], file);
    }
  }
  return shown;
}

describe("docs/scenario-format.md's choice tables", () => {
  const markdown = readFileSync(docsPath, "utf8");
  const tables = [
    { game: "riftbound", heading: "## Choices and their defaults" },
    { game: "mtg", heading: "### Magic choices and their defaults" },
  ];

  for (const { game, heading } of tables) {
    it(`lists every ${game} choice the bundled cases show`, () => {
      const patterns = promptPatterns(sectionOf(markdown, heading));
      expect(patterns.length).toBeGreaterThan(5);
      const shown = promptsShown(game);
      expect(shown.size).toBeGreaterThan(5);
      const missing = [...shown].filter(([prompt]) => !patterns.some((p) => p.test(prompt))).map(([prompt, file]) => `${prompt}  (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
