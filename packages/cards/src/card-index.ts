/**
 * Name and code look-ups over a list of cards, forgiving about the spellings seen in the wild:
 * "Vi, Destructive" / "vi - destructive"; "OGN-036" / "OGN-036/298" / "ogn-036-298" / "OGN-036a".
 * Generic so other games' card lists can use it too.
 */
import { damerauLevenshtein } from "./edit-distance.js";

export interface IndexableCard {
  readonly name: string;
  readonly code?: string;
  /** Every printing's code ("OGN-036/298", "OGN-299*\/298", "VEN-R01"): each finds the card too. */
  readonly codes?: readonly string[];
  /** Other names that find the card (a legend's printed title, a token card's two faces). */
  readonly aliases?: readonly string[];
}

export interface CardIndex<T extends IndexableCard> {
  all(): readonly T[];
  /** Exact name or alias, case-insensitive; " - " may stand for ", " between name and subtitle. */
  byName(name: string): T | undefined;
  /**
   * A collector code in any of the usual forms. A number that several cards are printed with
   * (promos of different sets: "OPP-001" is on three) finds none unless the set size tells them
   * apart ("OPP-001/298"); `suggest` then offers them all.
   */
  byCode(code: string): T | undefined;
  /** A name or a code. */
  lookup(ref: string): T | undefined;
  /** Closest cards by edit distance (best first), for did-you-mean messages; every card printed with an ambiguous code. */
  suggest(ref: string, max?: number): readonly T[];
}

/**
 * What `normalizeCardName` would change in a lower-cased name besides accents: curly apostrophes,
 * white space other than single inner spaces, a dash between spaces, a comma not written ", ".
 * Most names have none of these and no accent, and a pool of tens of thousands of names is keyed at once.
 */
const NEEDS_NORMALIZING = /[’‘]|[^\S ]| {2}|^ | $| [-–—] | ,|,(?! )/;

/** Anything but printable ASCII and white space: a name that may carry an accent or a ligature. */
const MAY_HAVE_ACCENTS = /[^ -~\s]/;

/**
 * Lower case, one space, straight apostrophes, ", " as the subtitle separator, and no accents
 * ("Lórien Revealed" as MTGO and many sites write it, "Lorien Revealed"; "Æther" as "Aether").
 */
export function normalizeCardName(name: string): string {
  const lower = name.toLowerCase();
  return NEEDS_NORMALIZING.test(lower) || MAY_HAVE_ACCENTS.test(lower) ? normalizeLowerCase(lower) : lower;
}

