/**
 * Imported entries go through the checks the bundled ones do: each through its game's definer
 * (`riftCardFromEntry`, `mtgCardFromEntry`, the path a custom card takes), whose problems are
 * reported with the card's name, and the Riftbound look-up keys made unique. A card with problems
 * is kept: what the engine can't read of it is unmodelled, as for any card.
 */
import { mtgCardFromEntry } from "../mtg/mtg-cards.js";
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import { riftCardFromEntry } from "../riftbound/riftbound-cards.js";
import type { ImportProblem } from "./card-pool-file.js";
import { oneEntryPerName, uniqueRiftKeys } from "./unique-keys.js";

export interface CheckedEntries {
  readonly riftbound: readonly RiftCardEntry[];
  readonly mtg: readonly MtgCardEntry[];
  readonly problems: readonly ImportProblem[];
}

export function checkedEntries(riftbound: readonly RiftCardEntry[], mtgEntries: readonly MtgCardEntry[]): CheckedEntries {
  const unique = uniqueRiftKeys(riftbound);
  const problems: ImportProblem[] = [...unique.problems];
  const mtg = [...oneEntryPerName(mtgEntries, problems).values()];
  const report = (name: string, found: readonly { readonly field: string; readonly message: string }[]): void => {
    for (const p of found) problems.push({ card: name, message: `${p.field}: ${p.message}` });
  };
  for (const entry of unique.entries) report(entry.name, riftCardFromEntry(entry).problems);
  for (const entry of mtg) report(entry.name, mtgCardFromEntry(entry).problems);
  return { riftbound: unique.entries, mtg, problems };
}
