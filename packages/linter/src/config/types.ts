import type { Severity } from "../diagnostics/types.js";

/** What a config's `rules` entry may set a code to: another severity, or "off" (not reported). */
export type RuleSetting = Severity | "off";

/** Per-code severity overrides: `{ "scenario/unknown-key": "error", "deck/sideboard-size": "off" }`. */
export type RuleOverrides = Readonly<Record<string, RuleSetting>>;

/**
 * A `recycle-rules.config.json`, read and checked (config-file.ts). Plain data, so it can cross
 * to a worker thread. Globs and card files are relative to `root`, the config file's folder.
 */
export interface LintConfig {
  /** The folder the config file is in (absolute); its globs and paths are read from there. */
  readonly root: string;
  /** The config file itself (absolute), for messages; absent for a config made in code. */
  readonly file?: string;
  readonly rules: RuleOverrides;
  /** Files the CLI, the server and the conformance runner leave alone (globs, relative to root). */
  readonly ignore: readonly string[];
  /** Which files are scenarios and which are deck lists when a folder is searched (globs). */
  readonly files: { readonly scenarios: readonly string[]; readonly decks: readonly string[] };
  /** Extra Riftbound card data files (absolute), in the format of @recycle-rules/cards' data. */
  readonly cards: readonly string[];
}

/** The file patterns used when no config says otherwise: what `lint <folder>` always searched for. */
export const DEFAULT_FILES: LintConfig["files"] = {
  scenarios: ["**/*.scenario.yaml", "**/*.scenario.yml"],
  decks: ["**/*.deck", "**/*.dek"],
};

/** The name the CLI, the server and the conformance runner look for, from a file's folder upward. */
export const CONFIG_FILE_NAME = "recycle-rules.config.json";