/** Every step of `normalizeCardName` on a lower-cased name (exported for the test that holds the shortcut to it). */
export function normalizeLowerCase(lower: string): string {
  return withoutAccents(lower)
    .replace(/[’‘]/g, "'")
    // White space first made single: the patterns below, unanchored, would otherwise try every
    // start inside a long run of spaces (quadratic), and they treat any run alike anyway.
    .replace(/\s+/g, " ")
    .replace(/\s+[-–—]\s+/g, ", ")
    .replace(/\s*,\s*/g, ", ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A lower-cased name without accents or the æ ligature. */
function withoutAccents(lower: string): string {
  return lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/æ/g, "ae");
}

/**
 * Letters, digits, apostrophes and single spaces only: the form suggestions are scored on. (The
 * same as normalising first: what normalising changes, accents aside, is punctuation and spacing,
 * which all becomes one space here.)
 */
function looseName(name: string): string {
  const lower = name.toLowerCase();
  return (MAY_HAVE_ACCENTS.test(lower) ? withoutAccents(lower) : lower)
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9']+/g, " ")
    .trim();
}

const CODE = /^\s*([a-z]{2,4})[-\s]?(r|t|sp)?(\d{1,4})([a-z*]?)(?:\s*[/-]\s*(\d{1,4}))?\s*$/i;

/**
 * "OGN-036", "ogn-036-298", "OGN-036/298", "OGN-36", "OGN-036a", "OGN-299*", "SFD-R02",
 * "SFD-T03", "VEN-SP1" → the canonical "OGN-036" / "SFD-R02". Art variants (a, b, s, *) share
 * the card, so they are dropped, and so is the set size after the slash.
 */
export function normalizeCardCode(code: string): string | undefined {
  return cardCodeKeys(code)?.short;
}

/**
 * The keys a code is found by: `short` ("OGN-036") and, when the set size is written,
 * `full` ("OGN-036/298"), which tells apart promos that share a number ("OPP-001/298" and
 * "OPP-001/024" are different cards).
 */
export function cardCodeKeys(code: string): { readonly short: string; readonly full?: string } | undefined {
  const m = CODE.exec(code);
  if (!m) return undefined;
  const [, set = "", prefix = "", number = "", , size] = m;
  const width = prefix === "" ? 3 : prefix.length === 1 ? 2 : 1;
  const short = `${set.toUpperCase()}-${prefix.toUpperCase()}${number.padStart(width, "0")}`;
  return size === undefined ? { short } : { short, full: `${short}/${size.padStart(3, "0")}` };
}

/**
 * Names, aliases or codes that find more than one card of `cards` (the index would return the
 * last): a data file must have none. A promo number on cards of different sets is no duplicate
 * when each code says its set size ("OPP-001/298", "OPP-001/024").
 */
export function duplicateCardKeys(cards: readonly IndexableCard[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const card of cards) {
    for (const key of cardKeys(card)) {
      const other = seen.get(key);
      if (other !== undefined) out.push(`${card.name}: ${key} also finds ${other}`);
      seen.set(key, card.name);
    }
  }
  return out;
}

/** The names and codes a card is found by, in the index's own forms (for checking data: two cards must not share one). */
export function cardKeys(card: IndexableCard): string[] {
  const keys = [card.name, ...(card.aliases ?? [])].map(normalizeCardName);
  for (const code of cardCodes(card)) {
    const k = cardCodeKeys(code);
    if (k) keys.push(k.full ?? k.short);
  }
  return [...new Set(keys.filter((key) => key !== ""))];
}

function cardCodes(card: IndexableCard): readonly string[] {
  if (card.codes === undefined) return card.code === undefined ? [] : [card.code];
  return card.code === undefined || card.codes.includes(card.code) ? card.codes : [card.code, ...card.codes];
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
  // The maps are made on first use: a lint that looks up names only never reads the codes.
  let names: Map<string, number> | undefined;
  const nameMap = (): Map<string, number> => {
    if (names) return names;
    names = new Map();
    keys.forEach((card, i) => {
      for (const name of [card.name, ...(card.aliases ?? [])]) names!.set(normalizeCardName(name), i);
    });
    return names;
  };
  // A code's short form ("OPP-001") may be on several cards; its full form ("OPP-001/298") on one.
  let codeMaps: { short: Map<string, number[]>; full: Map<string, number> } | undefined;
  const codeMap = (): { short: Map<string, number[]>; full: Map<string, number> } => {
    if (codeMaps) return codeMaps;
    const short = new Map<string, number[]>();
    const full = new Map<string, number>();
    keys.forEach((card, i) => {
      for (const code of cardCodes(card)) {
        const k = cardCodeKeys(code);
        if (!k) continue;
        if (k.full !== undefined) full.set(k.full, i);
        const on = short.get(k.short);
        if (!on) short.set(k.short, [i]);
        else if (!on.includes(i)) on.push(i);
      }
    });
    codeMaps = { short, full };
    return codeMaps;
  };
  // The same card listed twice (a catalog's extra card replacing a bundled one) is one card, not an ambiguity: the last is kept.
  const sameCard = (list: readonly number[]): boolean => list.every((i) => normalizeCardName(keys[i]!.name) === normalizeCardName(keys[list[0]!]!.name));
  const at = (i: number | undefined): T | undefined => (i === undefined ? undefined : cardAt(i));
  const codeMatches = (code: string): number[] => {
    const k = cardCodeKeys(code);
    if (!k) return [];
    const { short, full } = codeMap();
    const exact = k.full === undefined ? undefined : full.get(k.full);
    if (exact !== undefined) return [exact];
    const on = short.get(k.short) ?? [];
    return sameCard(on) ? on.slice(-1) : on;
  };

  const suggest = nameSuggester(keys);
  const byName = (name: string): T | undefined => at(nameMap().get(normalizeCardName(name)));
  const byCode = (code: string): T | undefined => {
    const found = codeMatches(code);
    return found.length === 1 ? at(found[0]) : undefined;
  };
  let all: readonly T[] | undefined;

  return {
    all: () => (all ??= every()),
    byName,
    byCode,
    lookup: (ref) => byName(ref) ?? byCode(ref),
    suggest: (ref, max = 3) => {
      // A code printed on several cards (promos of different sets) offers each of them.
      const shared = codeMatches(ref);
      return (shared.length > 1 ? shared.slice(0, Math.max(max, 0)) : suggest(ref, max)).map((i) => cardAt(i));
    },
  };
}

/**
 * Did-you-mean over `keys`' names: the places of the closest names, best first (see
 * `suggestCards`). The names' loose forms are made on the first call, not before.
 */
export function nameSuggester(keys: readonly IndexableCard[]): (ref: string, max: number) => readonly number[] {
  // Each card's loose full and short names, made once (on the first did-you-mean) rather than per query.
  let looseNames: LooseCards | undefined;
  const suggested = new Map<string, number[]>();
  return (ref, max) => {
    // A list often repeats an unknown name (a pasted list, a typo copied down): each name is
    // scored against every card once, and the cache is emptied when it grows, so memory stays bounded.
    const key = `${max}\u0000${ref}`;
    let found = suggested.get(key);
    if (!found) {
      if (suggested.size >= 2_000) suggested.clear();
      found = suggestCards((looseNames ??= looseCards(keys)), ref, max);
      suggested.set(key, found);
    }
    return found;
  };
}

/** A card (by its place in the index) with the loose forms of its full name and of its short name (before the comma). */
interface LooseCard {
  readonly i: number;
  readonly name: string;
  readonly full: string;
  readonly short: string;
}

/** Every card's loose names, and the letter counts of each (`LETTER_BUCKETS` a row: full, then short). */
interface LooseCards {
  readonly cards: readonly LooseCard[];
  readonly letters: Uint8Array;
}

/**
 * Letters are counted in buckets: a–z, digits, apostrophe, space, anything else. Counting per
 * bucket can only lower the "bag distance" between two names (letters in one bucket may cancel),
 * so it stays a lower bound of the edit distance, and comparing two names costs 30 steps whatever
 * their length.
 */
const LETTER_BUCKETS = 30;

function bucketOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return 26;
  return code === 39 ? 27 : code === 32 ? 28 : 29;
}

