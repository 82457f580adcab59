/**
 * Riot's card gallery feed (the card-gallery page's JSON: `pageProps.page.blades[]`, the blade of
 * type "riftboundCardGallery" holding `cards.items[]`). Accepted whole, as that blade
 * (`{cards: {items}}`), as its `cards` (`{items}`), as the item array, or as one item. One item per printing; keys are left
 * out when empty (no `might` on a spell, no `power` on a card without power pips), and `power` is
 * a number of pips, not their domain. A legend's name is its title only; its champion is its tag.
 */
import { shortened } from "../problems.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import type { ImportProblem } from "./card-pool-file.js";
import { isRecord, optionalString, valueAt, type JsonRecord, type Report } from "./json-values.js";
import { importRiftRecords, type RiftRecordFacts } from "./rift-import.js";
import { codeFromRiftId, printedCode } from "./rift-names.js";

const GALLERY_BLADE = "riftboundCardGallery";

/** A gallery item: it has a `publicCode` or a `cardType`. */
export function isRiotGalleryItem(value: unknown): boolean {
  return isRecord(value) && (typeof value["publicCode"] === "string" || isRecord(value["cardType"]));
}

/** The page JSON (`pageProps`) or the gallery blade (`cards.items`). */
export function isRiotGalleryPage(value: unknown): boolean {
  return isRecord(value) && (isRecord(value["pageProps"]) || Array.isArray(valueAt(value, "cards", "items")));
}

export function importRiotGallery(data: unknown): { riftbound: RiftCardEntry[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  let list: readonly unknown[];
  if (Array.isArray(data)) list = data;
  else if (isRecord(data) && isRecord(data["pageProps"])) {
    const blades = valueAt(data, "pageProps", "page", "blades");
    const blade = Array.isArray(blades) ? blades.find((b) => valueAt(b, "type") === GALLERY_BLADE) : undefined;
    const items = valueAt(blade, "cards", "items");
    list = Array.isArray(items) ? items : [];
    if (!Array.isArray(items)) problems.push({ message: `The page has no card gallery: no pageProps.page.blades[] of type "${GALLERY_BLADE}" with cards.items.` });
  } else {
    const items = valueAt(data, "cards", "items") ?? valueAt(data, "items");
    list = Array.isArray(items) ? items : [data];
  }
  const read = importRiftRecords(list, riotFacts);
  return { riftbound: read.riftbound, problems: [...problems, ...read.problems] };
}

function riotFacts(item: JsonRecord, report: Report): RiftRecordFacts {
  const [type = ""] = ids(valueAt(item, "cardType", "type"), "The card type", report);
  return {
    name: item["name"],
    type,
    supertypes: ids(valueAt(item, "cardType", "superType"), "The supertypes", report),
    domains: ids(valueAt(item, "domain", "values"), "The domains", report),
    tags: valueAt(item, "tags", "tags"),
    energy: valueAt(item, "energy", "value", "id"),
    power: valueAt(item, "power", "value", "id"),
    might: valueAt(item, "might", "value", "id"),
    html: valueAt(item, "text", "richText", "body"),
    code: codeOf(item, report),
    promo: valueAt(item, "rarity", "value", "id") === "promo",
  };
}

/** The printed code: `publicCode` ("VEN-150/166"), else the `id` ("ven-150-166"). */
function codeOf(item: JsonRecord, report: Report): string | undefined {
  const publicCode = optionalString(item["publicCode"], "The publicCode", report);
  const id = optionalString(item["id"], "The id", report);
  const given = publicCode ?? id;
  if (given === undefined) {
    report("The item has no publicCode or id: the card has no collector code.");
    return undefined;
  }
  const code = publicCode !== undefined ? printedCode(publicCode) : codeFromRiftId(given);
  if (code === undefined) report(`The code "${shortened(given)}" is not a collector code such as "VEN-150/166": left out.`);
  return code;
}

/** The lower-case `id`s of a list of `{id, label}` records ("Spell" → "spell"). */
function ids(value: unknown, what: string, report: Report): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    report(`${what} should be a list of {id, label}.`);
    return [];
  }
  const out: string[] = [];
  for (const v of value) {
    const id = valueAt(v, "id");
    if (typeof id === "string" && id.trim() !== "") out.push(id.trim().toLowerCase());
    else report(`${what} should be a list of {id, label}: an item without an id left out.`);
  }
  return out;
}
