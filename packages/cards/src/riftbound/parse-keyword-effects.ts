/**
 * Sentences about keywords with costs and states: [Flow] (Stargazer's discount, Kennen's grant)
 * and [Empower] / [Empowered]. Kept apart from the general recipes so each keyword's wording is
 * read in one place.
 */
import type { Effect, StaticEffect } from "@recycle-rules/engine";

/** A standalone sentence of a permanent that is a keyword's passive ability, or undefined. */
export function keywordStaticEffect(body: string): StaticEffect | undefined {
  // Stargazer: a discount on the Flow cost, to a minimum.
  const discount = /^spells with \[flow\] you play from your trash cost \[(\d+)\] less,? to a minimum of \[(\d+)\]$/i.exec(body);
  if (discount) return { kind: "flow-discount", amount: Number(discount[1]), minimum: Number(discount[2]) };
  return undefined;
}

/** One sentence of an effect that is a keyword's instruction, or undefined. */
export function keywordSentence(body: string): Effect[] | undefined {
  // Kennen, Storm of Shuriken.
  if (/^give a spell in your trash \[flow\] equal to its cost this turn$/i.test(body)) return [{ kind: "grant-flow" }];
  return undefined;
}
