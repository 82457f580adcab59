import { normalizeCardName } from "@recycle-rules/cards";
import { MTG_SECTIONS, RIFTBOUND_SECTIONS, entriesOf, type DeckGame, type DeckModel, type DeckSection } from "./model.js";

/**
 * What a deck holds, without where it was written: per section, each card once with its total
 * count, sorted by name. Two files hold the same deck exactly when their contents are equal
 * (`isDeepStrictEqual` / `toEqual`), whatever their layouts — the contract the parsers are tested
 * against, and what a deck code is compared with when a file gives both a code and a list.
 */
export interface DeckContents {
  readonly game: DeckGame;
  readonly sections: Readonly<Partial<Record<DeckSection, readonly ContentsLine[]>>>;
}

export interface ContentsLine {
  readonly count: number;
  readonly name: string;
}

export function deckContents(deck: DeckModel): DeckContents {
  const sections: Partial<Record<DeckSection, ContentsLine[]>> = {};
  const names: readonly DeckSection[] = deck.game === "riftbound" ? RIFTBOUND_SECTIONS : MTG_SECTIONS;
  for (const section of names) {
    const entries = entriesOf(deck, section);
    const merged = new Map<string, { count: number; name: string }>();
    for (const e of entries) {
      const key = normalizeCardName(e.name);
      const seen = merged.get(key);
      if (seen) seen.count += e.count;
      else merged.set(key, { count: e.count, name: e.name });
    }
    const lines = [...merged.values()].filter((l) => l.count > 0).sort((a, b) => a.name.localeCompare(b.name));
    if (lines.length > 0) sections[section] = lines;
  }
  return { game: deck.game, sections };
}

/** The first difference between two decks' contents, said for a person; undefined when equal. */
export function firstDifference(a: DeckContents, b: DeckContents, labels: { a: string; b: string }): string | undefined {
  const all = new Set<DeckSection>([...(Object.keys(a.sections) as DeckSection[]), ...(Object.keys(b.sections) as DeckSection[])]);
  for (const section of all) {
    const left = new Map((a.sections[section] ?? []).map((l) => [normalizeCardName(l.name), l]));
    const right = new Map((b.sections[section] ?? []).map((l) => [normalizeCardName(l.name), l]));
    for (const [key, l] of left) {
      const r = right.get(key);
      if (!r || r.count !== l.count) return `${section}: ${labels.a} has ${l.count} ${l.name}, ${labels.b} has ${r?.count ?? 0}`;
    }
    for (const [key, r] of right) {
      if (!left.has(key)) return `${section}: ${labels.b} has ${r.count} ${r.name}, ${labels.a} has none`;
    }
  }
  return undefined;
}
