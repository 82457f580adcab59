/**
 * A game's bundled card list, whatever the game: its data file read once, each entry built
 * through the game's own definer (the path a custom card takes, so data and scenario files are
 * read by the same code), checked, and indexed. Each game supplies only its data file and how one
 * entry becomes a card.
 */
import { readFileSync } from "node:fs";
import { createLazyCardIndex, normalizeCardCode, normalizeCardName, type CardIndex, type IndexableCard } from "./card-index.js";
import { dataFile } from "./data-files.js";

/** What a game's definer returns for one entry: the card, and what is wrong with it. */
export interface DefinedEntry<Def> {
  readonly def: Def;
  readonly problems: readonly { readonly field: string; readonly message: string; readonly unsupported?: true }[];
}

export interface BundledCardSource<Entry, Def> {
  /** The data file's name in the package's data folder: "riftbound.json". */
  readonly file: string;
  /** One entry through the same path a custom card takes. */
  readonly define: (entry: Entry) => DefinedEntry<Def>;
}

export interface BundledCards<Entry, Def extends IndexableCard> {
  /** The raw entries of the data file (read on first use, then kept). */
  entries(): readonly Entry[];
  /**
   * Every card, indexed (the index on first use, each card when a look-up first returns it, then
   * kept). Bundled data must be clean: a problem in a card is a bug in this package, so making
   * that card throws (the tests make every card, which keeps that from ever reaching a user).
   */
  cards(): CardIndex<Def>;
}

export function bundledCards<Entry extends IndexableCard, Def extends IndexableCard>(
  source: BundledCardSource<Entry, Def>,
): BundledCards<Entry, Def> {
  // Read on first use, not at import: a caller that only parses card text never needs the file.
  const url = dataFile(source.file);
  let entries: readonly Entry[] | undefined;
  let index: CardIndex<Def> | undefined;

  const readEntries = (): readonly Entry[] => {
    entries ??= JSON.parse(readFileSync(url, "utf8")) as Entry[];
    return entries;
  };

  /** One entry made into its card, which must have no problems and be found by the entry's keys. */
  const define = (entry: Entry): Def => {
    const { def, problems } = source.define(entry);
    // Valid text the engine doesn't read (a printed card's hybrid mana symbol) is no data error:
    // that part of the card is unmodelled, as the parser says.
    const errors = problems.filter((p) => p.unsupported !== true).map((p) => `${entry.name} (${p.field}): ${p.message}`);
    // The index is keyed on the entry: a card found under other keys would be found by neither.
    if (lookupKeys(def).join("\n") !== lookupKeys(entry).join("\n")) errors.push(`${entry.name}: the card's name or code differs from the entry's`);
    if (errors.length > 0) throw new Error(`data/${source.file} has problems:\n${errors.join("\n")}`);
    return def;
  };

  const buildIndex = (): CardIndex<Def> => {
    const list = readEntries();
    const seen = new Set<string>();
    const errors: string[] = [];
    for (const entry of list) {
      // Two cards under one key would make the index return whichever came last.
      for (const key of lookupKeys(entry)) {
        if (seen.has(key)) errors.push(`${entry.name}: duplicate name or code ${key}`);
        seen.add(key);
      }
    }
    if (errors.length > 0) throw new Error(`data/${source.file} has problems:\n${errors.join("\n")}`);
    // Each card is made when first returned: a scenario names a few, and parsing every card's
    // rules text up front was most of the language server's first lint.
    const defs = new Array<Def | undefined>(list.length);
    return createLazyCardIndex(list, (i) => (defs[i] ??= define(list[i]!)));
  };

  return {
    entries: readEntries,
    cards: () => (index ??= buildIndex()),
  };
}

/** The keys the index finds a card by: its name, and its collector code when it has one. */
function lookupKeys(card: IndexableCard): string[] {
  const keys = [normalizeCardName(card.name)];
  const code = card.code === undefined ? undefined : normalizeCardCode(card.code);
  if (code !== undefined) keys.push(code);
  return keys.filter((key) => key !== "");
}
