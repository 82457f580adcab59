import {
  createCardIndex,
  detectCardFormat,
  importCards,
  isNameOnlyMtgCard,
  mtgCardFromEntry,
  mtgCardPool,
  mtgCardPoolWith,
  normalizeCardName,
  riftCardFromEntry,
  riftboundCards,
  riftboundCardsWith,
  type CardIndex,
  type MtgCardPool,
} from "@recycle-rules/cards";
import type { MtgCardDef, RiftCardDef } from "@recycle-rules/engine";
import type { CardCatalog } from "../games/riftbound/cards.js";

/** A Riftbound catalog that can list its cards (completion lists read them). */
export type RiftboundCatalog = CardCatalog & Pick<CardIndex<RiftCardDef>, "all">;

/**
 * The cards a file is judged with, one catalog a game: what lintFile, lintDeck and lintScenario's
 * `catalogs` take. (A type, not an interface: `catalogs` is also a record of catalogs by game id.)
 */
export type CardPools = {
  readonly riftbound: RiftboundCatalog;
  readonly mtg: MtgCardPool;
};

export interface ExtraCardsResult {
  /** The base Riftbound cards (the bundled ones) plus the extra ones; an extra card replaces a base card of the same name. */
  readonly catalog: RiftboundCatalog;
  /** Both games' catalogs: the base ones with the extra cards in front. */
  readonly pools: CardPools;
  /** How many cards the files added, per game. */
  readonly count: number;
  readonly counts: { readonly riftbound: number; readonly mtg: number };
  /** The names of base cards an extra card replaces (imported data overrides bundled data, and says so). */
  readonly replaced: readonly string[];
  /** The files that are no card data (or a pool this release can't read): nothing of them was used. */
  readonly refused: readonly string[];
  /** One sentence per problem ("pool.json: Recycler Bot: cost: …"); the card is still added when it has a name. */
  readonly problems: readonly string[];
}

/**
 * Catalogs with extra card data (a new set, a playtest file, a pool written by `recycle-rules
 * cards import`): a file in the format of the bundled data/riftbound.json (an array of entries,
 * or `{ "cards": [...] }`), a card pool file, or any format the importers read (a Riftcodex
 * dump, the publisher's card gallery, Scryfall, MTGJSON AtomicCards). Callers read the files;
 * this only converts, checks and indexes what they hold, through the same path the bundled cards
 * take. The cards are put in front of `base` (default: the bundled cards): a later file's card
 * replaces an earlier one's and a base card of the same name.
 */
export function catalogWithExtraCards(
  sources: readonly { readonly name: string; readonly data: unknown }[],
  base: RiftboundCatalog | Partial<CardPools> = {},
): ExtraCardsResult {
  const bases = "lookup" in base ? { riftbound: base } : base;
  const riftBase = bases.riftbound ?? riftboundCards();
  const mtgBase = bases.mtg ?? mtgCardPool();
  const problems: string[] = [];
  const refused: string[] = [];
  const rift = new Map<string, RiftCardDef>();
  const mtg = new Map<string, MtgCardDef>();
  for (const { name, data } of sources) {
    const read = cardsOf(name, data);
    problems.push(...read.problems);
    if (read.refused) refused.push(name);
    // The importer has checked every entry and reported its problems; defining one again only makes the card.
    for (const def of read.riftbound) rift.set(normalizeCardName(def.name), def);
    for (const def of read.mtg) mtg.set(normalizeCardName(def.name), def);
  }
  const riftExtra = [...rift.values()];
  const mtgExtra = [...mtg.values()];
  const replaced = cardsReplaced({ riftbound: riftExtra.map((d) => d.name), mtg: mtgExtra.map((d) => d.name) }, { riftbound: riftBase, mtg: mtgBase });
  const catalog = riftboundOver(riftBase, riftExtra);
  const pools: CardPools = { riftbound: catalog, mtg: mtgCardPoolWith(mtgExtra, mtgBase) };
  return { catalog, pools, count: riftExtra.length + mtgExtra.length, counts: { riftbound: riftExtra.length, mtg: mtgExtra.length }, replaced, refused, problems };
}

/**
 * The names of `base`'s cards (default: the bundled ones) that cards of these names replace. A
 * Magic card the base knows by name only is not replaced data: it had none.
 */
export function cardsReplaced(names: { readonly riftbound: readonly string[]; readonly mtg: readonly string[] }, base: Partial<CardPools> = {}): string[] {
  const riftBase = base.riftbound ?? riftboundCards();
  const mtgBase = base.mtg ?? mtgCardPool();
  const replacesMtg = (name: string): boolean => {
    const found = mtgBase.lookup(name);
    return found !== undefined && !isNameOnlyMtgCard(found);
  };
  return [...names.riftbound.filter((name) => riftBase.lookup(name) !== undefined), ...names.mtg.filter(replacesMtg)];
}

