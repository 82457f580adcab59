import type * as Linter from "../src/index.js";

/** The public entry points an input goes through. */
export type Entry = "runScenario" | "lintScenario" | "lintFile" | "lintDeck";

/** One fuzz input: everything needed to lint it again, as saved in a finding. */
export interface FuzzInput {
  /** The generator that made it (the campaign counts inputs per generator). */
  readonly generator: string;
  readonly entry: Entry;
  /**
   * The file's base name ("case.scenario.yaml", "list.dek"): lintFile picks the kind by it, and
   * it becomes the scenario's or deck's path inside the virtual workspace. "" for none.
   */
  readonly fileName: string;
  readonly text: string;
  /**
   * Files a scenario's `deck:` may name, by path relative to the scenario's folder. They exist
   * only in memory: the linter is handed a `readFile` that serves them, never the disk.
   */
  readonly files?: Readonly<Record<string, string>>;
  /** Where the input came from, for a human reading a finding: "examples/x.scenario.yaml, 3 mutations". */
  readonly origin?: string;
}

/**
 * The linter functions the invariants call. The campaign passes the built package
 * (dist/index.js), the vitest test the sources: the same checks run against both.
 */
export type LinterApi = Pick<typeof Linter, "runScenario" | "lintScenario" | "lintFile" | "lintDeck">;
