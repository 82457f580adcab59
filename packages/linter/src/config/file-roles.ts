import path from "node:path";
import { Minimatch } from "minimatch";
import { DEFAULT_FILES, type LintConfig } from "./types.js";

/** What a file is to the linter: a scenario, a deck list, ignored by the config, or none of these. */
export type FileRole = "scenario" | "deck" | "ignored";

interface Matchers {
  readonly ignore: readonly Minimatch[];
  readonly scenarios: readonly Minimatch[];
  readonly decks: readonly Minimatch[];
}

const compiled = new WeakMap<LintConfig, Matchers>();
const DEFAULTS = compile({ ignore: [], files: DEFAULT_FILES });

function compile(config: Pick<LintConfig, "ignore" | "files">): Matchers {
  // dot: a pattern is the user's; ".github/**" must be able to name a dot folder. nocase: names
  // are matched ignoring case, as the linter always has ("DECK.DEK"), with a config or without;
  // the file systems of most users ignore case too.
  const make = (globs: readonly string[]) => globs.map((g) => new Minimatch(g, { dot: true, nocase: true }));
  return { ignore: make(config.ignore), scenarios: make(config.files.scenarios), decks: make(config.files.decks) };
}

function matchersOf(config: LintConfig): Matchers {
  let m = compiled.get(config);
  if (!m) compiled.set(config, (m = compile(config)));
  return m;
}

/**
 * The role of the file at `absolutePath` under `config` (or the defaults without one): ignored
 * when an `ignore` glob matches it or a folder above it, else a deck list or a scenario by the
 * `files` globs (deck patterns first), else undefined. Globs are matched against the path relative
 * to the config's folder, with "/" separators; a file outside that folder is judged by the
 * default patterns and nothing of the config's ignores it.
 */
export function fileRole(config: LintConfig | undefined, absolutePath: string): FileRole | undefined {
  const relative = config ? path.relative(config.root, absolutePath).split(path.sep).join("/") : undefined;
  const inside = relative !== undefined && relative !== "" && !relative.startsWith("../") && relative !== ".." && !path.isAbsolute(relative);
  if (config && inside) {
    const m = matchersOf(config);
    if (ignoredBy(m.ignore, relative)) return "ignored";
    return roleBy(m, relative);
  }
  // The defaults match by name wherever the file is ("**/" patterns), so the base name is enough.
  return roleBy(DEFAULTS, path.basename(absolutePath));
}

/** Whether an ignore glob matches the file or one of the folders it is in ("fixtures/broken" ignores what is under it). */
function ignoredBy(globs: readonly Minimatch[], relative: string): boolean {
  if (globs.length === 0) return false;
  const segments = relative.split("/");
  for (let n = segments.length; n >= 1; n--) {
    const prefix = segments.slice(0, n).join("/");
    if (globs.some((g) => g.match(prefix))) return true;
  }
  return false;
}

function roleBy(m: Matchers, relative: string): FileRole | undefined {
  if (m.decks.some((g) => g.match(relative))) return "deck";
  if (m.scenarios.some((g) => g.match(relative))) return "scenario";
  return undefined;
}
