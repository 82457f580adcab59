import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import type { Range } from "../diagnostics/types.js";

/**
 * A deck list as data. Every layout a game accepts (Riftbound's section, flat and tournament
 * layouts and deck codes; MTG Arena, plain text and MTGO .dek) parses into this one model, so the
 * checks never know which layout the player pasted. Each entry keeps the ranges of its line, its
 * count and its name, so a finding lands on the exact text.
 */

export type DeckGame = "riftbound" | "mtg";

/** Each deck-list game's name in messages. */
export const DECK_GAME_NAMES: Readonly<Record<DeckGame, string>> = { riftbound: "Riftbound", mtg: "Magic: The Gathering" };

/** Riftbound: the Legend, the Chosen Champion, the Main Deck, the Rune Deck, battlefields (103). */
export const RIFTBOUND_SECTIONS = ["legend", "champion", "main", "runes", "battlefields", "sideboard"] as const;
export type RiftboundSection = (typeof RIFTBOUND_SECTIONS)[number];

/** MTG Arena's sections; a Companion is listed apart and also sits in the sideboard. */
export const MTG_SECTIONS = ["commander", "companion", "main", "sideboard"] as const;
export type MtgSection = (typeof MTG_SECTIONS)[number];

export type DeckSection = RiftboundSection | MtgSection;

/**
 * The layout the text was written in. Riftbound: `sections` (Piltover Archive's `Legend:` …
 * `Runes:`), `flat` (one line per card, sections from the card types, `// Sideboard`),
 * `tournament` (`== Main Deck ==`, `3x Name`), `code` (a deck code only). MTG: `arena`
 * (`Deck`/`Sideboard` headers), `plain` (a blank line or `SB:` for the sideboard), `dek` (XML).
 */
export type DeckLayout = "sections" | "flat" | "tournament" | "code" | "arena" | "plain" | "dek";

/** Where an entry came from: its own line, a deck code, or split off another entry. */
export type EntryOrigin = "line" | "code" | "champion-split";

export interface EntryRanges {
  /** The whole line (or, for a deck code, the code). */
  readonly line: Range;
  /** The count as written; absent when the line has none (a count of 1). */
  readonly count?: Range;
  /** The card name (or code, when the entry has no name) as written. */
  readonly name: Range;
  /** A collector code in the line, "(OGN-251)" → "OGN-251". */
  readonly code?: Range;
}

export interface DeckEntry<Card> {
  readonly section: DeckSection;
  readonly count: number;
  /** The card's own name when it is known, else the name (or code) as written. */
  readonly name: string;
  /** The name as written in the file ("Vi - Destructive", "OGN-036" for a code-only entry). */
  readonly written: string;
  /** Riftbound collector code, as written or from the card data. */
  readonly code?: string;
  /** MTG set code "(MH1)" / Riftbound set prefix. */
  readonly set?: string;
  /** Collector number, "1", "6s", "251". */
  readonly number?: string;
  /** The card, when the card data knows it. */
  readonly card?: Card;
  readonly ranges: EntryRanges;
  readonly origin: EntryOrigin;
}

/** A section header as written ("Runes:", "== Runes ==", "Sideboard"), for fixes that move cards. */
export interface SectionHeader {
  readonly section: DeckSection;
  /** The header's line. */
  readonly range: Range;
  /** The header word(s) without decoration, for messages. */
  readonly label: string;
}

/**
 * A group line inside a section, as sites print them above cards of one type: `Creatures (4)`,
 * `Non-Creature Spells (30)`, `Units:`. A group is part of a section, not a section of its own.
 */
export interface DeckGroup {
  /** The group's words as written, without the count: "Non-Creature Spells". */
  readonly label: string;
  /** The section the group is part of (Riftbound groups outside a section belong to the Main Deck). */
  readonly section: DeckSection;
  /** The group line. */
  readonly range: Range;
  /** "Creatures (4)" → 4: what the site counted. */
  readonly declaredCount?: number;
  /** The cards listed under it, up to the next header: the counts of its lines added up. */
  readonly count: number;
}

interface DeckModelBase<Section extends DeckSection, Card> {
  readonly layout: DeckLayout;
  /** From a `name:` line (or the .dek file's name), when given. */
  readonly name?: string;
  /** Every section, in the game's order; an absent section is an empty list. */
  readonly sections: Readonly<Record<Section, readonly DeckEntry<Card>[]>>;
  readonly headers: readonly SectionHeader[];
  /** Group lines (`Creatures (4)`, `Units:`), in the order written; absent when there are none. */
  readonly groups?: readonly DeckGroup[];
  /** The `game:` line, when given. */
  readonly gameRange?: Range;
}

export interface RiftboundDeck extends DeckModelBase<RiftboundSection, RiftCardDef> {
  readonly game: "riftbound";
  /** The deck code, when the file gives one (alone or on a `code:` line). */
  readonly code?: { readonly text: string; readonly range: Range };
}

export interface MtgDeck extends DeckModelBase<MtgSection, MtgCardDef> {
  readonly game: "mtg";
}

export type DeckModel = RiftboundDeck | MtgDeck;

export type AnyDeckEntry = DeckEntry<RiftCardDef> | DeckEntry<MtgCardDef>;

/** Every entry of the deck, section by section in the game's order. */
export function allEntries(deck: DeckModel): readonly AnyDeckEntry[] {
  if (deck.game === "riftbound") return RIFTBOUND_SECTIONS.flatMap((s) => deck.sections[s]);
  return MTG_SECTIONS.flatMap((s) => deck.sections[s]);
}

/** One section's entries, for code that treats both games alike; a section the game lacks is empty. */
export function entriesOf(deck: DeckModel, section: DeckSection): readonly AnyDeckEntry[] {
  const sections: Partial<Record<DeckSection, readonly AnyDeckEntry[]>> = deck.sections;
  return sections[section] ?? [];
}

/** The number of cards in a list of entries. */
export function total(entries: readonly { readonly count: number }[]): number {
  return entries.reduce((sum, e) => sum + e.count, 0);
}
