/** Reading runs of bracketed symbols such as "[1][R][R]" with their offsets. */
import { indexWithin } from "../bounded-search.js";
import type { Span } from "../text-spans.js";

export interface BracketToken {
  /** The whole token, brackets included. */
  readonly span: Span;
  /** What is between the brackets, trimmed. */
  readonly inner: string;
}

/**
 * If the span holds nothing but bracket tokens (and whitespace), return them; otherwise
 * undefined. "[1][R]" and "[2] [A]" are runs; "[1] more" is not.
 */
export function readBracketRun(text: string, span: Span): BracketToken[] | undefined {
  const tokens: BracketToken[] = [];
  let i = span.start;
  while (i < span.end) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch !== "[") return undefined;
    const close = indexWithin(text, "]", { start: i + 1, end: span.end });
    if (close < 0) return undefined;
    const inner = text.slice(i + 1, close);
    if (inner.includes("[")) return undefined;
    tokens.push({ span: { start: i, end: close + 1 }, inner: inner.trim() });
    i = close + 1;
  }
  return tokens.length > 0 ? tokens : undefined;
}
