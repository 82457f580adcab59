/** The keyword counters (122.1b): a vocabulary of its own, so card definitions can name them without importing game state. */

/** The counters 122.1b names as keyword counters, as the rules write them. */
export const KEYWORD_COUNTERS = [
  "flying",
  "first strike",
  "double strike",
  "deathtouch",
  "decayed",
  "exalted",
  "haste",
  "hexproof",
  "indestructible",
  "lifelink",
  "menace",
  "reach",
  "shadow",
  "trample",
  "vigilance",
] as const;
export type KeywordCounter = (typeof KEYWORD_COUNTERS)[number];

export function isKeywordCounter(kind: string): kind is KeywordCounter {
  return (KEYWORD_COUNTERS as readonly string[]).includes(kind);
}
