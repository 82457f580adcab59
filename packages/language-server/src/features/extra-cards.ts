import { catalogWithExtraCards, type CardCatalog } from "@recycle-rules/linter";
import { readCardDataFile } from "../files/workspace-files.js";

/**
 * Reads the `cards.extraFiles` setting's JSON files (inside the workspace folders, relative
 * paths against the first one: workspace-files.ts) and builds the catalog the linter uses.
 * Problems come back as messages for the user; a file that can't be read is skipped, never
 * fatal. No message quotes a file: a JSON syntax error says where, not what.
 */
export function loadExtraCards(files: readonly string[], roots: readonly string[]): { catalog?: CardCatalog; messages: string[] } {
  if (files.length === 0) return { messages: [] };
  const messages: string[] = [];
  const sources: { name: string; data: unknown }[] = [];
  for (const file of files) {
    const read = readCardDataFile(file, roots);
    if (!read.ok) {
      messages.push(`${file}: not read: ${read.reason}`);
      continue;
    }
    try {
      sources.push({ name: file, data: JSON.parse(read.text) as unknown });
    } catch (e) {
      // V8's message quotes the text around the error; keep only where it is.
      const at = /at position \d+/.exec(e instanceof Error ? e.message : "")?.[0];
      messages.push(`${file}: not valid JSON${at ? ` (${at})` : ""}`);
    }
  }
  const result = catalogWithExtraCards(sources);
  return { catalog: result.catalog, messages: [...messages, ...result.problems] };
}
