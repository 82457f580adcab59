/**
 * Timing helpers. A figure is the median of several runs after a warm-up run; anything that may
 * take long runs in a worker thread with a budget, so a quadratic case is reported as "over
 * budget" instead of holding the whole suite hostage.
 */
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median milliseconds of `runs` calls of `fn`, after one warm-up call unless the caller warmed it. */
export function timeMedian(runs, fn, { warm = true } = {}) {
  if (warm) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * Runs a task module (`src/tasks/*.mjs`, which posts one result) in a worker thread. Resolves to
 * `{ ok: true, value }`, or `{ ok: false, reason }` when it throws, dies or outlives `budgetMs`.
 */
export function runTask(file, data, budgetMs) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL(`./tasks/${file}`, import.meta.url), { workerData: data, resourceLimits: { maxOldGenerationSizeMb: 4096 } });
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: `over the ${Math.round(budgetMs / 1000)} s budget` }), budgetMs);
    worker.on("message", (value) => finish({ ok: true, value }));
    worker.on("error", (error) => finish({ ok: false, reason: `failed: ${error.message.split("\n")[0]}` }));
    worker.on("exit", (code) => finish({ ok: false, reason: `the worker exited (${code}) without a result` }));
  });
}
