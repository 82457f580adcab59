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
