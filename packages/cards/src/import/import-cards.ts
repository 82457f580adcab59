/**
 * `importCards`: parsed JSON of any supported card data format → entries in the bundled data's
 * formats, checked as the bundled ones are, with every problem and every skipped object counted.
 */
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import { IMPORT_FORMATS, type ImportFormat, type ImportProblem, type ImportResult } from "./card-pool-file.js";
import { checkedEntries } from "./checked-entries.js";
import { detectCardFormat } from "./detect-format.js";
import { riftEntriesFromList } from "./entry-lists.js";
import { importMtgjsonAtomic } from "./mtgjson.js";
import { checkCardPool } from "./read-card-pool.js";
import { importRiftcodex } from "./riftcodex.js";
import { importRiotGallery } from "./riot-gallery.js";
import { importScryfall } from "./scryfall.js";
import { valueAt } from "./json-values.js";

/** What each format is, for the message on a file of none of them. */
const FORMAT_NAMES: Readonly<Record<ImportFormat, string>> = {
  riftcodex: "Riftcodex (an API dump, a page {items} or one card)",
  "riot-gallery": "Riot's card gallery (the page JSON, its cards or one item)",
  scryfall: "Scryfall (a card, a list or a bulk data file)",
  "mtgjson-atomic": "MTGJSON AtomicCards.json (or its data object)",
  "recycle-rules-pool": "a recycle-rules card pool",
  "recycle-rules-riftbound": "Riftbound entries like @recycle-rules/cards' data/riftbound.json (an array or {cards})",
};

/**
 * The error `importCards` throws for data of no format it knows: the only one it throws. The
 * message names every format it reads but not the file, which the caller puts before it as it
 * does before its other messages ("cards.json: not a card data format …"); the file is `sourceName`.
 */
export class UnknownCardFormatError extends Error {
  readonly sourceName: string;

  constructor(sourceName: string) {
    super(`not a card data format this can import. It reads ${IMPORT_FORMATS.map((f) => `${f}: ${FORMAT_NAMES[f]}`).join("; ")}.`);
    this.name = "UnknownCardFormatError";
    this.sourceName = sourceName;
  }
}

interface Read {
  readonly riftbound?: readonly RiftCardEntry[];
  readonly mtg?: readonly MtgCardEntry[];
  readonly problems: readonly ImportProblem[];
  readonly skipped?: number;
}

/** Converts parsed JSON of any supported format. Throws an `UnknownCardFormatError` naming the formats it knows when the format is unknown. */
export function importCards(data: unknown, sourceName: string): ImportResult {
  const format = detectCardFormat(data);
  if (format === undefined) throw new UnknownCardFormatError(sourceName);
  if (format === "recycle-rules-pool") {
    // A pool is checked as it is read; its entries are checked already.
    const { pool, problems, defined } = checkCardPool(data);
    return { format, riftbound: pool?.riftbound ?? [], mtg: pool?.mtg ?? [], problems, skipped: 0, defined: defined ?? { riftbound: [], mtg: [] } };
  }
  const read = readFormat(format, data);
  const checked = checkedEntries(read.riftbound ?? [], read.mtg ?? []);
  return { format, riftbound: checked.riftbound, mtg: checked.mtg, problems: [...read.problems, ...checked.problems], skipped: read.skipped ?? 0, defined: checked.defined };
}

function readFormat(format: Exclude<ImportFormat, "recycle-rules-pool">, data: unknown): Read {
  switch (format) {
    case "riftcodex":
      return importRiftcodex(data);
    case "riot-gallery":
      return importRiotGallery(data);
    case "scryfall":
      return importScryfall(data);
    case "mtgjson-atomic":
      return importMtgjsonAtomic(data);
    case "recycle-rules-riftbound": {
      const cards = valueAt(data, "cards");
      const { entries, problems } = riftEntriesFromList(Array.isArray(data) ? data : Array.isArray(cards) ? cards : [], "Card");
      return { riftbound: entries, problems };
    }
  }
}
