/**
 * Name and code look-ups over a list of cards, forgiving about the spellings seen in the wild:
 * "Vi, Destructive" / "vi - destructive"; "OGN-036" / "OGN-036/298" / "ogn-036-298" / "OGN-036a".
 * Generic so other games' card lists can use it too.
 */
import { damerauLevenshtein } from "./edit-distance.js";

export interface IndexableCard {
  readonly name: string;
  readonly code?: string;
}

export interface CardIndex<T extends IndexableCard> {
  all(): readonly T[];
  /** Exact name, case-insensitive; " - " may stand for ", " between name and subtitle. */
  byName(name: string): T | undefined;
  /** A collector code in any of the usual forms. */
  byCode(code: string): T | undefined;
  /** A name or a code. */
  lookup(ref: string): T | undefined;
  /** Closest cards by edit distance (best first), for did-you-mean messages. */
  suggest(ref: string, max?: number): readonly T[];
}

/**
 * Lower case, one space, straight apostrophes, ", " as the subtitle separator, and no accents
 * ("Lórien Revealed" as MTGO and many sites write it, "Lorien Revealed"; "Æther" as "Aether").
 */
export function normalizeCardName(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/æ/g, "ae")
    .replace(/[’‘]/g, "'")
    // White space first made single: the patterns below, unanchored, would otherwise try every
    // start inside a long run of spaces (quadratic), and they treat any run alike anyway.
    .replace(/\s+/g, " ")
    .replace(/\s+[-–—]\s+/g, ", ")
    .replace(/\s*,\s*/g, ", ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Letters, digits and single spaces only: the form suggestions are scored on. */
function looseName(name: string): string {
  return normalizeCardName(name)
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * "OGN-036", "ogn-036-298", "OGN-036/298", "OGN-36", "OGN-036a", "OGN-299*", "SFD-R02" → the
 * canonical "OGN-036" / "SFD-R02". Art variants (a, s, *) share the card, so they are dropped.
 */
export function normalizeCardCode(code: string): string | undefined {
  const m = /^\s*([a-z]{2,4})[-\s]?(r?)(\d{1,4})([a-z*]?)(?:\s*[/-]\s*\d{1,4})?\s*$/i.exec(code);
  if (!m) return undefined;
  const [, set = "", rune = "", number = ""] = m;
  return `${set.toUpperCase()}-${rune.toUpperCase()}${number.padStart(rune ? 2 : 3, "0")}`;
}

export function createCardIndex<T extends IndexableCard>(cards: readonly T[]): CardIndex<T> {
  return createLazyCardIndex(cards, (i) => cards[i]!, () => cards);
}

/**
 * An index whose cards are made on demand: `keys` holds each card's name and code (all that the
 * look-ups and suggestions read), and `cardAt(i)` makes the i-th card when a look-up or `all()`
 * returns it. A bundled card list builds each card by parsing its rules text, and a file names
 * a handful of cards, so parsing all of them before the first finding is wasted start-up time.
 * `cardAt` must return a card with the name and code of `keys[i]`, and the same card each time.
 */
export function createLazyCardIndex<T extends IndexableCard>(
  keys: readonly IndexableCard[],
  cardAt: (i: number) => T,
  every: () => readonly T[] = () => keys.map((_, i) => cardAt(i)),
): CardIndex<T> {
  const names = new Map<string, number>();
  const codes = new Map<string, number>();
  keys.forEach((card, i) => {
    names.set(normalizeCardName(card.name), i);
    const code = card.code === undefined ? undefined : normalizeCardCode(card.code);
    if (code !== undefined) codes.set(code, i);
  });
  const at = (i: number | undefined): T | undefined => (i === undefined ? undefined : cardAt(i));

  // Each card's loose full and short names, made once (on the first did-you-mean) rather than per query.
  let looseNames: LooseCard[] | undefined;
  const loose = (): LooseCard[] => (looseNames ??= keys.map((card, i) => ({ i, name: card.name, full: looseName(card.name), short: looseName(card.name.split(",")[0] ?? card.name) })));
  const suggested = new Map<string, number[]>();
  const byName = (name: string): T | undefined => at(names.get(normalizeCardName(name)));
  const byCode = (code: string): T | undefined => {
    const key = normalizeCardCode(code);
    return key === undefined ? undefined : at(codes.get(key));
  };
  let all: readonly T[] | undefined;

  return {
    all: () => (all ??= every()),
    byName,
    byCode,
    lookup: (ref) => byName(ref) ?? byCode(ref),
    suggest: (ref, max = 3) => {
      // A list often repeats an unknown name (a pasted list, a typo copied down): each name is
      // scored against every card once, and the cache is emptied when it grows, so memory stays bounded.
      const key = `${max}\u0000${ref}`;
      let found = suggested.get(key);
      if (!found) {
        if (suggested.size >= 2_000) suggested.clear();
        found = suggestCards(loose(), ref, max);
        suggested.set(key, found);
      }
      return found.map((i) => cardAt(i));
    },
  };
}

/** A card (by its place in the index) with the loose forms of its full name and of its short name (before the comma). */
interface LooseCard {
  readonly i: number;
  readonly name: string;
  readonly full: string;
  readonly short: string;
}

/**
 * Score each card by the smaller edit distance to its full name or to its short name (before the
 * comma), on loose forms, so "Vi Destructive" and "Mundo" both find their card. A card whose
 * name contains the query as whole words scores 1, as if one edit away.
 */
function suggestCards(cards: readonly LooseCard[], ref: string, max: number): number[] {
  const query = looseName(ref);
  if (query === "" || max <= 0) return [];
  // Generous enough for a couple of typos, strict enough that short queries don't match everything.
  const threshold = Math.max(2, Math.floor(query.length / 3));
  const scored: { card: LooseCard; score: number }[] = [];
  for (const card of cards) {
    const { full, short } = card;
    const contains = ` ${full} `.includes(` ${query} `);
    // A cheap lower bound first: most names of a big pool are far from the query, and the full
    // edit distance of each would make a long list of unknown names slow.
    if (!contains && atLeastApart(query, full) > threshold && atLeastApart(query, short) > threshold) continue;
    let score = Math.min(damerauLevenshtein(query, full), damerauLevenshtein(query, short));
    if (score > 1 && contains) score = 1;
    if (score <= threshold) scored.push({ card, score });
  }
  scored.sort((a, b) => a.score - b.score || a.card.name.localeCompare(b.card.name));
  return scored.slice(0, max).map((s) => s.card.i);
}

/** Counts per UTF-16 unit, reused across calls and left all zero after each (no allocation per card). */
const counts = new Int32Array(65536);

/**
 * A lower bound of the edit distance between `query` and `text`: the larger of the characters
 * one has beyond the other's ("bag distance"). Each insertion, deletion or substitution changes
 * that by at most one, and a transposition not at all.
 */
function atLeastApart(query: string, text: string): number {
  for (let i = 0; i < query.length; i++) counts[query.charCodeAt(i)]! += 1;
  let extra = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (counts[c]! > 0) counts[c]! -= 1;
    else extra += 1;
  }
  let missing = 0;
  for (let i = 0; i < query.length; i++) {
    const c = query.charCodeAt(i);
    missing += counts[c]!;
    counts[c] = 0;
  }
  return Math.max(extra, missing);
}
