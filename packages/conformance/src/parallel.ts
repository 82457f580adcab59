import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { CaseResult, RunReport } from "./result.js";
import { checkInThisThread, planRun, summarize, type RunItem, type RunOptions, type RunPlan } from "./run.js";
import type { WorkerRequest, WorkerResponse } from "./worker.js";

export interface ParallelRunOptions extends RunOptions {
  /**
   * How many worker threads run the cases. 1 runs them in this thread; absent, the run decides:
   * worker threads (one per CPU, see `defaultWorkers`) when there are at least
   * `WORKER_THRESHOLD` items and more than one CPU. `update` always runs in this thread.
   */
  readonly workers?: number;
}

/**
 * Below this many items a run stays in one thread. Each worker thread loads the linter, the
 * engine and the card data (about 0.5 s of CPU) and then warms up on its own (its first few
 * hundred cases run several times slower than the rest), so on 2 cores a second thread only
 * pays for itself from several hundred cases on, and on a busy machine it costs more than it
 * gives below that (measured: 200 cases took 1.6-2.4 s of CPU in one thread, 3.0-4.6 s on two).
 */
export const WORKER_THRESHOLD = 500;

/** The worker threads a run of `items` items uses when not told: 1 (this thread) below the threshold or on one CPU. */
export function defaultWorkers(items: number, cpus: number = availableParallelism()): number {
  return items >= WORKER_THRESHOLD && cpus > 1 ? cpus : 1;
}

/**
 * runConformance, with the cases spread over worker threads when there are many (or when told
 * to). The report is the one a run in one thread gives: results in path order, the same
 * pass/fail counts, the same reporters' output (only the timings differ, as they do between any
 * two runs). `onProgress` is called as results come in, with the count done so far.
 *
 * `update` runs in this thread whatever `workers` says: goldens are written one after the other,
 * in path order, as a person reviewing them would expect.
 */
export async function runConformanceParallel(options: ParallelRunOptions): Promise<RunReport> {
  const started = performance.now();
  const plan = planRun(options);
  const wanted = options.workers ?? defaultWorkers(plan.items.length);
  if (!Number.isInteger(wanted) || wanted < 1) throw new RangeError(`workers must be a whole number of at least 1, not ${String(options.workers)}.`);
  const workers = plan.check.update ? 1 : Math.min(wanted, plan.items.length);
  const results = workers <= 1 ? checkInThisThread(plan, options.onProgress) : await inWorkers(plan, workers, options);
  return summarize(results, plan, started, options.shard);
}

/** The compiled worker; from the TypeScript sources (the tests), the built one beside them. */
function workerScript(): URL {
  const beside = new URL("./worker.js", import.meta.url);
  return existsSync(fileURLToPath(beside)) ? beside : new URL("../dist/worker.js", import.meta.url);
}

/**
 * Deals the items to `count` workers in batches of neighbouring items, a new batch to whichever
 * worker finishes one (so a slow stretch of cases doesn't leave the other workers idle), two
 * batches in flight per worker so none waits for the next. Results go back to their item's place.
 */
function inWorkers(plan: RunPlan, count: number, options: RunOptions): Promise<CaseResult[]> {
  const total = plan.items.length;
  const size = Math.max(1, Math.min(64, Math.ceil(total / (count * 16))));
  const batches: { index: number; item: RunItem }[][] = [];
  for (let start = 0; start < total; start += size) {
    batches.push(plan.items.slice(start, start + size).map((item, k) => ({ index: start + k, item })));
  }
  const results = new Array<CaseResult | undefined>(total);
  let next = 0;
  let done = 0;
  const script = workerScript();

  return new Promise<CaseResult[]>((resolve, reject) => {
    const pool: Worker[] = [];
    let settled = false;
    const finish = (error?: unknown): void => {
      if (settled) return;
      settled = true;
      for (const worker of pool) {
        if (error === undefined) worker.postMessage(null satisfies WorkerRequest);
        else void worker.terminate();
      }
      if (error !== undefined) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(results as CaseResult[]);
    };
    const feed = (worker: Worker): void => {
      const batch = batches[next];
      if (batch === undefined) return;
      next++;
      worker.postMessage({ batch } satisfies WorkerRequest);
    };
    for (let w = 0; w < count; w++) {
      const worker = new Worker(script, { workerData: { check: plan.check } });
      pool.push(worker);
      worker.on("message", (response: WorkerResponse) => {
        if (settled) return;
        try {
          for (const { index, result } of response.results) {
            results[index] = result;
            done++;
            options.onProgress?.(done, total, result);
          }
        } catch (error) {
          finish(error);
          return;
        }
        if (done === total) finish();
        else feed(worker);
      });
      worker.on("error", (error) => finish(error));
      worker.on("exit", (code) => {
        if (!settled) finish(new Error(`A conformance worker thread stopped (exit code ${code}) before its cases were done.`));
      });
      feed(worker);
      feed(worker);
    }
  });
}
