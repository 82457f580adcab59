import path from "node:path";

/**
 * How a case and its golden are named. A case is a scenario file, exactly what a user writes; its
 * golden sits beside it with the `.scenario.yaml` suffix replaced, so a directory listing shows
 * the pair together and a reviewer can open one next to the other.
 */
export const CASE_SUFFIX = ".scenario.yaml";
export const GOLDEN_SUFFIX = ".golden";

export function isCaseFile(file: string): boolean {
  return file.endsWith(CASE_SUFFIX);
}

export function isGoldenFile(file: string): boolean {
  return file.endsWith(GOLDEN_SUFFIX);
}

export function goldenPathFor(caseFile: string): string {
  const base = isCaseFile(caseFile) ? caseFile.slice(0, -CASE_SUFFIX.length) : caseFile;
  return base + GOLDEN_SUFFIX;
}

export function casePathFor(goldenFile: string): string {
  return goldenFile.slice(0, -GOLDEN_SUFFIX.length) + CASE_SUFFIX;
}

/** A path for people: relative to `cwd` with `/` separators, or absolute when outside it. */
export function displayPath(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  const shown = rel === "" || rel.startsWith("..") || path.isAbsolute(rel) ? file : rel;
  return shown.split(path.sep).join("/");
}

/**
 * Code-point order on `/`-separated paths. localeCompare would depend on the machine's locale,
 * and two CI machines must agree on the order for `--shard` to split the same way on both.
 */
export function comparePaths(a: string, b: string): number {
  const pa = a.split(path.sep).join("/");
  const pb = b.split(path.sep).join("/");
  return pa < pb ? -1 : pa > pb ? 1 : 0;
}
