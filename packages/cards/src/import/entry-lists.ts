/**
 * Lists of entries already in the bundled data's formats (a pool file's, a Riftbound card file
 * like data/riftbound.json): each must at least have a name and a type to be a card; missing
 * lists are empty, as in the bundled data; the fields the look-ups read (code, codes, aliases)
 * must be what they say. Everything else is the definer's to check.
 */
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import type { ImportProblem } from "./card-pool-file.js";
import { describeValue, recordsOf, type JsonRecord } from "./json-values.js";

type Listed<Entry> = { entries: Entry[]; problems: ImportProblem[] };

export function riftEntriesFromList(list: readonly unknown[], what: string): Listed<RiftCardEntry> {
  return entriesFromList(list, what, (raw, problems) => {
    const entry: Record<string, unknown> = { supertypes: [], domains: [], tags: [], text: "", ...raw };
    const name = raw["name"] as string;
    if (entry["code"] !== undefined && typeof entry["code"] !== "string") {
      problems.push({ card: name, message: `The code should be text such as "OGN-036", not ${describeValue(entry["code"])}: left out.` });
      delete entry["code"];
    }
    for (const key of ["codes", "aliases"]) {
      const value = entry[key];
      if (value === undefined || (Array.isArray(value) && value.every((v) => typeof v === "string"))) continue;
      problems.push({ card: name, message: `The ${key} should be a list of text, not ${describeValue(value)}: left out.` });
      delete entry[key];
    }
    return entry as unknown as RiftCardEntry;
  });
}

export function mtgEntriesFromList(list: readonly unknown[], what: string): Listed<MtgCardEntry> {
  return entriesFromList(list, what, (raw) => ({ text: "", ...raw }) as unknown as MtgCardEntry);
}

function entriesFromList<Entry>(list: readonly unknown[], what: string, entryOf: (raw: JsonRecord, problems: ImportProblem[]) => Entry): Listed<Entry> {
  const entries: Entry[] = [];
  const problems: ImportProblem[] = [];
  for (const { item, place } of recordsOf(list, what, (message) => problems.push({ message }))) {
    const name = item["name"];
    if (typeof name !== "string" || name.trim() === "" || typeof item["type"] !== "string") {
      problems.push({ message: `${what} ${place} needs at least a "name" and a "type": left out.` });
      continue;
    }
    entries.push(entryOf(item, problems));
  }
  return { entries, problems };
}