function countLetters(text: string, into: Uint8Array | Int32Array, at: number): void {
  for (let i = 0; i < text.length; i++) {
    const b = at + bucketOf(text.charCodeAt(i));
    if (into[b]! < 255) into[b]! += 1;
  }
}

function looseCards(keys: readonly IndexableCard[]): LooseCards {
  const letters = new Uint8Array(keys.length * 2 * LETTER_BUCKETS);
  const cards = keys.map((card, i) => {
    const full = looseName(card.name);
    const comma = card.name.indexOf(",");
    const short = comma < 0 ? full : looseName(card.name.slice(0, comma));
    countLetters(full, letters, 2 * i * LETTER_BUCKETS);
    if (short === full) letters.copyWithin((2 * i + 1) * LETTER_BUCKETS, 2 * i * LETTER_BUCKETS, (2 * i + 1) * LETTER_BUCKETS);
    else countLetters(short, letters, (2 * i + 1) * LETTER_BUCKETS);
    return { i, name: card.name, full, short };
  });
  return { cards, letters };
}

/**
 * Score each card by the smaller edit distance to its full name or to its short name (before the
 * comma), on loose forms, so "Vi Destructive" and "Mundo" both find their card. A card whose
 * name contains the query as whole words scores 1, as if one edit away. The letter counts of
 * `LooseCards` rule out most cards of a big pool before any edit distance is computed.
 */
function suggestCards(pool: LooseCards, ref: string, max: number): number[] {
  const query = looseName(ref);
  if (query === "" || max <= 0) return [];
  // Generous enough for a couple of typos, strict enough that short queries don't match everything.
  const threshold = Math.max(2, Math.floor(query.length / 3));
  const counts = new Int32Array(LETTER_BUCKETS);
  countLetters(query, counts, 0);
  const wanted: Wanted = { buckets: [...counts.keys()].filter((b) => counts[b]! > 0), counts, length: query.length };
  const scored: { card: LooseCard; score: number }[] = [];
  for (const card of pool.cards) {
    const { full, short } = card;
    // Shorter by more than the threshold: out of reach, and too short to hold the query.
    if (full.length < query.length - threshold) continue;
    const fullBound = atLeastApart(wanted, pool.letters, 2 * card.i * LETTER_BUCKETS, full.length);
    // A name that holds every letter of the query may hold it as whole words.
    const contains = lastMissing === 0 && full.length > query.length && ` ${full} `.includes(` ${query} `);
    const shortBound = short === full ? fullBound : atLeastApart(wanted, pool.letters, (2 * card.i + 1) * LETTER_BUCKETS, short.length);
    if (!contains && fullBound > threshold && shortBound > threshold) continue;
    // Only a name the bound leaves within reach is measured.
    const toFull = fullBound <= threshold ? damerauLevenshtein(query, full) : Number.POSITIVE_INFINITY;
    const toShort = short === full ? toFull : shortBound <= threshold ? damerauLevenshtein(query, short) : Number.POSITIVE_INFINITY;
    let score = Math.min(toFull, toShort);
    if (score > 1 && contains) score = 1;
    if (score <= threshold) scored.push({ card, score });
  }
  scored.sort((a, b) => a.score - b.score || a.card.name.localeCompare(b.card.name));
  return scored.slice(0, max).map((s) => s.card.i);
}

/** The query's letter counts, and the buckets it has letters in. */
interface Wanted {
  readonly buckets: readonly number[];
  readonly counts: Int32Array;
  readonly length: number;
}

/**
 * A lower bound of the edit distance between the query and a name (its row of counts, its
 * length): the larger of the letters one has beyond the other's ("bag distance"). Each insertion,
 * deletion or substitution changes that by at most one, and a transposition not at all. The
 * letters the name has beyond the query's are its extra length plus the query's missing ones, so
 * only the query's own buckets are read.
 */
function atLeastApart(wanted: Wanted, letters: Uint8Array, row: number, length: number): number {
  lastMissing = 0;
  // A count stops at 255: past that length the row can't be trusted, and the name is measured.
  if (length > 255) return 0;
  let missing = 0;
  for (const b of wanted.buckets) {
    const d = wanted.counts[b]! - letters[row + b]!;
    if (d > 0) missing += d;
  }
  lastMissing = missing;
  return Math.max(missing + length - wanted.length, missing);
}

/** The query's letters the last `atLeastApart` found missing from the name (0: the name has them all). */
let lastMissing = 0;
