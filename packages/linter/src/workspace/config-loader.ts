import path from "node:path";
import { statSync } from "node:fs";
import { FILE_LIMITS, readPolicyFile } from "../api/file-access.js";
import { parseConfig, type CardFileEntry } from "../config/config-file.js";
import { fileRole, type FileRole } from "../config/file-roles.js";
import { CONFIG_FILE_NAME, type LintConfig, type RuleOverrides } from "../config/types.js";
import { configInvalid } from "../diagnostics/config-invalid.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { catalogWithExtraCards, type CardPools, type ExtraCardsResult } from "../language/extra-cards.js";
import { isInsideFolder } from "../model/deck-reference.js";

/** A config file as read: the config, its problems (config/invalid, on the config's own text), its card catalog. */
export interface LoadedConfig {
  readonly file: string;
  /** Absent when the file couldn't be read at all (its one problem says why). */
  readonly config?: LintConfig;
  readonly diagnostics: readonly Diagnostic[];
  /** The bundled Riftbound cards plus the config's `cards` files; absent when it names none. */
  readonly catalog?: ExtraCardsResult["catalog"];
  /** Both games' cards: the bundled ones, the config's `cards` files, the caller's card files over them; absent when there are none. */
  readonly cards?: CardPools;
}

/** What a file is linted with: its role, and the options lintFile / lintScenario / lintDeck take. */
export interface FileSettings {
  /** The config that governs the file; absent when none does. */
  readonly config?: LoadedConfig;
  /** "ignored" by the config, a scenario or deck list by its patterns, or undefined (neither). */
  readonly role: FileRole | undefined;
  readonly rules?: RuleOverrides;
  readonly cards?: CardPools;
}

export interface ConfigLoaderOptions {
  /**
   * One config for every file (the CLI's `--config <path>`), or `false` for none (`--no-config`).
   * Default: each file's nearest `recycle-rules.config.json`, from its folder upward.
   */
  readonly configFile?: string | false;
  /** Reads a file's text, or undefined when it can't. Default: Node's fs, regular files of at most 8 MB. */
  readonly readFile?: (absolutePath: string) => string | undefined;
  /**
   * Card files for every file, over the config's own (the CLI's `--cards`: a card pool written by
   * `recycle-rules cards import`, or any card data file): absolute paths, read on first need.
   * Their problems are not a config's: `cardFilesReport()` gives them to the caller.
   */
  readonly cardFiles?: readonly string[];
}

/** What the caller's card files (`ConfigLoaderOptions.cardFiles`) held. */
export interface CardFilesReport {
  /** A file that could not be read or is not card data: the run should stop (as for a bad config). */
  readonly errors: readonly string[];
  /** Cards with a problem (still added when they have a name), and objects left out. */
  readonly problems: readonly string[];
  readonly counts: ExtraCardsResult["counts"];
  /** Bundled cards the files replace (imported data overrides bundled data, and says so). */
  readonly replaced: readonly string[];
}

/** How many problems of one card file become findings of its config; the rest are counted. */
const MAX_CARD_PROBLEMS_SHOWN = 20;

/** Config and card files are small; a bigger one is not a config (and must not stall a lint). */
const CONFIG_BYTES = 8 * 1024 * 1024;

/**
 * Finds and reads `recycle-rules.config.json` files for the CLI, the language server and the
 * conformance runner, so all three judge a file the same way. The nearest config above a file
 * governs it alone (no merging: what a file is linted with is one file away). Lookups and reads
 * are cached until `clear()`; a long-lived caller (the server) clears when a config changes.
 */
export class ConfigLoader {
  private readonly nearest = new Map<string, string | null>();
  private readonly loaded = new Map<string, LoadedConfig>();
  private readonly read: (absolutePath: string) => string | undefined;

  constructor(private readonly options: ConfigLoaderOptions = {}) {
    this.read = options.readFile ?? readSmallFile;
  }

  private exists(file: string): boolean {
    if (this.options.readFile) return this.options.readFile(file) !== undefined;
    return statSync(file, { throwIfNoEntry: false }) !== undefined;
  }

