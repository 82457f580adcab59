/**
 * A card pool file read back (from disk, from a user): checked, never trusted. What is wrong is
 * said in plain sentences; a card with problems is kept as the import keeps it, a record that
 * can't be a card is left out, and a file that is no pool at all gives no pool.
 */
import { CARD_POOL_FORMAT, IMPORT_FORMATS, type CardPoolFile, type CardPoolSource, type ImportFormat, type ImportProblem } from "./card-pool-file.js";
import { checkedEntries, type CheckedEntries } from "./checked-entries.js";
import { mtgEntriesFromList, riftEntriesFromList } from "./entry-lists.js";
import { describeValue, isRecord, recordsOf, type JsonRecord } from "./json-values.js";

/** Checks a parsed pool file; problems as plain sentences (never throws on bad input). */
export function readCardPool(data: unknown): { readonly pool?: CardPoolFile; readonly problems: readonly string[] } {
  const { pool, problems } = checkCardPool(data);
  return { ...(pool ? { pool } : {}), problems: problems.map((p) => (p.card === undefined ? p.message : `${p.card}: ${p.message}`)) };
}

/** `readCardPool` with the problems by card, as the importers report them, and the pool's cards as checking defined them. */
export function checkCardPool(data: unknown): { pool?: CardPoolFile; problems: ImportProblem[]; defined?: CheckedEntries["defined"] } {
  const problems: ImportProblem[] = [];
  const say = (message: string): void => {
    problems.push({ message });
  };
  if (!isRecord(data)) return { problems: [{ message: `A card pool file is a JSON object with "format": "${CARD_POOL_FORMAT}"; this is ${describeValue(data)}.` }] };
  if (data["format"] !== CARD_POOL_FORMAT) return { problems: [{ message: `The format is ${describeValue(data["format"])}, not "${CARD_POOL_FORMAT}": this is no card pool file.` }] };
  if (data["version"] !== 1) return { problems: [{ message: `Version ${describeValue(data["version"])} of the card pool format is not one this reads (1).` }] };
  const list = (key: string): readonly unknown[] => {
    const value = data[key];
    if (Array.isArray(value)) return value;
    say(`"${key}" should be a list, not ${describeValue(value)}: read as empty.`);
    return [];
  };
  // Problems in the file's order: sources, Riftbound cards, Magic cards, then what the checks find.
  const sources: CardPoolSource[] = [];
  for (const { item, place } of recordsOf(list("sources"), "Source", say, "a source")) sources.push(...source(item, place, say));
  const riftbound = riftEntriesFromList(list("riftbound"), "Riftbound card");
  problems.push(...riftbound.problems);
  const mtg = mtgEntriesFromList(list("mtg"), "Magic card");
  problems.push(...mtg.problems);
  const checked = checkedEntries(riftbound.entries, mtg.entries);
  problems.push(...checked.problems);
  return { pool: { format: CARD_POOL_FORMAT, version: 1, sources, riftbound: checked.riftbound, mtg: checked.mtg }, problems, defined: checked.defined };
}

function source(item: JsonRecord, place: number, say: (message: string) => void): CardPoolSource[] {
  const { name, format, riftbound, mtg } = item;
  const count = (n: unknown): boolean => typeof n === "number" && Number.isInteger(n) && n >= 0;
  if (typeof name !== "string" || !IMPORT_FORMATS.includes(format as ImportFormat) || !count(riftbound) || !count(mtg)) {
    say(`Source ${place} should have a name, a format (${IMPORT_FORMATS.join(", ")}) and its counts of Riftbound and Magic cards: left out.`);
    return [];
  }
  return [{ name, format: format as ImportFormat, riftbound: riftbound as number, mtg: mtg as number }];
}
