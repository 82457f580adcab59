import type { SourceText } from "../text/source.js";
import type { DeckEntry, DeckSection } from "./model.js";
import type { EntryLine } from "./text/entry-line.js";
import type { Line } from "./text/lines.js";

/** A model entry for a card line, with the ranges of the line, the count, the name and the code. */
export function entryFromLine<Card>(source: SourceText, line: Line, parsed: EntryLine, section: DeckSection, card: Card | undefined, name: string): DeckEntry<Card> {
  return {
    section,
    count: parsed.count,
    name,
    written: parsed.name,
    ...(parsed.code !== undefined ? { code: parsed.code } : {}),
    ...(parsed.set !== undefined ? { set: parsed.set } : {}),
    ...(parsed.number !== undefined ? { number: parsed.number } : {}),
    ...(card !== undefined ? { card } : {}),
    ranges: {
      line: source.range(line.contentStart, line.contentEnd),
      ...(parsed.countSpan ? { count: source.range(parsed.countSpan.start, parsed.countSpan.end) } : {}),
      name: source.range(parsed.nameSpan.start, parsed.nameSpan.end),
      ...(parsed.codeSpan ? { code: source.range(parsed.codeSpan.start, parsed.codeSpan.end) } : {}),
    },
    origin: "line",
  };
}

