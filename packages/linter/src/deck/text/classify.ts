import type { DeckGame } from "../model.js";
import { readEntryLine, type EntryLine, type Span } from "./entry-line.js";
import { countFirstGroup, isKnownHeader, readHeader, type HeaderLine } from "./headers.js";
import type { Line } from "./lines.js";

/**
 * What each line of a deck list is, before any game rule applies: blank, a comment, a metadata
 * line (`game: mtg`, `name: Vi Fury`, `code: …`), a section header, or a card entry.
 */
export type ClassifiedLine =
  | { readonly kind: "blank"; readonly line: Line }
  | { readonly kind: "comment"; readonly line: Line }
  | { readonly kind: "meta"; readonly line: Line; readonly key: MetaKey; readonly value: string; readonly valueSpan: Span }
  | { readonly kind: "header"; readonly line: Line; readonly header: HeaderLine }
  | { readonly kind: "entry"; readonly line: Line; readonly entry: EntryLine };

export type MetaKey = "game" | "name" | "code" | "ignored";

/** Keys read from `key: value` lines; "format", "author" and the like are accepted and ignored. */
const META = /^(game|name|title|deck ?code|code|format|author|about)\s*:\s*(\S.*)$/i;

export function classifyLine(line: Line, game: DeckGame | undefined): ClassifiedLine {
  if (line.content === "") {
    if (line.comment !== undefined) {
      const header = readHeader(line, (w) => isKnownHeader(game, w));
      return header ? { kind: "header", line, header } : { kind: "comment", line };
    }
    return { kind: "blank", line };
  }
  const meta = META.exec(line.content);
  if (meta) {
    const value = meta[2] ?? "";
    const start = line.contentEnd - value.length;
    return { kind: "meta", line, key: metaKey(meta[1] ?? ""), value, valueSpan: { start, end: line.contentEnd } };
  }
  const header = readHeader(line, (w) => isKnownHeader(game, w));
  if (header) return { kind: "header", line, header };
  const entry = readEntryLine(line, game ?? "riftbound");
  if (!entry) return { kind: "blank", line };
  // "18 CREATURES": a group line written count first, not 18 copies of a card.
  const group = entry.countSpan && entry.code === undefined && entry.set === undefined && !entry.sideboard ? countFirstGroup(game, entry.count, entry.name) : undefined;
  return group ? { kind: "header", line, header: group } : { kind: "entry", line, entry };
}

function metaKey(key: string): MetaKey {
  const k = key.toLowerCase().replace(/\s+/g, "");
  if (k === "game") return "game";
  if (k === "name" || k === "title") return "name";
  if (k === "code" || k === "deckcode") return "code";
  return "ignored";
}
