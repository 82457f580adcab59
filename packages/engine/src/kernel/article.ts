/**
 * "a Plains card", "an Island card": the indefinite article a prompt needs before `phrase`. Only
 * a, e, i and o take "an": the words that start prompts here with a "u" sound like "you" (unit,
 * Unicorn), so they keep "a".
 */
export function withArticle(phrase: string): string {
  return `${/^[aeio]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}
