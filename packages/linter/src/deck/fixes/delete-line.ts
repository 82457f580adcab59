import type { Fix } from "../../diagnostics/types.js";
import type { SourceText } from "../../text/source.js";
import type { AnyDeckEntry } from "../model.js";
import { wholeLine } from "./line-span.js";

/** "Remove the line": for a card no deck may hold (a token). Only for entries that are lines of their own. */
export function deleteLineFix(source: SourceText, entry: AnyDeckEntry): Fix | undefined {
  if (entry.origin === "code") return undefined;
  const span = wholeLine(source.text, entry.ranges.line.startOffset, entry.ranges.line.endOffset);
  // Not safe: deleting discards what was written; the author may have meant the card that makes the token.
  return { title: `Remove ${entry.name}`, edits: [{ range: source.range(span.start, span.end), newText: "" }], safe: false };
}
