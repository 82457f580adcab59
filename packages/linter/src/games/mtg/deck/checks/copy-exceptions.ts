import type { MtgCardDef } from "@recycle-rules/engine";
import { wordNumber } from "../../../../deck/text/number-words.js";

/**
 * How many copies of a card an MTG deck may hold (100.2a): 4, any number of basic lands, or what
 * the card itself says (113.6n: "A deck can have any number of cards named Relentless Rats",
 * "up to seven cards named Seven Dwarves"). The card's text decides when the data has the card;
 * for cards the bundled data lacks, the list below (mtg-facts §5.2, from XMage's validator) does.
 */
export const MTG_COPY_LIMIT = 4;

const KNOWN_EXCEPTIONS: Readonly<Record<string, number>> = {
  "relentless rats": Number.POSITIVE_INFINITY,
  "shadowborn apostle": Number.POSITIVE_INFINITY,
  "rat colony": Number.POSITIVE_INFINITY,
  "persistent petitioners": Number.POSITIVE_INFINITY,
  "dragon's approach": Number.POSITIVE_INFINITY,
  "slime against humanity": Number.POSITIVE_INFINITY,
  "templar knight": Number.POSITIVE_INFINITY,
  "hare apparent": Number.POSITIVE_INFINITY,
  "tempest hawk": Number.POSITIVE_INFINITY,
  "cid, timeless artificer": Number.POSITIVE_INFINITY,
  "seven dwarves": 7,
  "nazgûl": 9,
  nazgul: 9,
  "once more with feeling": 1,
};

/** Basic land names (305.6 and the snow-covered variants): any number, even when the data lacks them. */
const BASIC_NAMES = new Set(["plains", "island", "swamp", "mountain", "forest", "wastes"].flatMap((n) => [n, `snow-covered ${n}`]));

export function mtgCopyLimit(name: string, card: MtgCardDef | undefined): number {
  if (card) {
    if (card.supertypes.some((s) => s.toLowerCase() === "basic")) return Number.POSITIVE_INFINITY;
    const text = card.text.toLowerCase();
    if (/a deck can have any number of cards named/.test(text)) return Number.POSITIVE_INFINITY;
    const n = /a deck can have up to (\w+) cards named/.exec(text)?.[1];
    const limit = n === undefined ? undefined : wordNumber(n);
    if (limit !== undefined) return limit;
  }
  const key = name.trim().toLowerCase();
  if (BASIC_NAMES.has(key)) return Number.POSITIVE_INFINITY;
  return KNOWN_EXCEPTIONS[key] ?? MTG_COPY_LIMIT;
}