  /** The config that governs `filePath` (absolute), read once; undefined when none does. */
  configFor(filePath: string): LoadedConfig | undefined {
    const { configFile } = this.options;
    if (configFile === false) return undefined;
    const file = configFile !== undefined ? path.resolve(configFile) : this.nearestConfig(path.dirname(path.resolve(filePath)));
    return file === undefined ? undefined : this.load(file);
  }

  /** How to lint `filePath`: its role under its config (or the default patterns) and the lint options. */
  settingsFor(filePath: string): FileSettings {
    const config = this.configFor(filePath);
    const role = fileRole(config?.config, path.resolve(filePath));
    const cards = config ? config.cards : this.callerCards();
    return {
      role,
      ...(config ? { config } : {}),
      ...(config?.config && Object.keys(config.config.rules).length > 0 ? { rules: config.config.rules } : {}),
      ...(cards ? { cards } : {}),
    };
  }

  /** The caller's card files over the bundled cards (for a file no config governs); made once. */
  private callerCards(): CardPools | undefined {
    return this.callerBuilt()?.built.pools;
  }

  /** What the caller's card files held, read and built on the first call; undefined when there are none. */
  cardFilesReport(): CardFilesReport | undefined {
    const read = this.callerBuilt();
    if (!read) return undefined;
    const { built, errors } = read;
    return { errors, problems: built.problems, counts: built.counts, replaced: built.replaced };
  }

  private caller: { readonly sources: readonly { name: string; data: unknown }[]; readonly built: ExtraCardsResult; readonly errors: readonly string[] } | undefined;

  private callerBuilt(): ConfigLoader["caller"] {
    const files = this.options.cardFiles ?? [];
    if (files.length === 0 || this.caller) return this.caller;
    const errors: string[] = [];
    const sources: { name: string; data: unknown }[] = [];
    for (const file of files) {
      const read = this.options.readFile ? (this.options.readFile(file) ?? { reason: "it can't be read" }) : readCallerCardFile(file);
      if (typeof read !== "string") {
        errors.push(`${file}: can't read this card file: ${read.reason}.`);
        continue;
      }
      try {
        sources.push({ name: file, data: JSON.parse(read) as unknown });
      } catch {
        errors.push(`${file}: not valid JSON.`);
      }
    }
    const built = catalogWithExtraCards(sources);
    // A file that is no card data (or a pool this release can't read) is an error, with the catalog's reason.
    for (const name of built.refused) errors.push(...built.problems.filter((p) => p.startsWith(`${name}: `)));
    this.caller = { sources, built: { ...built, problems: built.problems.filter((p) => !built.refused.some((name) => p.startsWith(`${name}: `))) }, errors };
    return this.caller;
  }

  /** Every config read so far (each once), for a caller that reports their problems. */
  configs(): LoadedConfig[] {
    return [...this.loaded.values()];
  }

  /** Forgets every lookup and read: the next question reads the disk again. */
  clear(): void {
    this.nearest.clear();
    this.loaded.clear();
  }

