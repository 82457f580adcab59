import { readdirSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import { UsageError } from "./io.js";

/**
 * Turns the command line's files, directories and globs into a list of files to lint.
 *
 * - An existing file is taken as given, whatever its name: the user asked for it.
 * - A directory is searched recursively for scenario files and deck lists: what `selects` takes
 *   (`lint` asks each file's config), by default `*.scenario.yaml`, `*.deck`, `*.dek`.
 * - A pattern with `*`, `**` or `?` is a glob; it selects those files, like a directory.
 * Walks skip `node_modules` and dot-directories. Directory entries are sorted so the report comes
 * out in the same order on every machine. Node 20 has no fs.glob, hence the small matcher below.
 */
export const SCENARIO_SUFFIX = ".scenario.yaml";
/** Every file name ending the linter judges: scenarios and deck lists (text and MTGO XML). */
export const LINTABLE_SUFFIXES = [SCENARIO_SUFFIX, ".deck", ".dek"] as const;

const SKIPPED_DIRS = new Set(["node_modules"]);

export interface ExpandOptions {
  /**
   * Whether a file a folder or glob turned up is linted (a config's `files` and `ignore` globs);
   * default: the lintable names. A file named explicitly is always returned.
   */
  readonly selects?: (file: string) => boolean;
  /** What the "no files" error says was looked for; default: the lintable names. */
  readonly lookedFor?: string;
}

export function expandInputs(inputs: readonly string[], cwd: string, options: ExpandOptions = {}): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const selects = options.selects ?? isScenarioFile;
  for (const input of inputs) {
    const found = expandOne(input, cwd, selects);
    if (found.length === 0) {
      throw new UsageError(`No files matching "${input}" were found (looked for ${options.lookedFor ?? LINTABLE_SUFFIXES.map((s) => `*${s}`).join(", ")} files).`);
    }
    for (const file of found) {
      if (!seen.has(file)) {
        seen.add(file);
        out.push(file);
      }
    }
  }
  return out;
}

function expandOne(input: string, cwd: string, selects: (file: string) => boolean): string[] {
  const posix = toPosix(input);
  if (isGlob(posix)) return expandGlob(posix, cwd, selects);
  const absolute = path.resolve(cwd, input);
  const stat = statSync(absolute, { throwIfNoEntry: false });
  if (!stat) throw new UsageError(`No such file or directory: "${input}".`);
  if (stat.isDirectory()) return walk(absolute).filter(selects);
  return [absolute];
}

export function isScenarioFile(file: string): boolean {
  return LINTABLE_SUFFIXES.some((suffix) => file.endsWith(suffix));
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}

function isGlob(pattern: string): boolean {
  return /[*?]/.test(pattern);
}

function expandGlob(pattern: string, cwd: string, selects: (file: string) => boolean): string[] {
  // The glob's fixed prefix ("examples/" in "examples/**/*.yaml") is where the walk starts.
  const segments = pattern.split("/");
  const firstMagic = segments.findIndex(isGlob);
  const baseSegments = segments.slice(0, firstMagic);
  const base = baseSegments.length === 1 && baseSegments[0] === "" ? "/" : path.resolve(cwd, baseSegments.join("/") || ".");
  const stat = statSync(base, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return [];
  const matcher = globToRegExp(segments.slice(firstMagic).join("/"));
  return walk(base).filter((file) => matcher.test(toPosix(path.relative(base, file))) && selects(file));
}

/**
 * Compiles a glob into a RegExp over `/`-separated relative paths: `**` as a whole segment spans
 * any number of directories (zero included), `*` any run of characters within one segment, `?`
 * one character. Everything else matches itself.
 */
export function globToRegExp(glob: string): RegExp {
  const segments = glob.split("/");
  let source = "";
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === "**") {
      source += last ? ".*" : "(?:[^/]+/)*";
      return;
    }
    source += segmentSource(segment) + (last ? "" : "/");
  });
  return new RegExp(`^${source}$`);
}

function segmentSource(segment: string): string {
  let source = "";
  for (const ch of segment) {
    if (ch === "*") source += "[^/]*";
    else if (ch === "?") source += "[^/]";
    else source += ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return source;
}

/** Every file under `dir`, depth first, sorted by name at each level. */
function walk(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    throw new UsageError(`Can't read directory "${dir}": ${errorMessage(e)}`);
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith(".") && !SKIPPED_DIRS.has(entry.name)) out.push(...walk(full));
    } else if (entry.isFile() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isFile())) {
      // Symlinked files are followed; symlinked directories are not, so a link cycle can't loop.
      out.push(full);
    }
  }
  return out;
}

export function errorMessage(e: unknown): string {
  // Node's fs errors already start with their code ("EACCES: permission denied, open '…'").
  return e instanceof Error ? e.message : String(e);
}
