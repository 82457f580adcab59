/**
 * A card pool file: the cards imported from public card databases (and earlier pools), in the
 * formats of the bundled data (data/riftbound.json's entries, data/mtg.json's entries), with the
 * list of what was imported. `buildCardPool` makes one from import results; `readCardPool`
 * (read-card-pool.ts) checks one read back from disk.
 */
import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import { normalizeCardName } from "../card-index.js";
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";

export const CARD_POOL_FORMAT = "recycle-rules-card-pool";

export type ImportFormat = "riftcodex" | "riot-gallery" | "scryfall" | "mtgjson-atomic" | "recycle-rules-pool" | "recycle-rules-riftbound";

/** Every format `importCards` reads, in the order its unknown-format message names them. */
export const IMPORT_FORMATS: readonly ImportFormat[] = ["riftcodex", "riot-gallery", "scryfall", "mtgjson-atomic", "recycle-rules-pool", "recycle-rules-riftbound"];

/** One imported file: its name, its format, and how many cards of each game it gave. */
export interface CardPoolSource {
  readonly name: string;
  readonly format: ImportFormat;
  readonly riftbound: number;
  readonly mtg: number;
}

export interface CardPoolFile {
  readonly format: typeof CARD_POOL_FORMAT;
  readonly version: 1;
  /** What was imported, in order. */
  readonly sources: readonly CardPoolSource[];
  readonly riftbound: readonly RiftCardEntry[];
  readonly mtg: readonly MtgCardEntry[];
}

export interface ImportProblem {
  /** The card's name, when the problem is one card's. */
  readonly card?: string;
  readonly message: string;
}

export interface ImportResult {
  readonly format: ImportFormat;
  readonly riftbound: readonly RiftCardEntry[];
  readonly mtg: readonly MtgCardEntry[];
  /** Per card: a fact missing or not convertible, and the definer's problems (the card is kept when it has a name). */
  readonly problems: readonly ImportProblem[];
  /** Objects that are not gameplay cards (Scryfall and MTGJSON tokens, emblems, art cards, planes, schemes, vanguards). */
  readonly skipped: number;
  /**
   * The card of each entry, as its game's definer (`riftCardFromEntry`, `mtgCardFromEntry`) made
   * it when the import checked the entry: `defined.riftbound[i]` is `riftbound[i]`'s card and
   * `defined.mtg[i]` is `mtg[i]`'s, in the same order. `importCards` always fills it, so a caller
   * that needs the cards uses these rather than define (and parse) every entry again; a result
   * made another way may lack it, and then the entries are defined as usual.
   */
  readonly defined?: { readonly riftbound: readonly RiftCardDef[]; readonly mtg: readonly MtgCardDef[] };
}

/**
 * A pool of the imported results, in order, over `base` (an existing pool) when given: a card of
 * a later source replaces one of the same name (case, accents and ", "/" - " ignored, as
 * `normalizeCardName` does) and keeps its place; new cards are added at the end. Each result is
 * one source, counted by the cards it gave.
 */
export function buildCardPool(results: readonly { readonly name: string; readonly result: ImportResult }[], base?: CardPoolFile): CardPoolFile {
  const riftbound = new Map<string, RiftCardEntry>();
  const mtg = new Map<string, MtgCardEntry>();
  const sources: CardPoolSource[] = [...(base?.sources ?? [])];
  const add = <Entry extends { readonly name: string }>(into: Map<string, Entry>, entries: readonly Entry[]): void => {
    for (const entry of entries) into.set(normalizeCardName(entry.name), entry);
  };
  add(riftbound, base?.riftbound ?? []);
  add(mtg, base?.mtg ?? []);
  for (const { name, result } of results) {
    add(riftbound, result.riftbound);
    add(mtg, result.mtg);
    sources.push({ name, format: result.format, riftbound: result.riftbound.length, mtg: result.mtg.length });
  }
  return { format: CARD_POOL_FORMAT, version: 1, sources, riftbound: [...riftbound.values()], mtg: [...mtg.values()] };
}