/**
 * The most card records one card-data file may hold. A playtest set holds a few dozen, every
 * Riftbound card about 930 (in 1,320 printings), a whole Magic database about 33,000 cards (a
 * bulk file of every printing, more). Without a bound, a 6 MB file of `{}` (2 million malformed
 * records) had a problem written for each, and the language server grew past 1 GB.
 */
export const MAX_CARD_RECORDS = 100_000;

/** A file's cards, defined; its problems as sentences; refused when it is no card data (or a pool this can't read). */
interface FileCards {
  readonly riftbound: readonly RiftCardDef[];
  readonly mtg: readonly MtgCardDef[];
  readonly problems: readonly string[];
  readonly refused: boolean;
}

/** One file's cards, converted once per parsed object (the server and the CLI's configs ask again with the same data). */
const converted = new WeakMap<object, FileCards>();

function cardsOf(name: string, data: unknown): FileCards {
  const key = typeof data === "object" && data !== null ? data : undefined;
  const hit = key && converted.get(key);
  if (hit) return hit;
  const made = convert(name, data);
  if (key) converted.set(key, made);
  return made;
}

function convert(name: string, data: unknown): FileCards {
  const none = (message: string): FileCards => ({ riftbound: [], mtg: [], problems: [`${name}: ${message}`], refused: true });
  const records = cardRecordCount(data);
  if (records > MAX_CARD_RECORDS) return none(`not read: it holds ${records.toLocaleString("en-US")} card records, over the ${MAX_CARD_RECORDS.toLocaleString("en-US")} one card-data file may hold.`);
  // A list in no importer's format is read as the bundled data's own (each record then says what it lacks).
  const format = detectCardFormat(data);
  const readable = format !== undefined ? data : Array.isArray(data) ? { cards: data } : undefined;
  if (readable === undefined) {
    return none(`not card data: expected a card pool from \`recycle-rules cards import\`, a Riftcodex, card-gallery, Scryfall or MTGJSON file, or an array of cards (or { "cards": [...] }) like @recycle-rules/cards' data/riftbound.json.`);
  }
  if (format === "recycle-rules-pool" && (data as { version?: unknown }).version !== 1) {
    return none(`a card pool of a version this release can't read (${JSON.stringify((data as { version?: unknown }).version)?.slice(0, 20)}; it reads 1).`);
  }
  const result = importCards(readable, name);
  const problems = result.problems.map((p) => `${name}: ${p.card ? `${p.card}: ` : ""}${p.message}`);
  if (result.skipped > 0) problems.push(`${name}: ${result.skipped.toLocaleString("en-US")} object${result.skipped === 1 ? "" : "s"} that are not gameplay cards left out.`);
  const riftbound = result.defined?.riftbound ?? result.riftbound.map((entry) => riftCardFromEntry(entry).def);
  const mtg = result.defined?.mtg ?? result.mtg.map((entry) => mtgCardFromEntry(entry).def);
  return { riftbound, mtg, problems, refused: false };
}

/**
 * How many records a parsed file holds, whatever its shape: the lengths of the arrays in it,
 * looking through objects and short arrays (a gallery page's blades) but not into long arrays'
 * items (a card's own lists are not cards). Cheap: it never walks a card.
 */
function cardRecordCount(data: unknown, depth = 0): number {
  if (depth > 6 || typeof data !== "object" || data === null) return 0;
  if (Array.isArray(data)) {
    if (data.length > 64) return data.length;
    let inside = 0;
    for (const item of data) inside += cardRecordCount(item, depth + 1);
    return Math.max(data.length, inside);
  }
  let sum = 0;
  for (const value of Object.values(data)) if (typeof value === "object" && value !== null) sum += Array.isArray(value) && value.length > 64 ? value.length : cardRecordCount(value, depth + 1);
  return sum;
}

/** `extra` in front of `base`: over the bundled cards the index stays lazy (a card file doesn't make every bundled card parse). */
function riftboundOver(base: RiftboundCatalog, extra: readonly RiftCardDef[]): RiftboundCatalog {
  if (extra.length === 0) return base;
  if (base === riftboundCards()) return riftboundCardsWith(extra);
  const names = new Set(extra.map((d) => normalizeCardName(d.name)));
  return createCardIndex([...base.all().filter((d) => !names.has(normalizeCardName(d.name))), ...extra]);
}
