/**
 * How rules text refers to the card it is on: its name, "this card" (current Oracle), "CARDNAME"
 * (Forge/XMage scripts) or "~". Matching replaces all of them by "~" in a normalised copy of a
 * sentence; offsets are never taken from that copy.
 */
import { escapeRegExp } from "./words.js";

export interface SelfName {
  /** The card's name when known; without it any name in "When you cycle X" counts as the card. */
  readonly name?: string;
}

export function selfPattern(self: SelfName): RegExp {
  const names = ["this card", "cardname", "~", ...(self.name ? [self.name] : [])].map(escapeRegExp);
  return new RegExp(`\\b(?:${names.join("|")})(?![\\w'])|~`, "gi");
}

/** The sentence with whitespace collapsed, dashes and quotes straightened, the card's names as "~", no final period, lower case. */
export function normalizeSentence(text: string, self: SelfName): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[’‘]/g, "'")
    .replace(/[—–]/g, "—")
    .replace(selfPattern(self), "~")
    .trim()
    .replace(/[.!?]$/, "")
    .trim()
    .toLowerCase();
}
