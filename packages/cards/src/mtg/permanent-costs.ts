/**
 * Cost words of activated abilities beyond mana, {T} and life: "Sacrifice this land" (the
 * Landscapes), "Sacrifice Foreboding Landscape", "Sacrifice this token" (a Food); "Sacrifice a
 * land" (Seismic Monstrosaur, Edge of Autumn's cycling cost).
 */
import type { TypeQuery } from "@recycle-rules/engine";
import { typeQueryFromWords } from "./type-line.js";

/** "sacrifice a land", "sacrifice a creature": a permanent of one card type its controller chooses (701.21a). */
export function sacrificeOfType(words: string): TypeQuery | undefined {
  const m = /^sacrifice an? (artifact|creature|enchantment|land)$/.exec(words.trim().toLowerCase().replace(/\.$/, ""));
  return m?.[1] !== undefined ? typeQueryFromWords(m[1]) : undefined;
}

/** "sacrifice ~", "sacrifice this land" …: the permanent sacrifices itself (701.21a). `words` is normalised. */
export function isSacrificeSelf(words: string): boolean {
  return /^sacrifice (?:~|this (?:land|creature|artifact|enchantment|permanent|token|vehicle))$/.test(words);
}
