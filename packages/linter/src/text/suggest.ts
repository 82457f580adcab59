import { INPUT_LIMITS } from "./limits.js";

/**
 * Did-you-mean for short words (keys, zones, players, phases). Card names have their own
 * scorer in @recycle-rules/cards, which knows about subtitles and codes.
 */

/** Plain Levenshtein distance; inputs here are a few characters long. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The closest candidate within a third of the word's length (at least 2 edits), if any. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  // Nothing a suggestion is made for (keys, zones, players, card names) is this long.
  if (word.length > INPUT_LIMITS.longestCardName) return undefined;
  const lower = word.toLowerCase();
  const threshold = Math.max(2, Math.floor(lower.length / 3));
  let best: { word: string; distance: number } | undefined;
  for (const candidate of candidates) {
    // Lengths that differ by more than the threshold are at least that many edits apart: skip
    // them without the quadratic distance (a pasted paragraph as a key costs nothing then).
    if (Math.abs(candidate.length - lower.length) > threshold) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= threshold && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word;
}

/**
 * Whether `guess` (closest()'s answer for `word`) is sure enough to apply without asking: one edit
 * away, the only candidate that close, and `word` long enough (3+ characters) that one edit can't
 * turn it into anything. "C" is one edit from both players "A" and "B": a person must choose.
 */
export function isSureGuess(word: string, guess: string, candidates: readonly string[]): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 3 || editDistance(lower, guess.toLowerCase()) > 1) return false;
  return candidates.filter((c) => editDistance(lower, c.toLowerCase()) <= 1).length === 1;
}

/** " Did you mean “x”?" or "" — appended to messages. */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? "" : ` Did you mean "${suggestion}"?`;
}
