import type { DeckGame, MtgSection, RiftboundSection } from "../model.js";
import type { Line } from "./lines.js";

/**
 * Section headers as the deck sites write them: `MainDeck:`, `Main Deck (40)`, `Runes - 12`,
 * `Battlefields: 3`, `== Main Deck ==`, `// Sideboard`, MTG Arena's bare `Deck` / `Sideboard`.
 * A header maps to a section of one game; some words (`Sideboard`, `Main`) belong to both.
 */

export type HeaderStyle = "colon" | "bare" | "tournament" | "comment";

export interface HeaderLine {
  /** The header word(s) as written, without decoration: "Main Deck", "Runes". */
  readonly label: string;
  readonly style: HeaderStyle;
  /** "Main Deck (40)" → 40: what the exporting site counted. */
  readonly declaredCount?: number;
}

/** Header words, squeezed (lower case, no spaces, "-" or "_"), per game. */
const RIFTBOUND: Readonly<Record<string, RiftboundSection>> = {
  legend: "legend",
  legends: "legend",
  championlegend: "legend",
  champion: "champion",
  chosenchampion: "champion",
  maindeck: "main",
  main: "main",
  mainboard: "main",
  battlefield: "battlefields",
  battlefields: "battlefields",
  rune: "runes",
  runes: "runes",
  runedeck: "runes",
  sideboard: "sideboard",
  sidedeck: "sideboard",
  side: "sideboard",
};

/** "maybeboard" and "about" are Arena sections that hold no deck cards. */
const MTG: Readonly<Record<string, MtgSection | "ignored" | "about">> = {
  deck: "main",
  main: "main",
  maindeck: "main",
  mainboard: "main",
  sideboard: "sideboard",
  side: "sideboard",
  commander: "commander",
  commanders: "commander",
  companion: "companion",
  maybeboard: "ignored",
  about: "about",
};

/** Words only one game uses, for telling the game from the headers alone. */
export const RIFTBOUND_ONLY_HEADERS: ReadonlySet<string> = new Set(["legend", "legends", "championlegend", "champion", "chosenchampion", "maindeck", "battlefield", "battlefields", "rune", "runes", "runedeck", "sidedeck"]);
export const MTG_ONLY_HEADERS: ReadonlySet<string> = new Set(["deck", "commander", "commanders", "companion", "maybeboard", "about"]);

/**
 * Group lines: sites print the cards of a section in groups by card type, under a line such as
 * `Creatures (4)`, `Non-Creature Spells (30)`, `Instants & Sorceries`, `Lands (24)` (MTG) or
 * `Units:`, `Spells:`, `Gear:` (Riftbound). A group is part of a section, never a section of its
 * own. A label is a group when each of its words is one of the game's type words (and at least
 * one is more than a joining word).
 */
const MTG_GROUP_WORDS: ReadonlySet<string> = new Set([
  "creature", "creatures", "land", "lands", "basic", "nonbasic", "instant", "instants", "sorcery", "sorceries",
  "artifact", "artifacts", "enchantment", "enchantments", "planeswalker", "planeswalkers", "battle", "battles",
  "spell", "spells", "noncreature", "nonland", "nonlands", "legendary", "tribal", "kindred", "other", "others", "cards",
  // Abbreviations sites print: "19 INSTANTS and SORC."
  "inst", "sorc", "ench",
]);
const RIFTBOUND_GROUP_WORDS: ReadonlySet<string> = new Set([
  "unit", "units", "spell", "spells", "gear", "gears", "equipment", "champion", "champions", "signature", "signatures",
  "other", "others", "cards",
]);
/** Words that join type words ("Instants and Sorceries") without naming a type. */
const JOINING = new Set(["and", "&", "+"]);

function groupWords(label: string): string[] {
  // "Non-Creature" is one word; other hyphens separate, "&" is a word of its own, and an
  // abbreviation's dot is not part of the word.
  return label
    .toLowerCase()
    .replace(/\bnon[\s-]+/g, "non")
    .replace(/&/g, " & ")
    .split(/[\s.-]+/)
    .filter((w) => w !== "");
}

function isGroupOf(words: ReadonlySet<string>, label: string): boolean {
  const parts = groupWords(label);
  return parts.length > 0 && parts.every((w) => words.has(w) || JOINING.has(w)) && parts.some((w) => !JOINING.has(w));
}

/** `Creatures (4)`, `Non-Creature Spells (30)`, `Lands` …: a group of the MTG deck's cards. */
export function isMtgGroup(label: string): boolean {
  return isGroupOf(MTG_GROUP_WORDS, label) && mtgSectionOf(label) === undefined;
}

/** `Units:`, `Spells:`, `Gear:`, `Champion Units` …: a group of Riftbound Main Deck cards. */
export function isRiftboundGroup(label: string): boolean {
  return isGroupOf(RIFTBOUND_GROUP_WORDS, label) && riftboundSectionOf(label) === undefined;
}

export function squeeze(label: string): string {
  return label.toLowerCase().replace(/[\s_-]+/g, "");
}

