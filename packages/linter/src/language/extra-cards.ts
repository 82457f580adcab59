import {
  createCardIndex,
  detectCardFormat,
  importCards,
  mtgCardFromEntry,
  mtgCardPool,
  mtgCardPoolWith,
  normalizeCardName,
  riftCardFromEntry,
  riftboundCards,
  riftboundCardsWith,
  type CardIndex,
  type MtgCardEntry,
  type MtgCardPool,
  type RiftCardEntry,
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
  /** One sentence per problem ("Recycler Bot (cost): …"); the card is still added when it has a name. */
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
  const rift = new Map<string, RiftCardDef>();
  const mtg = new Map<string, MtgCardDef>();
  for (const { name, data } of sources) {
    for (const entry of riftboundEntriesOf(name, data, problems)) {
      const { def, problems: cardProblems } = riftCardFromEntry(entry);
      for (const p of cardProblems) problems.push(`${name}: ${def.name} (${p.field}): ${p.message}`);
      rift.set(normalizeCardName(def.name), def);
    }
    for (const entry of mtgEntriesOf(name, data, problems)) {
      const { def, problems: cardProblems } = mtgCardFromEntry(entry);
      for (const p of cardProblems) problems.push(`${name}: ${def.name} (${p.field}): ${p.message}`);
      mtg.set(normalizeCardName(def.name), def);
    }
  }
  const riftExtra = [...rift.values()];
  const mtgExtra = [...mtg.values()];
  const replaced = [...riftExtra.filter((d) => riftBase.lookup(d.name)), ...mtgExtra.filter((d) => mtgBase.lookup(d.name))].map((d) => d.name);
  const catalog = riftboundOver(riftBase, riftExtra);
  const pools: CardPools = { riftbound: catalog, mtg: mtgCardPoolWith(mtgExtra, mtgBase) };
  return { catalog, pools, count: riftExtra.length + mtgExtra.length, counts: { riftbound: riftExtra.length, mtg: mtgExtra.length }, replaced, problems };
}

/** `extra` in front of `base`: over the bundled cards the index stays lazy (a card file doesn't make every bundled card parse). */
function riftboundOver(base: RiftboundCatalog, extra: readonly RiftCardDef[]): RiftboundCatalog {
  if (extra.length === 0) return base;
  if (base === riftboundCards()) return riftboundCardsWith(extra);
  const names = new Set(extra.map((d) => normalizeCardName(d.name)));
  return createCardIndex([...base.all().filter((d) => !names.has(normalizeCardName(d.name))), ...extra]);
}

/**
 * A file's Riftbound entries. The bundled data's own shape is read leniently, as before the
 * importers (missing lists are empty); every other format goes through `importCards`.
 */
function riftboundEntriesOf(name: string, data: unknown, problems: string[]): RiftCardEntry[] {
  // A list in no importer's format is read as the bundled data's own (each record then says what it lacks).
  const format = detectCardFormat(data) ?? (Array.isArray(data) || (isRecord(data) && Array.isArray(data["cards"])) ? "recycle-rules-riftbound" : undefined);
  if (format === undefined) {
    problems.push(`${name}: not card data: expected an array of cards (or { "cards": [...] }) like @recycle-rules/cards' data/riftbound.json, a card pool from \`recycle-rules cards import\`, or a Riftcodex, card-gallery, Scryfall or MTGJSON file.`);
    return [];
  }
  if (format !== "recycle-rules-riftbound") return [...imported(name, data, problems).riftbound];
  const list = Array.isArray(data) ? data : ((data as { cards: unknown[] }).cards ?? []);
  const out: RiftCardEntry[] = [];
  list.forEach((raw, i) => {
    if (!isRecord(raw) || typeof raw["name"] !== "string" || typeof raw["type"] !== "string") {
      problems.push(`${name}: card ${i + 1} needs at least a "name" and a "type".`);
      return;
    }
    // Missing lists are empty, as in the bundled data; the rest is checked by defineRiftCard.
    out.push({ supertypes: [], domains: [], tags: [], keywords: [], text: "", ...raw } as unknown as RiftCardEntry);
  });
  return out;
}

function mtgEntriesOf(name: string, data: unknown, problems: string[]): readonly MtgCardEntry[] {
  const format = detectCardFormat(data);
  if (format === undefined || format === "recycle-rules-riftbound") return [];
  return imported(name, data, problems, false).mtg;
}

/** One import per file and call (both games' entries come from it); its problems reported once. */
const importsSeen = new WeakMap<object, ReturnType<typeof importCards>>();
function imported(name: string, data: unknown, problems: string[], report = true): ReturnType<typeof importCards> {
  const key = data as object;
  let result = importsSeen.get(key);
  if (!result) {
    result = importCards(data, name);
    importsSeen.set(key, result);
  }
  if (report) {
    for (const p of result.problems) problems.push(`${name}: ${p.card ? `${p.card}: ` : ""}${p.message}`);
    if (result.skipped > 0) problems.push(`${name}: ${result.skipped} object${result.skipped === 1 ? "" : "s"} that are not gameplay cards left out.`);
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
