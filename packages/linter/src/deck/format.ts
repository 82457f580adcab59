import type { DeckEntry, DeckModel, DeckSection } from "./model.js";

/**
 * A deck as text in the first layout of its game: Riftbound's section layout (Piltover Archive's
 * export, with the Chosen Champion under Champion:) or MTG Arena's export. What `deck decode`
 * prints; reading the text back gives the same deck contents.
 */
export function formatDeck(deck: DeckModel): string {
  const blocks: string[] = [];
  if (deck.name !== undefined) blocks.push(`name: ${deck.name}`);
  if (deck.game === "riftbound") {
    const s = deck.sections;
    const parts: [string, readonly DeckEntry<unknown>[]][] = [
      ["Legend:", s.legend],
      ["Champion:", s.champion],
      ["MainDeck:", s.main],
      ["Battlefields:", s.battlefields],
      ["Runes:", s.runes],
      ["Sideboard:", s.sideboard],
    ];
    for (const [header, entries] of parts) if (entries.length > 0) blocks.push([header, ...lines(entries)].join("\n"));
  } else {
    const s = deck.sections;
    const parts: [string, readonly DeckEntry<unknown>[]][] = [
      ["Commander", s.commander],
      ["Companion", s.companion],
      ["Deck", s.main],
      ["Sideboard", s.sideboard],
    ];
    for (const [header, entries] of parts) if (entries.length > 0) blocks.push([header, ...lines(entries)].join("\n"));
  }
  return `${blocks.join("\n\n")}\n`;
}

/** One line per card, copies on several lines added up, in the order first listed. */
function lines(entries: readonly DeckEntry<unknown>[]): string[] {
  const merged = new Map<string, { count: number; name: string; section: DeckSection }>();
  for (const e of entries) {
    const key = e.name.toLowerCase();
    const seen = merged.get(key);
    if (seen) seen.count += e.count;
    else merged.set(key, { count: e.count, name: e.name, section: e.section });
  }
  return [...merged.values()].map((e) => `${e.count} ${e.name}`);
}
