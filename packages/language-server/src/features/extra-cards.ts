import { catalogWithExtraCards } from "@recycle-rules/linter";
import type { ExtraCards } from "../configs.js";
import { readCardDataFile } from "../files/workspace-files.js";

/**
 * The most cards one card-data file may hold. The bundled files hold about 50 and a playtest set
 * a few dozen; the linter bounds a deck list at the same 10,000. Without it, a 6 MB file of `{}`
 * (2 million malformed cards, well inside the 20 MB file limit) had the linter write a problem for
 * each, and the server grew past 1 GB.
 */
export const MAX_CARDS_PER_FILE = 10_000;

/** The most problems the warning names; the rest are counted. One line per card made it 154 MB. */
export const MAX_LISTED_PROBLEMS = 20;

/**
 * Reads the `cards.extraFiles` setting's JSON files (inside the workspace folders, relative
 * paths against the first one: workspace-files.ts) and builds the catalog the linter uses.
 * Problems come back as messages for the user; a file that can't be read is skipped, never
 * fatal. No message quotes a file: a JSON syntax error says where, not what.
 */
export function loadExtraCards(files: readonly string[], roots: readonly string[]): ExtraCards & { messages: string[] } {
  if (files.length === 0) return { sources: [], messages: [] };
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
    const count = cardCount(data);
    if (count > MAX_CARDS_PER_FILE) {
      messages.push(`${file}: not read: it holds ${count.toLocaleString("en-US")} cards, over the ${MAX_CARDS_PER_FILE.toLocaleString("en-US")} one card-data file may hold`);
      continue;
    }
    sources.push({ name: file, data });
    texts.push(read.text);
  }
  // Every configuration change reloads the settings: the same files with the same contents keep
  // the same catalog object, so the lints made with it (and their replays) are kept, not redone.
  const key = JSON.stringify([messages, sources.map((s) => s.name), texts]);
  if (lastLoad?.key === key) return lastLoad.result;
  const built = catalogWithExtraCards(sources);
  // The sources too: a config's card files are layered under them (configs.ts).
  const result = { catalog: built.catalog, sources, messages: listed([...messages, ...built.problems]) };
  lastLoad = { key, result };
  return result;
}

/** The last catalog built, by what it was built from (see loadExtraCards). */
let lastLoad: { readonly key: string; readonly result: ExtraCards & { messages: string[] } } | undefined;

/** How many cards a card-data file holds, in either shape the linter reads (a list, or { cards: [...] }); 0 for anything else. */
function cardCount(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  const cards = typeof data === "object" && data !== null ? (data as { cards?: unknown }).cards : undefined;
  return Array.isArray(cards) ? cards.length : 0;
}

/** The first MAX_LISTED_PROBLEMS problems, and how many more there are. */
function listed(problems: string[]): string[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), `and ${(problems.length - MAX_LISTED_PROBLEMS).toLocaleString("en-US")} more problems`];
}
