import type { RiftCardDef } from "./cards.js";

/** One of `wanted` names one of `list`, case aside: printed text writes "[Hidden]", "Poro", "poros" differently from the data's lists. */
export function namesAny(list: readonly string[], wanted: readonly string[]): boolean {
  return list.some((x) => wanted.some((w) => w.toLowerCase() === x.toLowerCase()));
}

/** Does the card have this keyword (Ganking, Hidden, …), case aside? */
export function hasKeyword(def: RiftCardDef, keyword: string): boolean {
  return namesAny(def.keywords, [keyword]);
}

/** Does the card have one of these tags (Mech, Bird, …), case aside? */
export function hasTag(def: RiftCardDef, tags: readonly string[]): boolean {
  return namesAny(def.tags, tags);
}

/**
 * A card's own keywords whose rules the engine runs: timing ([Action], [Reaction]), [Hidden]
 * (hide.ts), combat ([Assault], [Shield], [Tank], [Ganking]), and the keywords whose meaning is an
 * ability the card parser reads ([Deathknell], [Legion], [Vision], [Repeat], [Flow], [Equip],
 * [Empower], [Empowered]). A card's other keywords ([Deflect], [Accelerate], [Temporary], …) are
 * known words the engine doesn't enforce: the card parser marks each one unmodelled, so a
 * scenario that sets such a card up is warned rather than judged as if the keyword did nothing.
 */
export const ENFORCED_RIFT_KEYWORDS: ReadonlySet<string> = new Set([
  "Action",
  "Reaction",
  "Hidden",
  "Assault",
  "Shield",
  "Tank",
  "Ganking",
  "Deathknell",
  "Legion",
  "Vision",
  "Repeat",
  "Flow",
  "Equip",
  "Empower",
  "Empowered",
]);
