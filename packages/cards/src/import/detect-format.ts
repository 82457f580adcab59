/**
 * Which card data format a parsed JSON file is, from its shape alone. Each database's objects
 * have keys no other has (Scryfall's `object: "card"`, Riftcodex's `riftbound_id`, Riot's
 * `publicCode`/`cardType`, MTGJSON's `{meta, data: {name: [faces]}}`); a list is judged by its
 * first object. An empty list is data of no card, not an unknown format: `[]` is read as Riftbound
 * entries, `{items: []}` as a Riftcodex page, `{object: "list", data: []}` as a Scryfall list.
 */
import { CARD_POOL_FORMAT, type ImportFormat } from "./card-pool-file.js";
import { isRecord, type JsonRecord } from "./json-values.js";
import { isMtgjsonAtomic } from "./mtgjson.js";
import { isRiftcodexRecord } from "./riftcodex.js";
import { isRiotGalleryItem, isRiotGalleryPage } from "./riot-gallery.js";
import { isScryfallCard, isScryfallList } from "./scryfall.js";

const RIFT_TYPES = ["unit", "spell", "gear", "rune", "legend", "battlefield"];

/** Which format `data` (parsed JSON) is, or undefined when none. */
export function detectCardFormat(data: unknown): ImportFormat | undefined {
  if (Array.isArray(data)) {
    // An empty list holds no card, which is no reason to refuse it: read as entries, as `{cards: []}` is.
    if (data.length === 0) return "recycle-rules-riftbound";
    const first = data.find(isRecord);
    return first === undefined ? undefined : itemFormat(first);
  }
  if (!isRecord(data)) return undefined;
  if (data["format"] === CARD_POOL_FORMAT) return "recycle-rules-pool";
  if (isScryfallCard(data) || isScryfallList(data)) return "scryfall";
  if (isRiotGalleryPage(data)) return "riot-gallery";
  const items = data["items"];
  if (Array.isArray(items)) {
    // An API page of Riftcodex ({items, total, page, size, pages}), or the items of Riot's gallery;
    // an empty one (a page past the last, a search that found nothing) is a Riftcodex page of no card.
    const first = items.find(isRecord);
    if (first === undefined) return items.length === 0 || typeof data["total"] === "number" || typeof data["pages"] === "number" ? "riftcodex" : undefined;
    const format = itemFormat(first);
    return format === "riftcodex" || format === "riot-gallery" ? format : undefined;
  }
  if (Array.isArray(data["cards"])) return "recycle-rules-riftbound";
  if (isMtgjsonAtomic(data)) return "mtgjson-atomic";
  if (isRiftcodexRecord(data)) return "riftcodex";
  if (isRiotGalleryItem(data)) return "riot-gallery";
  return undefined;
}

function itemFormat(item: JsonRecord): ImportFormat | undefined {
  if (isScryfallCard(item)) return "scryfall";
  if (isRiftcodexRecord(item)) return "riftcodex";
  if (isRiotGalleryItem(item)) return "riot-gallery";
  if (isRiftEntry(item)) return "recycle-rules-riftbound";
  return undefined;
}

/** An entry like data/riftbound.json's: a name and a Riftbound card type, or the fields only such entries have. */
function isRiftEntry(item: JsonRecord): boolean {
  const { name, type } = item;
  if (typeof name !== "string" || typeof type !== "string") return false;
  return RIFT_TYPES.includes(type.trim().toLowerCase()) || ["domains", "supertypes", "codes", "might"].some((key) => item[key] !== undefined);
}
