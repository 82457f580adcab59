import { checkCase, checkObsoleteGolden, type CheckOptions } from "./check.js";
import { assertConfigsValid, caseSettings, forgetConfigs } from "./configs.js";
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
  /**
   * The recycle-rules.config.json cases are judged with: a path for all of them, `false` for none,
   * undefined (the default) for each case's nearest. Ignored cases are not run.
   */
  readonly configFile?: string | false;
  /** Card data files (absolute paths) over the bundled cards and each config's card files; never for the bundled official cases. */
  readonly cardFiles?: readonly string[];
}

/** `--update` in CI: a golden is accepted by a person, never by a build machine. */
export class UpdateInCiError extends Error {
  override readonly name = "UpdateInCiError";
  constructor() {
    super("--update is refused in CI (CI is set): goldens are written on a developer's machine, reviewed, and committed; CI only compares.");
  }
}

/** One item of a run: a case, or a golden whose case is gone. */
export interface RunItem {
  readonly path: string;
  readonly obsolete: boolean;
}

/** What a run will do: this shard's items in path order, and the size of the whole suite. */
export interface RunPlan {
  readonly items: readonly RunItem[];
  readonly suiteSize: number;
  readonly check: CheckOptions;
  /** Cases the config ignores (not run, not counted). */
  readonly ignored: readonly string[];
}

/**
 * Runs every case under `paths` (or this shard's part of them), one after the other in this
 * thread. Cases and obsolete goldens form one list sorted by path, so sharding splits both and
 * each is reported by exactly one shard. `runConformanceParallel` is the same run spread over
 * worker threads when there are many cases.
 */
export function runConformance(options: RunOptions): RunReport {
  const started = performance.now();
  const plan = planRun(options);
  return summarize(checkInThisThread(plan, options.onProgress), plan, started, options.shard);
}

/** The plan's items one after the other, in order. */
export function checkInThisThread(plan: RunPlan, onProgress: RunOptions["onProgress"]): CaseResult[] {
  const results: CaseResult[] = [];
  for (const item of plan.items) {
    const result = checkItem(item, plan.check);
    results.push(result);
    onProgress?.(results.length, plan.items.length, result);
  }
  return results;
}

/** Finds, sorts and shards the items of a run (throws UpdateInCiError, MissingPathError). */
export function planRun(options: RunOptions): RunPlan {
  if (options.update && options.ci) throw new UpdateInCiError();
  const found = discover(options.paths, options.cwd);
  forgetConfigs();
  const ignored = found.cases.filter((p) => caseSettings(p, options.configFile, options.cardFiles).role === "ignored");
  assertConfigsValid(options.configFile, options.cardFiles);
  const skipped = new Set(ignored);
  const items: RunItem[] = [...found.cases.filter((p) => !skipped.has(p)).map((p) => ({ path: p, obsolete: false })), ...found.obsoleteGoldens.map((p) => ({ path: p, obsolete: true }))];
  items.sort((a, b) => comparePaths(a.path, b.path));
  const check: CheckOptions = { update: options.update ?? false, ci: options.ci ?? false, ...(options.configFile !== undefined ? { configFile: options.configFile } : {}), ...(options.cardFiles?.length ? { cardFiles: options.cardFiles } : {}) };
  return { items: selectShard(items, options.shard), suiteSize: items.length, check, ignored };
}

/** One item, whichever thread runs it. */
export function checkItem(item: RunItem, check: CheckOptions): CaseResult {
  return item.obsolete ? checkObsoleteGolden(item.path, check) : checkCase(item.path, check);
}

/** The report of a run whose results are in the plan's order. */
export function summarize(results: readonly CaseResult[], plan: RunPlan, started: number, shard: Shard | undefined): RunReport {
  // A deleted obsolete golden is housekeeping, not a case: it counts neither way.
  const counted = results.filter((r) => r.action !== "deleted");
  const passed = counted.filter((r) => r.passed).length;
  return {
    results,
    suiteSize: plan.suiteSize,
    passed,
    failed: counted.length - passed,
    durationMs: performance.now() - started,
    ...(shard ? { shard } : {}),
    ...(plan.ignored.length > 0 ? { ignored: plan.ignored } : {}),
  };
}
