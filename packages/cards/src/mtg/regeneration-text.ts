/**
 * Regeneration wording (701.19a): "Regenerate ~" (Twisted Abomination), and the sentences that
 * qualify the destruction just before them: "It can't be regenerated." (Expunge), "They can't be
 * regenerated." and "Draw a card for each creature destroyed this way." (Decree of Pain).
 */
import type { MtgEffect } from "@recycle-rules/engine";

/** "Regenerate ~" alone. */
export function readRegenerate(words: string): MtgEffect[] | undefined {
  return /^regenerate ~$/.test(words) ? [{ kind: "regenerate-self" }] : undefined;
}

/**
 * `words` qualifies `before`, the effect of the sentence just before it: the qualified effect, or
 * undefined when it doesn't (the sentence is then read on its own).
 */
export function qualifyDestruction(before: MtgEffect | undefined, words: string): MtgEffect | undefined {
  if (before?.kind === "destroy-target" && words === "it can't be regenerated") return { ...before, cantBeRegenerated: true };
  if (before?.kind === "destroy-all" && words === "they can't be regenerated") return { ...before, cantBeRegenerated: true };
  // Only creatures are counted: the sentence is read after a destruction of creatures only.
  const creaturesOnly = before?.kind === "destroy-all" && before.filters.every((f) => f.types.length === 1 && f.types[0] === "Creature");
  if (before?.kind === "destroy-all" && creaturesOnly && words === "draw a card for each creature destroyed this way") return { ...before, drawForEachDestroyed: true };
  return undefined;
}