  /** Reads and checks a config file, with its card files. */
  load(file: string): LoadedConfig {
    const cached = this.loaded.get(file);
    if (cached) return cached;
    const text = this.read(file);
    const result: LoadedConfig =
      text === undefined
        ? { file, diagnostics: [configInvalid.create({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 }, startOffset: 0, endOffset: 0 }, message: `Can't read the config file ${file}.` })] }
        : this.withCards(file, parseConfig(text, file));
    this.loaded.set(file, result);
    return result;
  }

  private withCards(file: string, read: ReturnType<typeof parseConfig>): LoadedConfig {
    const diagnostics = [...read.diagnostics];
    const sources: { name: string; data: unknown; range: CardFileEntry["range"] }[] = [];
    for (const entry of read.cardFiles) {
      const data = this.cardData(read.config.root, entry, diagnostics);
      if (data !== undefined) sources.push({ name: path.relative(read.config.root, entry.file) || entry.file, data, range: entry.range });
    }
    const caller = this.callerCards();
    if (sources.length === 0) return { file, config: read.config, diagnostics, ...(caller ? { cards: caller } : {}) };
    const { pools, problems, refused } = catalogWithExtraCards(sources);
    // Each problem names its file and is reported on that file's entry: a file that is no card data
    // as an error (nothing of it is used), a card's problem as a warning (the card is used).
    for (const source of sources) {
      const severity = refused.includes(source.name) ? "error" : "warning";
      const mine = problems.filter((p) => p.startsWith(`${source.name}: `));
      // The first few, then a count: a file of 100,000 broken records must not become as many findings.
      for (const p of mine.slice(0, MAX_CARD_PROBLEMS_SHOWN)) diagnostics.push(configInvalid.create({ range: source.range, severity, message: `Card data: ${p}` }));
      if (mine.length > MAX_CARD_PROBLEMS_SHOWN) diagnostics.push(configInvalid.create({ range: source.range, severity: "warning", message: `Card data: ${source.name}: and ${(mine.length - MAX_CARD_PROBLEMS_SHOWN).toLocaleString("en-US")} more problems.` }));
    }
    // The caller's files over the config's (their problems are the caller's, reported once).
    const callerSources = this.callerBuilt()?.sources ?? [];
    const cards = callerSources.length > 0 ? catalogWithExtraCards(callerSources, pools).pools : pools;
    return { file, config: read.config, diagnostics, catalog: cards.riftbound, cards };
  }

  /** A card file's parsed JSON, or undefined with the reason added to `out`. */
  private cardData(root: string, entry: CardFileEntry, out: Diagnostic[]): unknown {
    // Inside the config's folder only: a config from a cloned repository must not make the
    // linter read (and quote, in its messages) files elsewhere on the machine.
    if (!isInsideFolder(root, entry.file)) {
      out.push(configInvalid.create({ range: entry.range, message: "A card file must be inside the config file's folder." }));
      return undefined;
    }
    // The real path (symbolic links resolved) must be inside the folder too: a link in a cloned
    // repository must not lead the reader out of it.
    const read = this.readCardFile(root, entry.file);
    if (typeof read !== "string") {
      out.push(configInvalid.create({ range: entry.range, message: `Can't read this card file: ${read.reason}.` }));
      return undefined;
    }
    try {
      return JSON.parse(read) as unknown;
    } catch {
      out.push(configInvalid.create({ range: entry.range, message: "This card file is not valid JSON." }));
      return undefined;
    }
  }

  /** A card file's text, through the caller's reader or the file-access policy (inside `root`, real path included). */
  private readCardFile(root: string, file: string): string | { reason: string } {
    if (this.options.readFile) return this.options.readFile(file) ?? { reason: "it can't be read" };
    const read = readPolicyFile(file, { roots: [root], rootsName: "the config file's folder", extensions: [".json"], maxBytes: FILE_LIMITS.cardDataBytes });
    return read.ok ? read.text : { reason: read.reason };
  }

  private nearestConfig(dir: string): string | undefined {
    const seen: string[] = [];
    let found: string | null = null;
    for (let at = dir; ; at = path.dirname(at)) {
      const known = this.nearest.get(at);
      if (known !== undefined) {
        found = known;
        break;
      }
      seen.push(at);
      const candidate = path.join(at, CONFIG_FILE_NAME);
      // Found by existence, then read by load(): an unreadable config is reported as one, never
      // passed over for a parent's (which would judge the files by rules nobody meant for them).
      if (this.exists(candidate)) {
        found = candidate;
        break;
      }
      if (path.dirname(at) === at) break;
    }
    for (const d of seen) this.nearest.set(d, found);
    return found ?? undefined;
  }
}

/** A card file named by the caller (not a config): any readable `*.json` regular file within the card-data size limit. */
function readCallerCardFile(file: string): string | { reason: string } {
  const read = readPolicyFile(file, { extensions: [".json"], maxBytes: FILE_LIMITS.cardDataBytes });
  return read.ok ? read.text : { reason: read.reason };
}

function readSmallFile(absolutePath: string): string | undefined {
  const read = readPolicyFile(absolutePath, { maxBytes: CONFIG_BYTES });
  return read.ok ? read.text : undefined;
}