/** No section header is longer than this. */
const MAX_HEADER_LENGTH = 200;

const TOURNAMENT = /^==+\s*([^=]+?)\s*==+$/;
/** A group line written count first, as some sites print them: "18 CREATURES", "4 OTHER SPELLS". */
export function countFirstGroup(game: DeckGame | undefined, count: number, label: string): HeaderLine | undefined {
  if (label.length > MAX_HEADER_LENGTH) return undefined;
  const group = game === "riftbound" ? isRiftboundGroup(label) : game === "mtg" ? isMtgGroup(label) : isRiftboundGroup(label) || isMtgGroup(label);
  return group ? { label, style: "bare", declaredCount: count } : undefined;
}

/** "Main Deck (40)", "Runes - 12", "Battlefields: 3", "MainDeck:", "Main Deck (40):", "Instants & Sorceries (8)". */
const COLON = /^([A-Za-z][A-Za-z _&-]*?)\s*(?:\((\d+)\)|[-–:]\s*(\d+))?\s*:?$/;
/** A site's own words with the section's English name in parentheses: "Ana Deste (Main Board)", "Yan Deste (Sideboard)". */
const PARENTHESIZED = /^[^()\d]*?\s*\(([A-Za-z][A-Za-z _-]*)\)\s*:?$/;

/**
 * Reads a header-shaped line. `known` says whether a label counts as a header when written bare
 * (no colon, no "=="): MTG Arena's `Deck` is, but a bare word could also be a card named
 * "Sideboard", so bare words are headers only when they are known header words.
 */
export function readHeader(line: Line, known: (label: string) => boolean): HeaderLine | undefined {
  // A header is a few words; the patterns below backtrack over long runs of spaces, so a line
  // longer than any header is no header (a pasted paragraph stays a card line).
  if (line.content.length > MAX_HEADER_LENGTH || (line.comment?.length ?? 0) > MAX_HEADER_LENGTH) return undefined;
  if (line.comment !== undefined) {
    const word = /^([A-Za-z][A-Za-z _-]*?)\s*:?$/.exec(line.comment)?.[1];
    return word !== undefined && known(word) ? { label: word, style: "comment" } : undefined;
  }
  const t = TOURNAMENT.exec(line.content);
  if (t) return withCount(t[1] ?? "", "tournament");
  const c = COLON.exec(line.content);
  if (!c) {
    const inner = PARENTHESIZED.exec(line.content)?.[1];
    return inner !== undefined && known(inner) ? { label: inner, style: "colon" } : undefined;
  }
  const label = c[1] ?? "";
  const count = c[2] ?? c[3];
  const hasColon = line.content.endsWith(":");
  const style: HeaderStyle = hasColon || count !== undefined ? "colon" : "bare";
  if (style === "bare" && !known(label)) return undefined;
  return { label, style, ...(count !== undefined ? { declaredCount: Number(count) } : {}) };
}

function withCount(inner: string, style: HeaderStyle): HeaderLine {
  const m = /^(.*?)\s*\((\d+)\)$/.exec(inner);
  return m ? { label: m[1] ?? inner, style, declaredCount: Number(m[2]) } : { label: inner, style };
}

export function riftboundSectionOf(label: string): RiftboundSection | undefined {
  const squeezed = squeeze(label);
  return Object.hasOwn(RIFTBOUND, squeezed) ? RIFTBOUND[squeezed] : undefined;
}

export function mtgSectionOf(label: string): MtgSection | "ignored" | "about" | undefined {
  const squeezed = squeeze(label);
  return Object.hasOwn(MTG, squeezed) ? MTG[squeezed] : undefined;
}

/** A section or group word of the game (of either game when it isn't known yet). */
export function isKnownHeader(game: DeckGame | undefined, label: string): boolean {
  const squeezed = squeeze(label);
  const rift = Object.hasOwn(RIFTBOUND, squeezed) || isRiftboundGroup(label);
  const mtg = Object.hasOwn(MTG, squeezed) || isMtgGroup(label);
  return game === "riftbound" ? rift : game === "mtg" ? mtg : rift || mtg;
}

/** The header to write when a fix creates a missing section, in the file's own style. */
export function headerText(section: RiftboundSection | MtgSection, game: DeckGame, style: HeaderStyle): string {
  const riftLabels: Record<RiftboundSection, string> = {
    legend: "Legend",
    champion: "Champion",
    main: "MainDeck",
    runes: "Runes",
    battlefields: "Battlefields",
    sideboard: "Sideboard",
  };
  const mtgLabels: Record<MtgSection, string> = { commander: "Commander", companion: "Companion", main: "Deck", sideboard: "Sideboard" };
  const label = game === "riftbound" ? riftLabels[section as RiftboundSection] : mtgLabels[section as MtgSection];
  if (style === "tournament") return `== ${label === "MainDeck" ? "Main Deck" : label} ==`;
  if (style === "bare") return label;
  return `${label}:`;
}
