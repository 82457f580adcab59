/**
 * What the two Riftbound databases' importers share: each format says where a record keeps each
 * fact, and here the facts are checked and read the same way, records without a name reported
 * (never dropped silently), and the printings merged into one entry per card.
 */
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import type { ImportProblem } from "./card-pool-file.js";
import { optionalCount, optionalString, recordsOf, stringList, type JsonRecord, type Report } from "./json-values.js";
import { riftNames } from "./rift-names.js";
import { MAX_POWER_PIPS, riftEntriesFromPrintings, type RiftPrinting } from "./rift-printings.js";

/** One record's facts where the format keeps them: the values as found, checked by `importRiftRecords`. */
export interface RiftRecordFacts {
  readonly name: unknown;
  /** Lower case. */
  readonly type: string;
  readonly supertypes: readonly string[];
  readonly domains: readonly string[];
  readonly tags: unknown;
  readonly energy: unknown;
  /** How many power pips. */
  readonly power: unknown;
  readonly might: unknown;
  /** The publisher's text, HTML. */
  readonly html: unknown;
  /** As printed, "OGN-036/298" (the format reports a code it can't read). */
  readonly code: string | undefined;
  readonly promo: boolean;
}

/** Where one format keeps each fact of a record; what it can't read is reported. */
export type ReadRiftRecord = (item: JsonRecord, report: Report) => RiftRecordFacts;

export function importRiftRecords(list: readonly unknown[], read: ReadRiftRecord): { riftbound: RiftCardEntry[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const printings: RiftPrinting[] = [];
  for (const { item, place } of recordsOf(list, "Item", (message) => problems.push({ message }))) {
    const printing = printingOf(item, read);
    if (printing) printings.push(printing);
    else problems.push({ message: `Item ${place} has no name: left out.` });
  }
  const merged = riftEntriesFromPrintings(printings);
  return { riftbound: merged.entries, problems: [...problems, ...merged.problems] };
}

/** One record read; undefined when it has no name (it can't be a card then). */
function printingOf(item: JsonRecord, read: ReadRiftRecord): RiftPrinting | undefined {
  const problems: string[] = [];
  const report: Report = (message) => problems.push(message);
  const facts = read(item, report);
  const listed = optionalString(facts.name, "The name", report);
  if (listed === undefined || listed.trim() === "") return undefined;
  const tags = stringList(facts.tags, "The tags", report);
  const names = riftNames(listed, facts.type, tags);
  problems.push(...names.problems);
  const energy = optionalCount(facts.energy, "The energy", report);
  const powerCount = optionalCount(facts.power, "The power", report, MAX_POWER_PIPS);
  const might = optionalCount(facts.might, "The might", report);
  return {
    name: names.name,
    aliases: names.aliases,
    ...(facts.code !== undefined ? { code: facts.code } : {}),
    promo: facts.promo,
    type: facts.type,
    supertypes: facts.supertypes,
    // Lower case; "colorless" (a battlefield's) is no domain.
    domains: facts.domains.map((d) => d.trim().toLowerCase()).filter((d) => d !== "colorless" && d !== ""),
    ...(energy !== undefined ? { energy } : {}),
    ...(powerCount !== undefined ? { powerCount } : {}),
    ...(might !== undefined ? { might } : {}),
    tags,
    html: optionalString(facts.html, "The text", report) ?? "",
    problems,
  };
}
