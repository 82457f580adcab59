/**
 * The noun phrase an effect picks a card by → CardMatch: "a gear", "a unit or gear", "units",
 * "cards with [Hidden]", "a Bird, Cat, Dog, or Poro", "a spell with Energy cost [4] or more",
 * "a unit costing no more than [3] and no more than [A]", "a spell with Energy cost less than
 * your points", "a unit … that costs no more Energy and no more Power than the killed unit".
 * Undefined when the phrase says something else (the sentence then stays unmodelled).
 */
import type { CardMatch, CardType } from "@recycle-rules/engine";

const TYPE_WORDS: Readonly<Record<string, CardType>> = { unit: "unit", units: "unit", gear: "gear", gears: "gear", spell: "spell", spells: "spell" };

type Bound = readonly [RegExp, (m: RegExpExecArray) => CardMatch];

/** What may follow the noun: at most one bound, at the end of the phrase. */
const BOUNDS: readonly Bound[] = [
  // "[A]" is one power of any domain: "no more than [A]" allows at most one power pip.
  [/\s+(?:costing|with cost|that costs) no more than \[(\d+)\] and no more than \[a\]$/i, (m) => ({ energyAtMost: Number(m[1]), powerAtMost: 1 })],
  // Tail-Cloaked Matriarch: the same bound, each cost named.
  [/\s+with energy cost no more than \[(\d+)\] and power cost no more than \[a\]$/i, (m) => ({ energyAtMost: Number(m[1]), powerAtMost: 1 })],
  [/\s+with energy cost \[(\d+)\] or more$/i, (m) => ({ energyAtLeast: Number(m[1]) })],
  [/\s+with energy cost no more than \[(\d+)\]$/i, (m) => ({ energyAtMost: Number(m[1]) })],
  [/\s+with energy cost less than your points$/i, () => ({ energyBelowPoints: true })],
  [/\s+that costs no more energy and no more power than the killed unit$/i, () => ({ costAtMostKilled: true })],
  [/\s+with \[([a-z][a-z-]*)\]$/i, (m) => ({ keyword: (m[1] ?? "").replace(/^./, (c) => c.toUpperCase()) })],
];

export function parseCardMatch(phrase: string): CardMatch | undefined {
  let rest = phrase.trim().replace(/^(?:a|an|one|any)\s+/i, "");
  let bound: CardMatch = {};
  for (const [pattern, build] of BOUNDS) {
    const m = pattern.exec(rest);
    if (!m) continue;
    bound = build(m);
    rest = rest.slice(0, m.index);
    break;
  }
  if (/^cards?$/i.test(rest)) return bound;
  const words = rest.split(/\s*,\s*(?:or\s+)?|\s+or\s+/).filter((w) => w.length > 0);
  if (words.length === 0) return undefined;
  const types = words.map((w) => TYPE_WORDS[w.toLowerCase()]);
  if (types.every((t) => t !== undefined)) return { types: types as CardType[], ...bound };
  // Tags are capitalised single words ("Bird, Cat, Dog, or Poro"); anything else is not a match phrase.
  if (words.every((w) => /^[A-Z][a-z'-]+$/.test(w) && TYPE_WORDS[w.toLowerCase()] === undefined)) return { tags: words, ...bound };
  return undefined;
}
