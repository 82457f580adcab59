import { MAX_CARD_RECORDS, catalogWithExtraCards } from "@recycle-rules/linter";
import type { ExtraCards } from "../configs.js";
import { readCardDataFile } from "../files/workspace-files.js";

/** The most card records one card-data file may hold: the linter's bound (a whole Magic database fits). */
export const MAX_CARDS_PER_FILE = MAX_CARD_RECORDS;

/** The most problems the warning names; the rest are counted. One line per card made it 154 MB. */
export const MAX_LISTED_PROBLEMS = 20;

/** The setting's cards, the problems to show, and what to log (the bundled cards they replace). */
export type LoadedExtraCards = ExtraCards & { readonly messages: string[]; readonly notes: string[] };

/**
 * Reads the `cards.extraFiles` setting's JSON files (inside the workspace folders, relative
 * paths against the first one: workspace-files.ts) and builds the catalog the linter uses.
 * Problems come back as messages for the user; a file that can't be read is skipped, never
 * fatal. No message quotes a file: a JSON syntax error says where, not what.
 */
export function loadExtraCards(files: readonly string[], roots: readonly string[]): LoadedExtraCards {
  if (files.length === 0) return { sources: [], messages: [], notes: [] };
  const messages: string[] = [];
  const sources: { name: string; data: unknown }[] = [];
  const texts: string[] = [];
  for (const file of files) {
    const read = readCardDataFile(file, roots);
    if (!read.ok) {
      messages.push(`${file}: not read: ${read.reason}`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(read.text) as unknown;
    } catch (e) {
      // V8's message quotes the text around the error; keep only where it is.
      const at = /at position \d+/.exec(e instanceof Error ? e.message : "")?.[0];
      messages.push(`${file}: not valid JSON${at ? ` (${at})` : ""}`);
      continue;
    }
    // A file of too many records, or of no card data, is refused by the linter (its message says why).
    sources.push({ name: file, data });
    texts.push(read.text);
  }
  // Every configuration change reloads the settings: the same files with the same contents keep
  // the same catalog object, so the lints made with it (and their replays) are kept, not redone.
  const key = JSON.stringify([messages, sources.map((s) => s.name), texts]);
  if (lastLoad?.key === key) return lastLoad.result;
  const built = catalogWithExtraCards(sources);
  // The sources too: a config's card files are layered under them (configs.ts).
  const replaced = built.replaced.length > 0 ? [`${built.replaced.length.toLocaleString("en-US")} card${built.replaced.length === 1 ? "" : "s"} of these files replace the bundled card${built.replaced.length === 1 ? "" : "s"} of the same name (${named(built.replaced)})`] : [];
  const used = sources.filter((source) => !built.refused.includes(source.name));
  const result = { cards: built.pools, sources: used, messages: listed([...messages, ...built.problems]), notes: replaced };
  lastLoad = { key, result };
  return result;
}

/** The last catalog built, by what it was built from (see loadExtraCards). */
let lastLoad: { readonly key: string; readonly result: LoadedExtraCards } | undefined;

/** A few names, and how many more. */
function named(names: readonly string[]): string {
  return names.length <= 5 ? names.join(", ") : `${names.slice(0, 5).join(", ")} and ${(names.length - 5).toLocaleString("en-US")} more`;
}

/** The first MAX_LISTED_PROBLEMS problems, and how many more there are. */
function listed(problems: string[]): string[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), `and ${(problems.length - MAX_LISTED_PROBLEMS).toLocaleString("en-US")} more problems`];
}
