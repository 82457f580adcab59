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

export function squeeze(label: string): string {
  return label.toLowerCase().replace(/[\s_-]+/g, "");
}

/** No section header is longer than this. */
const MAX_HEADER_LENGTH = 200;

const TOURNAMENT = /^==+\s*([^=]+?)\s*==+$/;
/** "Main Deck (40)", "Runes - 12", "Battlefields: 3", "MainDeck:", "Main Deck (40):". */
const COLON = /^([A-Za-z][A-Za-z _-]*?)\s*(?:\((\d+)\)|[-–:]\s*(\d+))?\s*:?$/;

/**
 * Reads a header-shaped line. `known` says whether a label counts as a header when written bare
 * (no colon, no "=="): MTG Arena's `Deck` is, but a bare word could also be a card named
 * "Sideboard", so bare words are headers only when they are known header words.
 */
export function readHeader(line: Line, known: (squeezed: string) => boolean): HeaderLine | undefined {
  // A header is a few words; the patterns below backtrack over long runs of spaces, so a line
  // longer than any header is no header (a pasted paragraph stays a card line).
  if (line.content.length > MAX_HEADER_LENGTH || (line.comment?.length ?? 0) > MAX_HEADER_LENGTH) return undefined;
  if (line.comment !== undefined) {
    const word = /^([A-Za-z][A-Za-z _-]*?)\s*:?$/.exec(line.comment)?.[1];
    return word !== undefined && known(squeeze(word)) ? { label: word, style: "comment" } : undefined;
  }
  const t = TOURNAMENT.exec(line.content);
  if (t) return withCount(t[1] ?? "", "tournament");
  const c = COLON.exec(line.content);
  if (!c) return undefined;
  const label = c[1] ?? "";
  const count = c[2] ?? c[3];
  const hasColon = line.content.endsWith(":");
  const style: HeaderStyle = hasColon || count !== undefined ? "colon" : "bare";
  if (style === "bare" && !known(squeeze(label))) return undefined;
  return { label, style, ...(count !== undefined ? { declaredCount: Number(count) } : {}) };
}

function withCount(inner: string, style: HeaderStyle): HeaderLine {
  const m = /^(.*?)\s*\((\d+)\)$/.exec(inner);
  return m ? { label: m[1] ?? inner, style, declaredCount: Number(m[2]) } : { label: inner, style };
}

export function riftboundSectionOf(label: string): RiftboundSection | undefined {
  return RIFTBOUND[squeeze(label)];
}

export function mtgSectionOf(label: string): MtgSection | "ignored" | "about" | undefined {
  return MTG[squeeze(label)];
}

export function isKnownHeader(game: DeckGame | undefined, squeezed: string): boolean {
  if (game === "riftbound") return squeezed in RIFTBOUND;
  if (game === "mtg") return squeezed in MTG;
  return squeezed in RIFTBOUND || squeezed in MTG;
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
