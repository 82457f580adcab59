import { checkCase, checkObsoleteGolden } from "./check.js";
import { discover } from "./discover.js";
import { comparePaths } from "./files.js";
import type { CaseResult, RunReport } from "./result.js";
import { selectShard, type Shard } from "./shard.js";

export interface RunOptions {
  /** Files and directories of cases. */
  readonly paths: readonly string[];
  /** Relative paths are resolved against this. */
  readonly cwd: string;
  /** Rewrite goldens from the replay (and delete obsolete ones). Refused when `ci` is set. */
  readonly update?: boolean;
  /** Running in CI: goldens are never written there. */
  readonly ci?: boolean;
  readonly shard?: Shard;
  /** Called after each item, for a progress bar. */
  readonly onProgress?: (done: number, total: number, result: CaseResult) => void;
}

/** `--update` in CI: a golden is accepted by a person, never by a build machine. */
export class UpdateInCiError extends Error {
  override readonly name = "UpdateInCiError";
  constructor() {
    super("--update is refused in CI (CI is set): goldens are written on a developer's machine, reviewed, and committed; CI only compares.");
  }
}

interface Item {
  readonly path: string;
  readonly obsolete: boolean;
}

/**
 * Runs every case under `paths` (or this shard's part of them). Cases and obsolete goldens form
 * one list sorted by path, so sharding splits both and each is reported by exactly one shard.
 */
export function runConformance(options: RunOptions): RunReport {
  if (options.update && options.ci) throw new UpdateInCiError();
  const started = performance.now();
  const found = discover(options.paths, options.cwd);
  const items: Item[] = [...found.cases.map((p) => ({ path: p, obsolete: false })), ...found.obsoleteGoldens.map((p) => ({ path: p, obsolete: true }))];
  items.sort((a, b) => comparePaths(a.path, b.path));
  const mine = selectShard(items, options.shard);

  const check = { update: options.update ?? false, ci: options.ci ?? false };
  const results: CaseResult[] = [];
  for (const item of mine) {
    const result = item.obsolete ? checkObsoleteGolden(item.path, check) : checkCase(item.path, check);
    results.push(result);
    options.onProgress?.(results.length, mine.length, result);
  }
  // A deleted obsolete golden is housekeeping, not a case: it counts neither way.
  const counted = results.filter((r) => r.action !== "deleted");
  const passed = counted.filter((r) => r.passed).length;
  return {
    results,
    suiteSize: items.length,
    passed,
    failed: counted.length - passed,
    durationMs: performance.now() - started,
    ...(options.shard ? { shard: options.shard } : {}),
  };
}
