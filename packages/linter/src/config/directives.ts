import type { Range } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";

/** The word that starts a suppression comment (ESLint's `eslint-disable-next-line`, named for this tool). */
export const DISABLE_NEXT_LINE = "recycle-rules-disable-next-line";

/** One code named by a directive, where it is written. */
export interface DirectiveCode {
  readonly code: string;
  readonly range: Range;
}

/**
 * A `# recycle-rules-disable-next-line <code>[, <code>…] [-- reason]` comment. It applies to the
 * next line that is neither blank nor another directive, so several can be stacked above one line.
 */
export interface Directive {
  /** The whole comment line, without its line break. */
  readonly line: Range;
  /** From the start of the line to the start of the next line: what deleting the comment removes. */
  readonly wholeLine: Range;
  readonly codes: readonly DirectiveCode[];
  /** Where `recycle-rules-disable-next-line` is written: the range a codeless directive is reported on. */
  readonly marker: Range;
  /** The 0-based line the directive applies to; undefined when nothing follows it. */
  readonly target: number | undefined;
}

/** Which comment markers a file kind has: scenarios are YAML (`#`); deck lists take `#` and `//`. */
export type CommentStyle = "yaml" | "deck";

const COMMENT_START: Record<CommentStyle, RegExp> = {
  yaml: /^[ \t\uFEFF]*#[ \t]*/,
  // A deck list's "#" starts a comment only before a blank ("#006" is a collector number), as its reader says.
  deck: /^[ \t\uFEFF]*(?:\/\/[ \t]*|#[ \t]+)/,
};

/**
 * The suppression directives of a text: whole-line comments that start with the marker word.
 * `isComment(offset)` is asked for each candidate line, so a caller can rule out a `#` line that
 * is really inside a value (a YAML block scalar). Text without the marker word costs one search.
 */
export function findDirectives(source: SourceText, style: CommentStyle, isComment: (offset: number) => boolean = () => true): Directive[] {
  const text = source.text;
  const found: { line: Range; wholeLine: Range; marker: Range; codes: DirectiveCode[]; lineIndex: number; lineEnd: number }[] = [];
  for (let at = text.indexOf(DISABLE_NEXT_LINE); at >= 0; at = text.indexOf(DISABLE_NEXT_LINE, at + DISABLE_NEXT_LINE.length)) {
    const lineStart = startOfLine(text, at);
    const lineEnd = endOfLine(text, at);
    const prefix = COMMENT_START[style].exec(text.slice(lineStart, at));
    // Only a comment that starts with the word is a directive: "# see recycle-rules-disable-next-line" is prose.
    if (!prefix || lineStart + prefix[0].length !== at || !isComment(at)) continue;
    const after = at + DISABLE_NEXT_LINE.length;
    // "recycle-rules-disable-next-lines" is another word, not the directive.
    if (after < lineEnd && !/[ \t,]/.test(text.charAt(after))) continue;
    found.push({
      line: source.range(lineStart, lineEnd),
      wholeLine: source.range(lineStart, startOfNextLine(text, lineEnd)),
      marker: source.range(at, after),
      codes: codesIn(source, after, lineEnd),
      lineIndex: source.position(lineStart).line,
      lineEnd,
    });
  }
  // From the last directive up: one stacked above another reaches the same line, so each run of
  // blank lines is read once and a stack of n directives costs n, not n².
  const targets: (number | undefined)[] = [];
  for (let i = found.length - 1; i >= 0; i--) {
    const d = found[i] as (typeof found)[number];
    targets[i] = targetLine(text, d.lineIndex, d.lineEnd, found[i + 1], targets[i + 1]);
  }
  return found.map(({ lineIndex: _line, lineEnd: _end, ...d }, i) => ({ ...d, target: targets[i] }));
}

/** The codes between the marker and ` -- reason` (or the end of the line), split at commas and blanks. */
function codesIn(source: SourceText, from: number, lineEnd: number): DirectiveCode[] {
  const text = source.text;
  const reason = /[ \t]--(?:[ \t]|$)/.exec(text.slice(from, lineEnd));
  const end = reason ? from + reason.index : lineEnd;
  const codes: DirectiveCode[] = [];
  const word = /[^\s,]+/g;
  const body = text.slice(from, end);
  for (let m = word.exec(body); m; m = word.exec(body)) {
    codes.push({ code: m[0], range: source.range(from + m.index, from + m.index + m[0].length) });
  }
  return codes;
}

/**
 * The first line after the directive (which ends at `lineEnd`, on line `line`) that is not blank
 * and not another directive; undefined when the text ends first. Blank lines are skipped so a
 * directive can stand above a paragraph break. Reaching the next directive's line, the answer is
 * that directive's target (`nextTarget`), already known.
 */
function targetLine(text: string, line: number, lineEnd: number, next: { readonly lineIndex: number } | undefined, nextTarget: number | undefined): number | undefined {
  let offset = startOfNextLine(text, lineEnd);
  if (offset === lineEnd) return undefined;
  for (let at = line + 1; ; at++) {
    if (next && at === next.lineIndex) return nextTarget;
    const end = endOfLine(text, offset);
    if (text.slice(offset, end).trim() !== "") return at;
    const following = startOfNextLine(text, end);
    if (following === end) return undefined;
    offset = following;
  }
}

function startOfLine(text: string, at: number): number {
  let i = at;
  while (i > 0 && text.charCodeAt(i - 1) !== 10 && text.charCodeAt(i - 1) !== 13) i--;
  return i;
}

function endOfLine(text: string, at: number): number {
  let i = at;
  while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  return i;
}

/** Past the line break at `lineEnd` ("\n", "\r\n" or "\r"). */
function startOfNextLine(text: string, lineEnd: number): number {
  if (text.charCodeAt(lineEnd) === 13 && text.charCodeAt(lineEnd + 1) === 10) return lineEnd + 2;
  return lineEnd < text.length ? lineEnd + 1 : lineEnd;
}
