/**
 * Cost words of a permanent's own activated abilities beyond mana, {T} and life: "Sacrifice this
 * land" (the Landscapes), "Sacrifice Foreboding Landscape", "Sacrifice this token" (a Food).
 */

/** "sacrifice ~", "sacrifice this land" …: the permanent sacrifices itself (701.21a). `words` is normalised. */
export function isSacrificeSelf(words: string): boolean {
  return /^sacrifice (?:~|this (?:land|creature|artifact|enchantment|permanent|token|vehicle))$/.test(words);
}
