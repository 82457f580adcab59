import type { DeckCatalogs } from "./cards/catalogs.js";
import { mtgNameForLookup } from "./cards/catalogs.js";
import type { DeckGame } from "./model.js";
import { looksLikeDeckCode } from "./text/code-text.js";
import type { ClassifiedLine } from "./text/classify.js";
import { MTG_ONLY_HEADERS, RIFTBOUND_ONLY_HEADERS, isMtgGroup, isRiftboundGroup, squeeze } from "./text/headers.js";

/**
 * Which game a deck list is for, when the caller doesn't say. In order (docs/deck-format.md,
 * "Which game"):
 *   1. a `game:` line;
 *   2. a file name ending in `.dek`, or text starting with "<" (MTGO's XML): MTG;
 *   3. a deck code (a `code:` line, or a file holding only a code): Riftbound;
 *   4. header words only one game uses (`Legend:`, `Runes:`, `== Main Deck ==` / `Deck`,
 *      `Commander`, `SB:` lines; group lines such as `Units:` / `Creatures (4)`);
 *   5. collector codes: Riftbound's `(OGN-251)` / `(OGN) #006`, MTG Arena's `(MH1) 1`;
 *   6. card names: the game whose card list knows more of the names;
 *   7. otherwise Riftbound, the project's first game (as for scenarios).
 */
export interface DetectedGame {
  readonly game: DeckGame;
  /** A short reason, for the info a caller may show ("from the headers"). */
  readonly reason: string;
}

/**
 * Whether a deck list is MTGO's `.dek` XML: by its file name, or by text that starts with "<".
 * Such a list is read as XML, and has no comment lines (so no disable comments either).
 */
export function isMtgoXml(text: string, filePath: string | undefined): boolean {
  return (filePath !== undefined && /\.dek$/i.test(filePath)) || /^[\s\uFEFF]*</.test(text);
}

export function parseGameName(value: string): DeckGame | undefined {
  const v = value.trim().toLowerCase();
  if (v === "riftbound") return "riftbound";
  if (v === "mtg" || v === "magic" || v === "magic: the gathering") return "mtg";
  return undefined;
}

export function detectGame(text: string, lines: readonly ClassifiedLine[], filePath: string | undefined, cards: DeckCatalogs): DetectedGame {
  for (const l of lines) {
    if (l.kind === "meta" && l.key === "game") {
      const game = parseGameName(l.value);
      if (game) return { game, reason: "from the game: line" };
    }
  }
  if (isMtgoXml(text, filePath)) return { game: "mtg", reason: "MTGO .dek XML" };
  const content = lines.filter((l) => l.kind !== "blank" && l.kind !== "comment");
  if (content.some((l) => l.kind === "meta" && l.key === "code")) return { game: "riftbound", reason: "a deck code" };
  const cardLines = content.filter((l) => l.kind !== "meta");
  if (cardLines.length === 1 && cardLines[0]?.kind === "entry" && looksLikeDeckCode(cardLines[0].line.content)) return { game: "riftbound", reason: "a deck code" };

  let rift = 0;
  let mtg = 0;
  for (const l of content) {
    if (l.kind === "header") {
      const word = squeeze(l.header.label);
      const riftGroup = isRiftboundGroup(l.header.label);
      const mtgGroup = isMtgGroup(l.header.label);
      if (l.header.style === "tournament" || RIFTBOUND_ONLY_HEADERS.has(word) || (riftGroup && !mtgGroup)) rift++;
      if (MTG_ONLY_HEADERS.has(word) || (mtgGroup && !riftGroup)) mtg++;
    }
    if (l.kind === "entry" && /^SB:/i.test(l.line.content)) mtg++;
  }
  if (rift !== mtg) return { game: rift > mtg ? "riftbound" : "mtg", reason: "from the section headers" };

  for (const l of content) {
    if (l.kind !== "entry") continue;
    if (/\(\s*[A-Za-z]{2,4}-[Rr]?\d{1,4}[a-z*]?(?:[/-]\d{1,4})?\s*\)\s*$|\(\s*[A-Za-z]{2,4}\s*\)\s*#\s*\d/.test(l.line.content)) rift++;
    else if (/\(\s*[A-Za-z0-9]{2,6}\s*\)\s+[A-Za-z0-9★*-]{1,12}\s*$/.test(l.line.content)) mtg++;
  }
  if (rift !== mtg) return { game: rift > mtg ? "riftbound" : "mtg", reason: "from the collector codes" };

  for (const l of content) {
    if (l.kind !== "entry") continue;
    const name = l.entry.name;
    if (cards.riftbound.lookup(name)) rift++;
    if (cards.mtg.lookup(mtgNameForLookup(name))) mtg++;
  }
  if (rift !== mtg) return { game: rift > mtg ? "riftbound" : "mtg", reason: "from the card names" };
  return { game: "riftbound", reason: "by default" };
}
