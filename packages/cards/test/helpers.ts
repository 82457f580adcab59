import type { TextProblem } from "../src/index.js";

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
