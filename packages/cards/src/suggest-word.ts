/** Did-you-mean for short vocabulary words (keywords, symbols, card types). */
import { damerauLevenshtein } from "./edit-distance.js";

/** The closest candidate within `maxDistance` edits (case-insensitive), or undefined. */
export function closestWord(word: string, candidates: readonly string[], maxDistance = 2): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    // Every edit changes the length by at most one, so a length gap past `maxDistance` can't be a
    // match; skipping it spares a table of (word length × candidate length) for a long typo.
    if (Math.abs(other.length - lower.length) > maxDistance) continue;
    const distance = damerauLevenshtein(lower, other);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
