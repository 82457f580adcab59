/**
 * Character searches that stay linear however often a parser calls them. `String#indexOf` reads
 * to the end of the text when the character is absent, so asking it once per token or once per
 * sentence of a long hostile text ("[[[[…", "{{{{…") reads the text again and again. These never
 * read past the part that can matter.
 */
import type { Span } from "./text-spans.js";

/** Offset of the first `ch` inside the span, or -1; never reads past `span.end`. */
export function indexWithin(text: string, ch: string, span: Span): number {
  for (let i = span.start; i < span.end; i += 1) {
    if (text.charAt(i) === ch) return i;
  }
  return -1;
}

/**
 * The `closer` that closes the opener at `open` ("]" for "[", "}" for "{"), or -1 when one of
 * `stoppers` (another opener, a line break) comes first or the text ends. Stopping there bounds
 * the search by the token, not by the rest of the text.
 */
export function closingIndex(text: string, open: number, closer: string, stoppers: string): number {
  for (let j = open + 1; j < text.length; j += 1) {
    const c = text.charAt(j);
    if (c === closer) return j;
    if (stoppers.includes(c)) return -1;
  }
  return -1;
}

/**
 * `indexOf(ch, from)` for a parser whose `from` only moves forward: an answer still ahead of
 * `from` (or "none from here on") is reused instead of searched again, so each character is read
 * about once in all. Any order of calls still gets the right answer.
 */
export function forwardIndexOf(text: string, ch: string): (from: number) => number {
  let searchedFrom = -1;
  let found = -1;
  return (from) => {
    const stillValid = searchedFrom >= 0 && from >= searchedFrom && (found < 0 || from <= found);
    if (!stillValid) {
      searchedFrom = from;
      found = text.indexOf(ch, from);
    }
    return found;
  };
}
