import fc from "fast-check";
import { expect } from "vitest";
import type { TextProblem } from "../src/index.js";

/**
 * Arbitrary card text for a parser's property tests: any string, any graphemes, or fragments of
 * real rules text (`fragments`) run together with noise, so generated strings hit the
 * interesting paths, not just noise.
 */
export function cardTextFrom(fragments: readonly string[]): fc.Arbitrary<string> {
  const ruleish = fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 4 })), { maxLength: 30 }).map((parts) => parts.join(""));
  return fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), ruleish);
}

/**
 * What every parse result must hold: each problem inside the text with a message, and the
 * structures it derives surviving a JSON round trip (they go to transcripts and the language
 * server).
 */
export function expectSoundParse(text: string, parsed: { readonly problems: readonly TextProblem[] }): void {
  for (const p of parsed.problems) {
    expect(p.start).toBeGreaterThanOrEqual(0);
    expect(p.end).toBeGreaterThanOrEqual(p.start);
    expect(p.end).toBeLessThanOrEqual(text.length);
    expect(p.message.length).toBeGreaterThan(0);
  }
  expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
}

/** The [start, end) span of the `nth` occurrence of `needle` in `text`; fails loudly if absent. */
export function spanOf(text: string, needle: string, nth = 0): { start: number; end: number } {
  let at = -1;
  for (let i = 0; i <= nth; i += 1) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`"${needle}" not found in "${text}"`);
  }
  return { start: at, end: at + needle.length };
}

/** What a problem points at, for readable assertions. */
export function pointedAt(text: string, problem: TextProblem): string {
  return text.slice(problem.start, problem.end);
}

/**
 * `text` as a String object that records the offsets read with `charAt` and the starting offsets
 * of `indexOf` searches, so a test can show how far a scan reads: reading no further than it must
 * is what keeps a parser linear, and it can be checked without timing anything.
 */
export function recordingText(text: string): { readonly text: string; readonly reads: number[]; readonly searchesFrom: number[] } {
  const reads: number[] = [];
  const searchesFrom: number[] = [];
  const recording = Object.assign(new String(text), {
    charAt(index: number): string {
      reads.push(index);
      return text.charAt(index);
    },
    indexOf(search: string, from?: number): number {
      searchesFrom.push(from ?? 0);
      return text.indexOf(search, from);
    },
  });
  return { text: recording as unknown as string, reads, searchesFrom };
}
