/**
 * Imported entries go through the checks the bundled ones do: each through its game's definer
 * (`riftCardFromEntry`, `mtgCardFromEntry`, the path a custom card takes), whose problems are
 * reported with the card's name, and the Riftbound look-up keys made unique. A card with problems
 * is kept: what the engine can't read of it is unmodelled, as for any card. The cards the definers
 * made are kept too (`defined`), so that no caller needs to define the entries again.
 */
import { mtgCardFromEntry } from "../mtg/mtg-cards.js";
import type { MtgCardEntry } from "../mtg/mtg-entry.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import { riftCardFromEntry } from "../riftbound/riftbound-cards.js";
import type { ImportProblem, ImportResult } from "./card-pool-file.js";
import { oneEntryPerName, uniqueRiftKeys } from "./unique-keys.js";

export interface CheckedEntries {
  readonly riftbound: readonly RiftCardEntry[];
  readonly mtg: readonly MtgCardEntry[];
  readonly problems: readonly ImportProblem[];
  /** Each entry's card, in the entries' order (see `ImportResult.defined`). */
  readonly defined: NonNullable<ImportResult["defined"]>;
}

export function checkedEntries(riftbound: readonly RiftCardEntry[], mtgEntries: readonly MtgCardEntry[]): CheckedEntries {
  const unique = uniqueRiftKeys(riftbound);
  const problems: ImportProblem[] = [...unique.problems];
  const mtg = [...oneEntryPerName(mtgEntries, problems).values()];
  const checked = <Def>(name: string, { def, problems: found }: { def: Def; problems: readonly { readonly field: string; readonly message: string }[] }): Def => {
    for (const p of found) problems.push({ card: name, message: `${p.field}: ${p.message}` });
    return def;
  };
  const defined = {
    riftbound: unique.entries.map((entry) => checked(entry.name, riftCardFromEntry(entry))),
    mtg: mtg.map((entry) => checked(entry.name, mtgCardFromEntry(entry))),
  };
  return { riftbound: unique.entries, mtg, problems, defined };
}
