import type { RiftCardDef } from "@recycle-rules/engine";
import type { Diagnostic } from "../../../diagnostics/types.js";
import type { DeckCardOptions } from "../../../deck/cards/catalogs.js";
import type { DeckEntry, DeckModel, RiftboundDeck } from "../../../deck/model.js";
import { parseDeckWith } from "../../../deck/read.js";
import { riftboundDeckList } from "./rules.js";
import { deckDeckCode } from "../../../diagnostics/deck-deck-code.js";
import { SUPPORTED_SETS, encodeCode, type CodeCard } from "./code-library.js";
import { looksLikeDeckCode } from "../../../deck/text/code-text.js";

/**
 * `recycle-rules deck decode|encode`: a Riftbound deck code to the deck model and back, through
 * @piltoverarchive/riftbound-deck-codes. The round trip is lossless for every deck whose cards
 * have codes in the sets the library knows (OGN, OGS, ARC, SFD).
 */

/** Decodes a code (surrounding blanks ignored). Never throws: an unreadable code is deck/deck-code. */
export function decodeRiftboundDeckCode(code: string, options: { readonly cards?: DeckCardOptions } = {}): { deck: RiftboundDeck; diagnostics: Diagnostic[] } {
  const text = typeof code === "string" ? code.trim() : "";
  const { deck, diagnostics } = parseDeckWith([riftboundDeckList], text, { game: "riftbound", ...(options.cards ? { cards: options.cards } : {}) });
  // Given as a code, text that isn't one must not be read as a one-line deck list ("XYZ" as a card).
  if (!looksLikeDeckCode(text)) {
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: text.length }, startOffset: 0, endOffset: text.length };
    return { deck: deck as RiftboundDeck, diagnostics: [deckDeckCode.create({ range, message: `"${text}" is not a Riftbound deck code: a code is 16 or more base32 characters (A–Z, 2–7).` })] };
  }
  return { deck: deck as RiftboundDeck, diagnostics };
}

/** Why a deck can't be written as a code: one line per card (no code, a set or number the library can't encode). */
export class DeckEncodeError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`This deck can't be written as a deck code:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "DeckEncodeError";
  }
}

/**
 * The deck code of a Riftbound deck. The code holds one list (legend, Chosen Champion, Main Deck,
 * runes and battlefields together) and the sideboard, and marks the Chosen Champion (v3).
 * Throws DeckEncodeError when a card has no collector code or one the library can't encode.
 */
export function encodeRiftboundDeck(deck: DeckModel): string {
  if (deck.game !== "riftbound") throw new DeckEncodeError(["only Riftbound decks have deck codes; this is an MTG deck"]);
  const problems: string[] = [];
  const collect = (entries: readonly DeckEntry<RiftCardDef>[]): CodeCard[] => {
    const merged = new Map<string, number>();
    for (const e of entries) {
      const code = libraryCode(e, problems);
      if (code !== undefined) merged.set(code, (merged.get(code) ?? 0) + e.count);
    }
    return [...merged].map(([cardCode, count]) => ({ cardCode, count }));
  };
  const s = deck.sections;
  const main = collect([...s.legend, ...s.champion, ...s.main, ...s.runes, ...s.battlefields]);
  const sideboard = collect(s.sideboard);
  const champion = s.champion[0];
  const chosen = champion ? libraryCode(champion, []) : undefined;
  if (problems.length > 0) throw new DeckEncodeError([...new Set(problems)]);
  const result = encodeCode(main, sideboard, chosen);
  if (!result.ok) throw new DeckEncodeError([result.message]);
  return result.code;
}

/** "OGN-036", "ogn-036-298", "OGN-036/298" → "OGN-036"; variants (a, b, s, *) are kept: they are part of the code. */
function libraryCode(entry: DeckEntry<RiftCardDef>, problems: string[]): string | undefined {
  const written = entry.code ?? entry.card?.code;
  if (written === undefined) {
    problems.push(`${entry.name} has no collector code${entry.card ? "" : " (the card data doesn't know it)"}`);
    return undefined;
  }
  const m = /^\s*([A-Za-z]{2,4})-(R?)(\d{1,4})([a-z*]?)(?:[/-]\d{1,4})?\s*$/i.exec(written);
  if (!m) {
    problems.push(`${entry.name}: "${written}" is not a collector code`);
    return undefined;
  }
  const [, set = "", rune = "", number = "", variant = ""] = m;
  if (!SUPPORTED_SETS.includes(set.toUpperCase())) {
    problems.push(`${entry.name} (${written}): set ${set.toUpperCase()} is not one the deck-code library encodes (${SUPPORTED_SETS.join(", ")})`);
    return undefined;
  }
  if (rune !== "") {
    problems.push(`${entry.name} (${written}): rune numbers (R…) need deck-code v4, which the library doesn't write`);
    return undefined;
  }
  return `${set.toUpperCase()}-${number.padStart(3, "0")}${variant.toLowerCase() === "*" ? "s" : variant.toLowerCase()}`;
}
