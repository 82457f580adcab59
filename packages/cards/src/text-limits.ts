/**
 * The bounds every card-text parser keeps, applied in one place. Custom cards in scenario files go
 * through the same parsers as printed cards, so any text can arrive here: however long or broken
 * it is, a parse reads a bounded amount of it and reports a bounded list of problems, each inside
 * the text it was given.
 */
import type { TextProblem } from "./problems.js";

/** Frozen: the parsers read these at every call, so a caller must not be able to lift them. */
export const CARD_TEXT_LIMITS = Object.freeze({
  /**
   * Characters (UTF-16 code units) of one card field that are read. Printed rules text runs to a
   * few hundred (the bundled cards' to under 300), so this only stops text no card has; the rest
   * of a longer text is one problem and is not parsed.
   */
  maxTextLength: 20_000,
  /** Problems listed for one text; one more problem then says how many were left out. */
  maxProblems: 100,
} as const);

/**
 * Parse `text` within the limits: `parse` sees at most `maxTextLength` characters (a prefix, so
 * its offsets are offsets into `text`), and its problems come back inside the text, capped, with a
 * problem about any unread excess at the end.
 */
export function parseWithinLimits<Result extends { readonly problems: readonly TextProblem[] }>(
  text: string,
  parse: (readable: string) => Result,
): Result {
  const readable = text.slice(0, readableLength(text));
  const result = parse(readable);
  const problems = listedProblems(readable, result.problems);
  if (readable.length < text.length) problems.push(excessProblem(text, readable.length));
  return { ...result, problems };
}

/** The limit, moved back one if it would split a surrogate pair (an emoji) in two. */
function readableLength(text: string): number {
  const max = CARD_TEXT_LIMITS.maxTextLength;
  if (text.length <= max) return text.length;
  const code = text.charCodeAt(max - 1);
  return code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
}

function excessProblem(text: string, readLength: number): TextProblem {
  const count = (text.length - readLength).toLocaleString("en-US");
  const max = CARD_TEXT_LIMITS.maxTextLength.toLocaleString("en-US");
  return { start: readLength, end: text.length, message: `Card text is limited to ${max} characters: the last ${count} are not read.` };
}

/**
 * The first `maxProblems` in the parser's order, each moved inside the text (a parser's slip must
 * never send an editor past the end) and, if there were more, one that says how many, on the first
 * one left out.
 */
function listedProblems(text: string, problems: readonly TextProblem[]): TextProblem[] {
  const max = CARD_TEXT_LIMITS.maxProblems;
  const listed = problems.slice(0, max).map((p) => insideText(text, p));
  const firstLeftOut = problems[max];
  if (firstLeftOut === undefined) return listed;
  const count = (problems.length - max).toLocaleString("en-US");
  const summary = `${count} more problems in this text are not listed: only the first ${max} are reported.`;
  const { start, end } = insideText(text, firstLeftOut);
  return [...listed, { start, end, message: summary }];
}

function insideText(text: string, problem: TextProblem): TextProblem {
  const start = clamp(problem.start, 0, text.length);
  const end = clamp(problem.end, start, text.length);
  return start === problem.start && end === problem.end ? problem : { ...problem, start, end };
}

/** `n` within [low, high]; written with comparisons so that NaN lands on `low`, not NaN. */
function clamp(n: number, low: number, high: number): number {
  if (!(n >= low)) return low;
  return n <= high ? n : high;
}
