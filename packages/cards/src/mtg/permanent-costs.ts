/**
 * Cost words of activated abilities beyond mana, {T} and life: "Sacrifice this land" (the
 * Landscapes), "Sacrifice Foreboding Landscape", "Sacrifice this token" (a Food); "Sacrifice a
 * land" (Seismic Monstrosaur, Edge of Autumn's cycling cost).
 */
import type { TypeQuery } from "@recycle-rules/engine";
import { typeQueryFromWords } from "./type-line.js";
import { numberWord, singular } from "./words.js";

/** "sacrifice a land", "sacrifice a creature": a permanent of one card type its controller chooses (701.21a). */
export function sacrificeOfType(words: string): TypeQuery | undefined {
  const m = /^sacrifice an? (artifact|creature|enchantment|land)$/.exec(words.trim().toLowerCase().replace(/\.$/, ""));
  return m?.[1] !== undefined ? typeQueryFromWords(m[1]) : undefined;
}

/**
 * A sacrifice of one or more permanents of a kind, in a cost: "sacrifice a land" (one of a card
 * type), Eldrazi Ravager's "sacrifice two Eldrazi" (several, of one subtype word: "Eldrazi",
 * "Goblins", "creatures"). Each is a different permanent its controller chooses (701.21a).
 */
export function sacrificeOfTypes(words: string): { readonly query: TypeQuery; readonly count: number } | undefined {
  const one = sacrificeOfType(words);
  if (one) return { query: one, count: 1 };
  const m = /^sacrifice (two|three|four|five|six) ([a-z]+)$/.exec(words.trim().toLowerCase().replace(/\.$/, ""));
  const count = m ? numberWord(m[1] ?? "") : undefined;
  return m && count ? { query: typeQueryFromWords(singular(m[2] ?? "")), count } : undefined;
}

/** "sacrifice ~", "sacrifice this land" …: the permanent sacrifices itself (701.21a). `words` is normalised. */
export function isSacrificeSelf(words: string): boolean {
  return /^sacrifice (?:~|this (?:land|creature|artifact|enchantment|permanent|token|vehicle))$/.test(words);
}
