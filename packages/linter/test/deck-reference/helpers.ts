import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DIAGNOSTIC_CODES } from "../../src/index.js";

/**
 * A real folder on disk for scenarios that load deck lists: `files` maps paths relative to the
 * folder to their text. The folder is the realpath of a fresh temp dir, so symbolic links in the
 * temp path (macOS's /var → /private/var) don't disturb the workspace checks.
 */
export function workspace(files: Readonly<Record<string, string>> = {}): { dir: string; file: (rel: string) => string } {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-scenario-deck-")));
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { dir, file: (rel) => path.join(dir, rel) };
}

/** A bundled example deck list (examples/decks/). */
export function exampleDeck(name: string): string {
  return readFileSync(new URL(`../../../../examples/decks/${name}`, import.meta.url), "utf8");
}

/** A small Riftbound deck: a legend, the Chosen Champion, Main Deck cards, runes, and what a scenario leaves out. */
export const SMALL_RIFTBOUND = `game: riftbound
Legend:
1 Jinx, Loose Cannon
Champion:
1 Twisted Fate, Gambler
MainDeck:
2 Blind Fury
1 Sai Scout
1 Fury Rune
Battlefields:
1 Sigil of the Storm
Runes:
3 Fury Rune
Sideboard:
2 Mystic Poro
`;

/**
 * The findings but `scenario/unmodelled-text`: the bundled decks' cards include text the engine
 * doesn't model, which that warning reports (its own tests: test/codes/scenario-unmodelled-text);
 * a test of something else compares the rest.
 */
export function withoutUnmodelledText<D extends { readonly code: string }>(diagnostics: readonly D[]): D[] {
  return diagnostics.filter((d) => d.code !== "scenario/unmodelled-text");
}

/** Every code but `scenario/unmodelled-text`, for `expectNoDiagnostics(text, { codes })` in a test of something else. */
export const JUDGED_CODES: readonly string[] = Object.keys(DIAGNOSTIC_CODES).filter((code) => code !== "scenario/unmodelled-text");
