import { readFile } from "node:fs/promises";
import path from "node:path";
import { catalogWithExtraCards, type CardCatalog } from "@recycle-rules/linter";

/**
 * Reads the `cards.extraFiles` setting's JSON files (relative paths against the first workspace
 * folder) and builds the catalog the linter uses. Problems come back as messages for the user;
 * a file that can't be read is skipped, never fatal.
 */
export async function loadExtraCards(files: readonly string[], roots: readonly string[]): Promise<{ catalog?: CardCatalog; messages: string[] }> {
  if (files.length === 0) return { messages: [] };
  const messages: string[] = [];
  const sources: { name: string; data: unknown }[] = [];
  for (const file of files) {
    const full = path.isAbsolute(file) ? file : path.resolve(roots[0] ?? process.cwd(), file);
    try {
      sources.push({ name: file, data: JSON.parse(await readFile(full, "utf8")) as unknown });
    } catch (e) {
      messages.push(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const result = catalogWithExtraCards(sources);
  return { catalog: result.catalog, messages: [...messages, ...result.problems] };
}
