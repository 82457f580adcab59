/**
 * Reading card data files into a card pool and writing the pool (`cards import`, `cards update`).
 * The conversions are @recycle-rules/cards' importers; this only reads, reports and writes.
 */
import { randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildCardPool, importCards, readCardPool, type CardPoolFile, type ImportResult } from "@recycle-rules/cards";
import { UsageError, type CliIo } from "../io.js";

export { DEFAULT_POOL_FILE } from "./pool-file-name.js";

/** The names the formats go by in messages. */
const FORMAT_NAMES: Readonly<Record<ImportResult["format"], string>> = {
  riftcodex: "Riftcodex",
  "riot-gallery": "Riftbound card gallery",
  scryfall: "Scryfall",
  "mtgjson-atomic": "MTGJSON AtomicCards",
  "recycle-rules-pool": "recycle-rules card pool",
  "recycle-rules-riftbound": "recycle-rules Riftbound card data",
};

/** Parsed JSON of a file named on the command line; a file that can't be read or parsed is a usage error (exit 2). */
export async function readJsonFile(file: string, cwd: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), "utf8");
  } catch (e) {
    throw new UsageError(`Can't read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const at = /at position \d+/.exec(e instanceof Error ? e.message : "")?.[0];
    throw new UsageError(`${file} is not valid JSON${at ? ` (${at})` : ""}.`);
  }
}

/** Converts one source; an unknown format is a usage error naming the formats known. */
export function importSource(data: unknown, name: string): ImportResult {
  try {
    return importCards(data, name);
  } catch (e) {
    throw new UsageError(`${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The pool already at `out` (merged into, unless replacing), or undefined when there is none. */
export async function existingPool(out: string): Promise<CardPoolFile | undefined> {
  let text: string;
  try {
    text = await readFile(out, "utf8");
  } catch {
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`${out} exists and is not a card pool (not valid JSON); name another --out, or remove it.`);
  }
  const { pool, problems } = readCardPool(data);
  if (!pool) throw new UsageError(`${out} exists and is not a card pool (${problems[0] ?? "unknown shape"}); name another --out, or remove it.`);
  // Merging rewrites the pool from what was read of it: what the reader left out would be lost unsaid.
  if (problems.length > 0) {
    const listed = problems.slice(0, 5).map((p) => `  ${p}`).join("\n");
    throw new UsageError(`${out} has problems, and merging would drop what they concern:\n${listed}${problems.length > 5 ? `\n  and ${problems.length - 5} more` : ""}\nMend the pool, or write a new one with --replace.`);
  }
  return pool;
}

/**
 * Writes the pool atomically (a temp file renamed over the target), so an interrupted write never
 * leaves half a pool that the next lint would read.
 */
export async function writePool(out: string, pool: CardPoolFile): Promise<void> {
  const temp = `${out}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  // One card a line: a re-import's diff stays reviewable.
  const lines = (list: readonly unknown[]): string => (list.length === 0 ? "[]" : `[\n${list.map((c) => `    ${JSON.stringify(c)}`).join(",\n")}\n  ]`);
  const text = `{\n  "format": ${JSON.stringify(pool.format)},\n  "version": ${pool.version},\n  "sources": ${JSON.stringify(pool.sources)},\n  "riftbound": ${lines(pool.riftbound)},\n  "mtg": ${lines(pool.mtg)}\n}\n`;
  // "wx": a new file of our own, never one that was put there (a link to elsewhere); removed if anything fails.
  try {
    await writeFile(temp, text, { encoding: "utf8", flag: "wx" });
    await rename(temp, out);
  } catch (e) {
    await rm(temp, { force: true });
    throw new UsageError(`Can't write ${out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}.`);
  }
}

/** Imports `sources` into the pool at `out` (merged into the pool there unless `replace`), writes it, and reports. */
export async function importIntoPool(sources: readonly { readonly name: string; readonly data: unknown }[], out: string, replace: boolean, io: CliIo): Promise<CardPoolFile> {
  const results = sources.map(({ name, data }) => ({ name, result: importSource(data, name) }));
  const base = replace ? undefined : await existingPool(out);
  const pool = buildCardPool(results, base);
  await writePool(out, pool);
  for (const { name, result } of results) {
    io.stdout.write(`${name} (${FORMAT_NAMES[result.format]}): ${counted(result.riftbound.length, "Riftbound card")}, ${counted(result.mtg.length, "Magic card")}${result.skipped > 0 ? `; ${counted(result.skipped, "object")} that are not gameplay cards left out` : ""}\n`);
    reportProblems(name, result.problems, io);
  }
  io.stdout.write(`Wrote ${path.relative(io.cwd, out) || out}: ${counted(pool.riftbound.length, "Riftbound card")}, ${counted(pool.mtg.length, "Magic card")}${base ? " (merged into the pool that was there)" : ""}.\n`);
  return pool;
}

/** At most 20 problems on stderr, then how many more. */
export function reportProblems(name: string, problems: readonly { readonly card?: string; readonly message: string }[], io: CliIo): void {
  for (const p of problems.slice(0, 20)) io.stderr.write(`${name}: warning: ${p.card ? `${p.card}: ` : ""}${p.message}\n`);
  if (problems.length > 20) io.stderr.write(`${name}: warning: and ${(problems.length - 20).toLocaleString("en-US")} more problems\n`);
}

export function counted(n: number, noun: string): string {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}
