import type { RiftCardDef } from "@recycle-rules/engine";
import type { RiftboundSection } from "../../../deck/model.js";
import { wordNumber } from "../../../deck/text/number-words.js";

/**
 * The deck-construction facts of a Riftbound card, read from its definition.
 */

/** The section a card of this type is listed in (103: legend, Main Deck, Rune Deck, battlefields). */
export function homeSection(card: RiftCardDef): Exclude<RiftboundSection, "champion" | "sideboard"> {
  switch (card.type) {
    case "legend":
      return "legend";
    case "rune":
      return "runes";
    case "battlefield":
      return "battlefields";
    default:
      return "main";
  }
}

export function isToken(card: RiftCardDef): boolean {
  return card.supertypes.includes("token");
}

export function isChampionUnit(card: RiftCardDef): boolean {
  return card.type === "unit" && card.supertypes.includes("champion");
}

export function isSignature(card: RiftCardDef): boolean {
  return card.supertypes.includes("signature");
}

/**
 * The legend's champion tag(s) (103.2.a). The bundled legends list theirs; a custom catalog's may
 * not, and a legend's name is its champion's short name plus a title ("Jinx, Loose Cannon"), so
 * without tags the short name stands in for the tag.
 */
export function legendTags(legend: RiftCardDef): readonly string[] {
  if (legend.tags.length > 0) return legend.tags;
  const short = legend.name.split(",")[0]?.trim() ?? "";
  return short === "" ? [] : [short];
}

export function sharesTag(card: RiftCardDef, tags: readonly string[]): boolean {
  const wanted = new Set(tags.map((t) => t.toLowerCase()));
  return card.tags.some((t) => wanted.has(t.toLowerCase()));
}

/**
 * "Your deck can have any number of cards named …" (Spiderling; rule 103.2.b's "unless a card
 * says otherwise", facts §3). Returns the limit the card sets, or undefined for the default.
 */
export function ownCopyLimit(card: RiftCardDef): number | undefined {
  const text = card.text.toLowerCase();
  if (/can have any number of cards named/.test(text)) return Number.POSITIVE_INFINITY;
  const n = /can have up to (\w+) cards named/.exec(text)?.[1];
  return n === undefined ? undefined : wordNumber(n);
}
