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
  return { title: `Move to ${label}`, edits: edits.map((e) => ({ range: source.range(e.start, e.end), newText: e.newText })) };
}

interface RawEdit {
  readonly start: number;
  readonly end: number;
  readonly newText: string;
}

function insertion(source: SourceText, deck: DeckModel, to: DeckSection, del: RawEdit, lineText: string): RawEdit {
  const text = source.text;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const header = deck.headers.find((h) => h.section === to);
  if (header) {
    // After the last card line of that section that follows its header, else right after the header.
    const next = deck.headers.filter((h) => h.range.startOffset > header.range.startOffset).map((h) => h.range.startOffset);
    const sectionEnd = next.length > 0 ? Math.min(...next) : text.length;
    const inSection = allLines(deck)
      .filter((r) => r.startOffset > header.range.startOffset && r.startOffset < sectionEnd && (r.startOffset < del.start || r.startOffset >= del.end))
      .map((r) => r.endOffset);
    const after = Math.max(header.range.endOffset, ...inSection);
    const at = lineEnd(text, after);
    return { start: at, end: at, newText: `${eol}${lineText}` };
  }
  const style: HeaderStyle = deck.layout === "tournament" ? "tournament" : deck.layout === "arena" ? "bare" : "colon";
  // Append after the last content that stays: when the moved line is the last one, that is the
  // content before it, so no blank line is left behind.
  const trimmedEnd = text.replace(/\s+$/, "").length;
  const start = del.end >= trimmedEnd ? text.slice(0, del.start).replace(/\s+$/, "").length : trimmedEnd;
  return { start, end: text.length, newText: `${eol}${eol}${headerText(to, deck.game, style)}${eol}${lineText}${eol}` };
}

function allLines(deck: DeckModel): { startOffset: number; endOffset: number }[] {
  return allEntries(deck).filter((e) => e.origin !== "code").map((e) => e.ranges.line);
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
