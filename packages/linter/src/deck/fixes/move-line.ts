import type { Fix } from "../../diagnostics/types.js";
import type { SourceText } from "../../text/source.js";
import { allEntries, type AnyDeckEntry, type DeckModel, type DeckSection } from "../model.js";
import { headerText, type HeaderStyle } from "../text/headers.js";
import { lineEnd, wholeLine } from "./line-span.js";

/**
 * "Move to Runes": delete the card's line and insert it at the end of the right section — under
 * its header, after that section's last card — or, when the file has no such section, append the
 * header and the line at the end of the file in the file's header style. Two edits, which never
 * overlap: when they would touch, they are merged into one.
 */
export function moveLineFix(source: SourceText, deck: DeckModel, entry: AnyDeckEntry, to: DeckSection, label: string): Fix | undefined {
  if (entry.origin !== "line" || (deck.layout !== "sections" && deck.layout !== "tournament" && deck.layout !== "arena")) return undefined;
  const text = source.text;
  const lineText = source.slice(entry.ranges.line);
  const del = { ...wholeLine(text, entry.ranges.line.startOffset, entry.ranges.line.endOffset), newText: "" };
  const insert = insertion(source, deck, to, del, lineText);
  const edits = merge(text, del, insert);
  // Safe: the card's type decides its one home section, and the line moves unchanged.
  return { title: `Move to ${label}`, edits: edits.map((e) => ({ range: source.range(e.start, e.end), newText: e.newText })), safe: true };
}

interface RawEdit {
  readonly start: number;
  readonly end: number;
  readonly newText: string;
}

function insertion(source: SourceText, deck: DeckModel, to: DeckSection, del: RawEdit, lineText: string): RawEdit {
  const text = source.text;
  const layout = layoutOf(deck, text);
  const header = deck.headers.find((h) => h.section === to);
  if (header) {
    // After the last card line of that section that follows its header, else right after the header.
    const sectionEnd = layout.nextHeaderAfter(header.range.startOffset) ?? text.length;
    const last = layout.lastLineIn(header.range.startOffset, sectionEnd, del);
    const after = Math.max(header.range.endOffset, last ?? header.range.endOffset);
    const at = lineEnd(text, after);
    return { start: at, end: at, newText: `${layout.eol}${lineText}` };
  }
  const style: HeaderStyle = deck.layout === "tournament" ? "tournament" : deck.layout === "arena" ? "bare" : "colon";
  // Append after the last content that stays: when the moved line is the last one, that is the
  // content before it, so no blank line is left behind.
  const start = del.end >= layout.trimmedEnd ? trimmedLength(text, del.start) : layout.trimmedEnd;
  return { start, end: text.length, newText: `${layout.eol}${layout.eol}${headerText(to, deck.game, style)}${layout.eol}${lineText}${layout.eol}` };
}

/**
 * What every "move" fix of one deck list reads of it, computed once: a list with thousands of
 * misplaced lines gets a fix for each, and recomputing this per fix made them quadratic.
 */
interface DeckLayoutIndex {
  readonly eol: string;
  /** The text's length without trailing white space. */
  readonly trimmedEnd: number;
  /** Where the first header after `offset` starts. */
  nextHeaderAfter(offset: number): number | undefined;
  /** The end of the last card line starting in (from, to), the deleted line left out. */
  lastLineIn(from: number, to: number, deleted: RawEdit): number | undefined;
}

const layouts = new WeakMap<DeckModel, DeckLayoutIndex>();

function layoutOf(deck: DeckModel, text: string): DeckLayoutIndex {
  const known = layouts.get(deck);
  if (known) return known;
  // A group line ends a section too: "Runes: … Units:" — the Units are Main Deck cards.
  const headerStarts = [...deck.headers, ...(deck.groups ?? [])].map((h) => h.range.startOffset).sort((x, y) => x - y);
  const lines = allEntries(deck)
    .filter((e) => e.origin !== "code")
    .map((e) => e.ranges.line)
    .sort((x, y) => x.startOffset - y.startOffset);
  const lineStarts = lines.map((l) => l.startOffset);
  const layout: DeckLayoutIndex = {
    eol: text.includes("\r\n") ? "\r\n" : "\n",
    trimmedEnd: trimmedLength(text, text.length),
    nextHeaderAfter: (offset) => headerStarts[firstAbove(headerStarts, offset)],
    lastLineIn: (from, to, deleted) => {
      // Lines don't overlap: of those starting in (from, to), the last to start ends last.
      for (let i = firstAbove(lineStarts, to - 1) - 1; i >= 0; i--) {
        const line = lines[i];
        if (!line || line.startOffset <= from) return undefined;
        if (line.startOffset < deleted.start || line.startOffset >= deleted.end) return line.endOffset;
      }
      return undefined;
    },
  };
  layouts.set(deck, layout);
  return layout;
}

/** The index of the first value above `offset` in ascending `values` (values.length when none is). */
function firstAbove(values: readonly number[], offset: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] ?? 0) > offset) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The length of text[0, end) without its trailing white space (a backward scan: a regex anchored at the end is quadratic on long runs). */
function trimmedLength(text: string, end: number): number {
  let i = end;
  while (i > 0 && /\s/.test(text.charAt(i - 1))) i--;
  return i;
}

/** Two edits, or one when they touch or overlap (an editor may apply touching edits in either order). */
function merge(text: string, a: RawEdit, b: RawEdit): RawEdit[] {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  if (first.end < second.start) return [a, b].sort((x, y) => x.start - y.start);
  const start = first.start;
  const end = Math.max(first.end, second.end);
  const newText = first.newText + text.slice(first.end, Math.max(first.end, second.start)) + second.newText + text.slice(Math.max(second.end, first.end), end);
  return [{ start, end, newText }];
}
