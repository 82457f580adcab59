/**
 * Offset-preserving helpers for rules text. Everything here works on [start, end) spans of one
 * string so that problems found anywhere can point back at the exact characters the user typed.
 */

export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * Blank out reminder text "(…)" with spaces. Reminders explain a keyword and carry no rules of
 * their own; replacing rather than removing them keeps every offset valid. An unclosed "(" blanks
 * to the end of its line so a typo can't swallow the rest of the card.
 */
export function maskReminders(text: string): string {
  let out = "";
  let depth = 0;
  for (const ch of text) {
    if (ch === "\n") {
      depth = 0;
      out += ch;
    } else if (ch === "(") {
      depth += 1;
      out += " ";
    } else if (ch === ")" && depth > 0) {
      depth -= 1;
      out += " ";
    } else {
      out += depth > 0 ? " ".repeat(ch.length) : ch;
    }
  }
  return out;
}

/** Shrink a span past leading and trailing whitespace. */
export function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/.test(text.charAt(start))) start += 1;
  while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
  return { start, end };
}

/** The non-empty lines of `text`, trimmed, as spans ("\r\n" is fine: "\r" counts as space). */
export function lineSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    if (i === text.length || text.charAt(i) === "\n") {
      const span = trimSpan(text, { start, end: i });
      if (span.end > span.start) spans.push(span);
      start = i + 1;
    }
  }
  return spans;
}

/** Titles that end in a period without ending a sentence ("Dr. Mundo"). */
const ABBREVIATIONS = ["dr", "mr", "mrs", "ms", "st", "vs"];

/**
 * Split a span into sentences. A sentence ends at "." (or "!"/"?") followed by whitespace or the
 * end of the span, never inside brackets, and not after a title such as "Dr.". Each returned span
 * is trimmed and keeps its final period.
 */
export function sentenceSpans(text: string, span: Span): Span[] {
  const spans: Span[] = [];
  let sentence = firstSentenceSpan(text, span);
  while (sentence !== undefined) {
    spans.push(sentence);
    sentence = firstSentenceSpan(text, { start: sentence.end, end: span.end });
  }
  return spans;
}

/**
 * The first sentence of a span (as `sentenceSpans` would split it), or undefined when the span is
 * blank. It reads no further than that sentence's end, so a parser that takes one sentence at a
 * time from a long line reads the line once, not once per sentence.
 */
export function firstSentenceSpan(text: string, span: Span): Span | undefined {
  let bracketDepth = 0;
  for (let i = span.start; i < span.end; i += 1) {
    const ch = text.charAt(i);
    if (ch === "[") bracketDepth += 1;
    else if (ch === "]" && bracketDepth > 0) bracketDepth -= 1;
    else if (bracketDepth === 0 && (ch === "." || ch === "!" || ch === "?")) {
      const next = i + 1 < span.end ? text.charAt(i + 1) : " ";
      if (!/\s/.test(next)) continue;
      if (ch === "." && ABBREVIATIONS.includes(wordBefore(text, span.start, i))) continue;
      // The sentence holds at least its own full stop, so it is never blank.
      return trimSpan(text, { start: span.start, end: i + 1 });
    }
  }
  const rest = trimSpan(text, span);
  return rest.end > rest.start ? rest : undefined;
}

/**
 * The run of ASCII letters that ends at `end` (not reaching back before `start`), lower case.
 * Scanning back from the full stop costs only the word's length, where matching a pattern
 * against everything since the sentence began would cost the whole sentence at every full stop.
 */
function wordBefore(text: string, start: number, end: number): string {
  let i = end;
  while (i > start && /[A-Za-z]/.test(text.charAt(i - 1))) i -= 1;
  return text.slice(i, end).toLowerCase();
}

/**
 * Where an activated ability's colon can be, for the ability that would start at `span.start`: a
 * cost never holds a full stop, so the colon is in the first sentence or opens the second one.
 * Searching only there gives the same colon as searching the whole span whenever the ability
 * could exist, and keeps a line of many sentences from being searched to its end once per sentence.
 */
export function costAndColonSpan(text: string, span: Span): Span {
  const first = firstSentenceSpan(text, span);
  if (first === undefined) return span;
  let secondStart = first.end;
  while (secondStart < span.end && /\s/.test(text.charAt(secondStart))) secondStart += 1;
  return { start: span.start, end: Math.min(span.end, secondStart + 1) };
}

/**
 * The sentence's words for matching: whitespace collapsed, final period dropped. Matchers work on
 * this normalised copy; they never report offsets, so nothing is lost.
 */
export function normalizedBody(text: string, span: Span): string {
  return text
    .slice(span.start, span.end)
    .replace(/\s+/g, " ")
    .replace(/[—–]/g, "—")
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/[.!?]$/, "")
    .trim();
}

/**
 * Split a span at top-level commas (not inside brackets), returning trimmed spans. Used for cost
 * lists such as "Recycle 3 from your trash, [1], [E]".
 */
export function commaSpans(text: string, span: Span): Span[] {
  const parts: Span[] = [];
  let start = span.start;
  let depth = 0;
  for (let i = span.start; i < span.end; i += 1) {
    const ch = text.charAt(i);
    if (ch === "[") depth += 1;
    else if (ch === "]" && depth > 0) depth -= 1;
    else if (ch === "," && depth === 0) {
      parts.push(trimSpan(text, { start, end: i }));
      start = i + 1;
    }
  }
  parts.push(trimSpan(text, { start, end: span.end }));
  return parts;
}

/** Offset of the first top-level `ch` in the span, or -1. */
export function indexOfTopLevel(text: string, ch: string, span: Span): number {
  let depth = 0;
  for (let i = span.start; i < span.end; i += 1) {
    const c = text.charAt(i);
    if (c === "[") depth += 1;
    else if (c === "]" && depth > 0) depth -= 1;
    else if (c === ch && depth === 0) return i;
  }
  return -1;
}
