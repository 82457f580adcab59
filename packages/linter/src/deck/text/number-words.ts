const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** "seven" → 7, "12" → 12, as card texts write copy limits ("up to seven cards named …"). */
export function wordNumber(word: string): number | undefined {
  const i = WORDS.indexOf(word.toLowerCase());
  if (i >= 0) return i;
  return /^\d+$/.test(word) ? Number(word) : undefined;
}
