/**
 * A game's bundled card list, whatever the game: its data file read once, each entry built
 * through the game's own definer (the path a custom card takes, so data and scenario files are
 * read by the same code), checked, and indexed. Each game supplies only its data file and how one
 * entry becomes a card.
 */
import { readFileSync } from "node:fs";
import { cardKeys, createLazyCardIndex, normalizeCardName, type CardIndex, type IndexableCard } from "./card-index.js";
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
  /**
   * The bundled cards and `extra` ones in one index, an extra card replacing a bundled one of the
   * same name; bundled cards are still made only when returned (and shared with `cards()`).
   */
  withExtra(extra: readonly Def[]): CardIndex<Def>;
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
    if (cardKeys(def).join("\n") !== cardKeys(entry).join("\n")) errors.push(`${entry.name}: the card's name or code differs from the entry's`);
    if (errors.length > 0) throw new Error(`data/${source.file} has problems:\n${errors.join("\n")}`);
    return def;
  };

  // Each card is made when first returned: a scenario names a few, and parsing every card's
  // rules text up front was most of the language server's first lint. (Two entries found by one
  // name or code would make the index return the last: the tests check there are none,
  // duplicateCardKeys, so start-up doesn't pay for it.)
  let defs: (Def | undefined)[] | undefined;
  const cardAt = (i: number): Def => {
    const list = readEntries();
    defs ??= new Array<Def | undefined>(list.length);
    return (defs[i] ??= define(list[i]!));
  };

  const withExtra = (extra: readonly Def[]): CardIndex<Def> => {
    const list = readEntries();
    const replaced = new Set(extra.map((d) => normalizeCardName(d.name)));
    const kept: number[] = [];
    list.forEach((entry, i) => {
      if (!replaced.has(normalizeCardName(entry.name))) kept.push(i);
    });
    const keys: IndexableCard[] = [...kept.map((i) => list[i]!), ...extra];
    return createLazyCardIndex(keys, (j) => (j < kept.length ? cardAt(kept[j]!) : extra[j - kept.length]!));
  };

  return {
    entries: readEntries,
    cards: () => (index ??= createLazyCardIndex(readEntries(), cardAt)),
    withExtra,
  };
}

