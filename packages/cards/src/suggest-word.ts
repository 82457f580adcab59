/** Did-you-mean for short vocabulary words (keywords, symbols, card types). */
import { damerauLevenshtein } from "./edit-distance.js";

/** The closest candidate within `maxDistance` edits (case-insensitive), or undefined. */
export function closestWord(word: string, candidates: readonly string[], maxDistance = 2): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const distance = damerauLevenshtein(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
