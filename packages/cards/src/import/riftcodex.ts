/**
 * Riftcodex (api.riftcodex.com/cards): a dump is an array of records, the live API pages them as
 * `{items, total, page, size, pages}`, and a single card is one record. One record per printing;
 * `attributes.power` is how many power pips the cost has, not their domain.
 */
import { shortened } from "../problems.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import type { ImportProblem } from "./card-pool-file.js";
import { isRecord, optionalString, stringList, valueAt, type JsonRecord, type Report } from "./json-values.js";
import { importRiftRecords, type RiftRecordFacts } from "./rift-import.js";
import { codeFromRiftId } from "./rift-names.js";

/** A Riftcodex card record: it has a `riftbound_id`, or its facts under `classification` and `attributes`. */
export function isRiftcodexRecord(value: unknown): boolean {
  return isRecord(value) && (typeof value["riftbound_id"] === "string" || (isRecord(value["classification"]) && isRecord(value["attributes"])));
}

export function importRiftcodex(data: unknown): { riftbound: RiftCardEntry[]; problems: ImportProblem[] } {
  const items = valueAt(data, "items");
  const list = Array.isArray(data) ? data : Array.isArray(items) ? items : [data];
  return importRiftRecords(list, riftcodexFacts);
}

function riftcodexFacts(item: JsonRecord, report: Report): RiftRecordFacts {
  const supertype = valueAt(item, "classification", "supertype");
  const supertypes = Array.isArray(supertype) ? stringList(supertype, "The supertype", report) : [optionalString(supertype, "The supertype", report) ?? ""];
  const text = valueAt(item, "text");
  return {
    name: item["name"],
    type: (optionalString(valueAt(item, "classification", "type"), "The type", report) ?? "").trim().toLowerCase(),
    supertypes: supertypes.map((s) => s.trim().toLowerCase()).filter((s) => s !== ""),
    domains: stringList(valueAt(item, "classification", "domain"), "The domains", report),
    tags: item["tags"],
    energy: valueAt(item, "attributes", "energy"),
    power: valueAt(item, "attributes", "power"),
    might: valueAt(item, "attributes", "might"),
    html: isRecord(text) ? (text["rich"] ?? text["plain"]) : text,
    code: codeOf(item, report),
    promo: valueAt(item, "classification", "rarity") === "Promo",
  };
}

/** "ogn-036-298" → "OGN-036/298". */
function codeOf(item: JsonRecord, report: Report): string | undefined {
  const id = optionalString(item["riftbound_id"], "The riftbound_id", report);
  const code = id === undefined ? undefined : codeFromRiftId(id);
  if (id === undefined) report("The record has no riftbound_id: the card has no collector code.");
  else if (code === undefined) report(`The riftbound_id "${shortened(id)}" is not a collector code such as "ogn-036-298": left out.`);
  return code;
}
