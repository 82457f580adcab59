import type { Range } from "../../diagnostics/types.js";
import type { SourceText } from "../../text/source.js";
import { entriesOf, type DeckModel, type DeckSection } from "../model.js";
import { classifyLine } from "../text/classify.js";
import { splitLines } from "../text/lines.js";

/**
 * Where a finding about a whole section goes ("the Main Deck has 38 cards"): the section's
 * header; without one, the section's first card line; for a deck code, the code; otherwise the
 * first line of the file.
 */
export function sectionAnchor(source: SourceText, deck: DeckModel, sections: readonly DeckSection[]): Range {
  for (const section of sections) {
    const header = deck.headers.find((h) => h.section === section);
    if (header) return header.range;
  }
  for (const section of sections) {
    const first = entriesOf(deck, section)[0];
    if (first) return first.ranges.line;
  }
  return documentAnchor(source, deck);
}

/** The deck code, or the first header or card line (comments and `game:` lines are skipped), or the file's start. */
export function documentAnchor(source: SourceText, deck: DeckModel): Range {
  if (deck.game === "riftbound" && deck.code) return deck.code.range;
  for (const line of splitLines(source.text)) {
    const kind = classifyLine(line, deck.game).kind;
    if (kind === "header" || kind === "entry") return source.range(line.contentStart, line.contentEnd);
  }
  const m = /\S[^\r\n]*/.exec(source.text);
  return m ? source.range(m.index, m.index + m[0].trimEnd().length) : source.range(0, 0);
}

/** The count of an entry, or its name when the line has no count. */
export function countOrName(entry: { readonly ranges: { readonly count?: Range; readonly name: Range } }): Range {
  return entry.ranges.count ?? entry.ranges.name;
}
