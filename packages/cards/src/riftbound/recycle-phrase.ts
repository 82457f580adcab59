/**
 * The "recycle …" phrase shared by costs and effects: "recycle 3 from your trash",
 * "recycle up to 4 cards from trashes", "recycle your trash", "recycle one of your runes".
 * Input is a normalised sentence body (see `normalizedBody`); matching is case-insensitive.
 */
import type { CardFilter, ZoneSelector } from "@recycle-rules/engine";

export interface RecyclePhrase {
  readonly count: number | "all";
  readonly upTo: boolean;
  readonly from: ZoneSelector;
  readonly filter: CardFilter;
}

/** Zone phrases after "from", longest first so "your opponents' trashes" beats "trashes". */
const ZONES: readonly (readonly [RegExp, ZoneSelector])[] = [
  [/^(?:your )?opponents'? trash(?:es)?$|^an opponent's trash$|^each opponent's trash$/i, { zone: "trash", whose: "opponents" }],
  [/^your trash$/i, { zone: "trash", whose: "you" }],
  [/^(?:trashes|any trash|all trashes|any player's trash|a trash)$/i, { zone: "trash", whose: "any" }],
  [/^your hand$/i, { zone: "hand", whose: "you" }],
  [/^your base$/i, { zone: "base", whose: "you" }],
];

const NOUN_FILTERS: Readonly<Record<string, CardFilter>> = {
  card: "card",
  cards: "card",
  unit: "unit",
  units: "unit",
  rune: "rune",
  runes: "rune",
};

export function zoneFromPhrase(phrase: string): ZoneSelector | undefined {
  return ZONES.find(([pattern]) => pattern.test(phrase.trim()))?.[1];
}

/**
 * Recognise a whole recycle phrase. Counts must be digits (or "a"/"an" before a noun): the
 * text checker reports "recycle three from …" with a fix, so it is not silently accepted here.
 */
export function parseRecyclePhrase(body: string): RecyclePhrase | undefined {
  const counted = /^recycle (up to )?(\d+|an?(?= ))(?: (cards?|units?|runes?))? from (.+)$/i.exec(body);
  if (counted) {
    const [, upTo, countWord = "", noun, zonePhrase = ""] = counted;
    const count = /^\d+$/.test(countWord) ? Number(countWord) : 1;
    const from = zoneFromPhrase(zonePhrase);
    if (from === undefined || count < 1) return undefined;
    if (noun === undefined && !/^\d+$/.test(countWord)) return undefined; // "recycle a from …"
    const filter = noun === undefined ? "card" : (NOUN_FILTERS[noun.toLowerCase()] ?? "card");
    return { count, upTo: upTo !== undefined, from, filter };
  }

  const whole = /^recycle (your trash|your hand)$/i.exec(body);
  if (whole) {
    const from = zoneFromPhrase(whole[1] ?? "");
    return from && { count: "all", upTo: false, from, filter: "card" };
  }

  // Runes aren't cards (052), so they get their own filter and zone.
  const runes = /^recycle (?:(one|a|\d+) of your runes|a rune)$/i.exec(body);
  if (runes) {
    const word = runes[1] ?? "a";
    const count = /^\d+$/.test(word) ? Number(word) : 1;
    if (count < 1) return undefined;
    return { count, upTo: false, from: { zone: "runes", whose: "you" }, filter: "rune" };
  }
  return undefined;
}
