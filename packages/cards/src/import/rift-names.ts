/**
 * Riftbound names and collector codes as the card databases write them, in the forms of the
 * bundled data: the name a deck list uses ("Vi, Destructive"), a legend's printed title as an
 * alias, every printing's code as printed ("OGN-036/298", "OGN-301*\/298", "VEN-R01").
 */
import { cardCodeKeys } from "../card-index.js";
import { shortened } from "../problems.js";

/**
 * The name a deck list uses: a printing's label dropped ("Jinx - Loose Cannon (Signature)",
 * "Recruit (271) // Buff"), spaces made single, and " - " between champion and title written ", ".
 */
export function deckListName(listed: string): string {
  return listed
    .replace(/\([^()]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(" - ", ", ");
}

export interface RiftNames {
  readonly name: string;
  readonly aliases: readonly string[];
  /** Why the name may not be the one deck lists use. */
  readonly problems: readonly string[];
}

/**
 * A card's name and aliases. A legend is printed with its title only ("Loose Cannon"), which
 * finds it too; deck lists write "Jinx, Loose Cannon". Riftcodex gives both parts; Riot's card
 * gallery gives the title and the champion as the legend's one tag (every bundled legend's tag is
 * its champion). A legend with no champion in its name and not exactly one tag keeps its title.
 */
export function riftNames(listed: string, type: string, tags: readonly string[]): RiftNames {
  const name = deckListName(listed);
  if (type !== "legend") return { name, aliases: [], problems: [] };
  const comma = name.indexOf(", ");
  if (comma >= 0) return { name, aliases: [name.slice(comma + 2)], problems: [] };
  if (tags.length === 1) return { name: `${tags[0]}, ${name}`, aliases: [name], problems: [] };
  return { name, aliases: [], problems: [`A legend named by its title only, with ${tags.length} tags: which champion it is isn't given, so deck lists that write "Champion, ${shortened(name)}" won't find it.`] };
}

/**
 * A Riftcodex `riftbound_id` or a Riot gallery `id` as the code printed on the card:
 * "ogn-036-298" → "OGN-036/298", "ogn-301*-298" → "OGN-301*\/298", "ven-sp1-006" → "VEN-SP1/006",
 * "ven-r01" → "VEN-R01". Undefined when it is no collector code.
 */
export function codeFromRiftId(id: string): string | undefined {
  const m = /^([a-z]{2,4})-([a-z]{0,2})(\d{1,4})([a-z*]?)(?:-(\d{1,4}))?$/i.exec(id.trim());
  if (!m) return undefined;
  const [, set = "", prefix = "", number = "", variant = "", size] = m;
  return printedCode(`${set.toUpperCase()}-${prefix.toUpperCase()}${number}${variant.toLowerCase()}${size === undefined ? "" : `/${size}`}`);
}

/** A printed code ("VEN-150/166") trimmed, when the card index reads it as a code; otherwise undefined. */
export function printedCode(code: string): string | undefined {
  const trimmed = code.trim();
  return cardCodeKeys(trimmed) === undefined ? undefined : trimmed;
}

/** Sets whose printings are promos: never a card's canonical printing while it has another. */
const PROMO_SETS: readonly string[] = ["OPP", "PR", "JDG"];
/** Release order; a set not listed (a later one) comes after them. */
const SET_ORDER: readonly string[] = ["OGN", "OGS", "SFD", "UNL", "VEN"];

/**
 * How canonical a printing is (lower first), as the bundled data chooses (it agrees for all 927
 * cards): a set's own printing before a promo, a plain number before a rune, token or special
 * number ("VEN-R01", "SFD-T03", "VEN-SP1"), before an art variant ("OGN-036a", "OGN-299*"), before
 * an overnumbered one (301/298), then the earliest set, then the lowest number.
 */
export function printingRank(code: string | undefined, promo: boolean): readonly (number | string)[] {
  const m = code === undefined ? null : /^([A-Z]+)-([A-Z]*)(\d+)([a-z*]?)(?:\/(\d+))?$/i.exec(code);
  if (!m) return [1, 1, 1, 1, Number.MAX_SAFE_INTEGER, "", 0];
  const [, set = "", prefix = "", number = "", variant = "", size] = m;
  const upper = set.toUpperCase();
  const order = SET_ORDER.indexOf(upper);
  const over = size !== undefined && Number(number) > Number(size);
  const flag = (b: boolean): number => (b ? 1 : 0);
  return [flag(promo || PROMO_SETS.includes(upper)), flag(prefix !== ""), flag(variant !== ""), flag(over), order < 0 ? SET_ORDER.length : order, upper, Number(number)];
}

/** Compares two `printingRank`s. */
export function compareRanks(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
