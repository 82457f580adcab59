import { readdirSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import { casePathFor, comparePaths, isCaseFile, isGoldenFile } from "./files.js";

/** What a set of paths holds: the cases to run, and goldens whose case is gone. */
export interface Discovery {
  /** Absolute paths of `*.scenario.yaml` files, sorted (see comparePaths). */
  readonly cases: readonly string[];
  /** Absolute paths of `*.golden` files with no case beside them, sorted. */
  readonly obsoleteGoldens: readonly string[];
}

/** A path on the command line that does not exist; the CLI turns it into a usage error. */
export class MissingPathError extends Error {
  override readonly name = "MissingPathError";
  constructor(readonly input: string) {
    super(`No such file or directory: "${input}".`);
  }
}

const SKIPPED_DIRS = new Set(["node_modules"]);

/**
 * Finds cases under files and directories. A directory is searched recursively (skipping
 * `node_modules` and dot-directories); a file is taken as a case whatever its name, and a
 * `.golden` named directly stands for the case beside it (or is obsolete when there is none). Obsolete goldens are looked for only in
 * directories that were searched: naming one case file says nothing about its neighbours.
 */
export function discover(inputs: readonly string[], cwd: string): Discovery {
  const cases = new Set<string>();
  const obsolete = new Set<string>();
  for (const input of inputs) {
    const absolute = path.resolve(cwd, input);
    const stat = statSync(absolute, { throwIfNoEntry: false });
    if (!stat) throw new MissingPathError(input);
    if (!stat.isDirectory()) {
      if (!isGoldenFile(absolute)) cases.add(absolute);
      else if (statSync(casePathFor(absolute), { throwIfNoEntry: false })) cases.add(casePathFor(absolute));
      else obsolete.add(absolute);
      continue;
    }
    const files = walk(absolute);
    const present = new Set(files);
    for (const file of files) {
      if (isCaseFile(file)) cases.add(file);
      else if (isGoldenFile(file) && !present.has(casePathFor(file))) obsolete.add(file);
    }
  }
  return { cases: [...cases].sort(comparePaths), obsoleteGoldens: [...obsolete].sort(comparePaths) };
}

function walk(dir: string): string[] {
  const entries: Dirent[] = readdirSync(dir, { withFileTypes: true });
  const out: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith(".") && !SKIPPED_DIRS.has(entry.name)) out.push(...walk(full));
    } else if (entry.isFile() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isFile())) {
      out.push(full);
    }
  }
  return out;
}
