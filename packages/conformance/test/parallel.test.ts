/**
 * Worker threads: a run spread over them reports exactly what a run in one thread reports. The
 * workers run the built harness (dist/worker.js; `pnpm test` builds first). No timings are
 * asserted: speed is measured by bench/throughput.bench.mjs.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bundledCasesDir, defaultWorkers, formatReport, REPORTER_NAMES, runConformanceParallel, WORKER_THRESHOLD, type RunReport } from "../src/index.js";
import { copyBundled, removeTree, RUNE_CASE, tempTree, VI_CASE } from "./helpers.js";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) removeTree(root);
});

/** Cases that fail in every way a case can, beside ones that pass. */
function troubles(): string {
  const root = tempTree({
    "bare.scenario.yaml": "scenario: no metadata\nplayers:\n  A: {}\n",
    "renamed-away.golden": "scenario: old\n",
  });
  roots.push(root);
  copyBundled(root, [VI_CASE, RUNE_CASE]);
  copyBundled(root, ["416.3-whole-cost-or-nothing"], false);
  const golden = path.join(root, `${VI_CASE}.golden`);
  writeFileSync(golden, readFileSync(golden, "utf8").replace("main-deck: Blind Fury; Garbage Grabber", "main-deck: Garbage Grabber; Blind Fury"));
  return root;
}

/** The report with its timings zeroed: they differ between any two runs, threads or not. */
function untimed(report: RunReport): RunReport {
  return { ...report, durationMs: 0, results: report.results.map((r) => ({ ...r, durationMs: 0 })) };
}

function outputs(report: RunReport, cwd: string): string[] {
  return REPORTER_NAMES.map((name) => JSON.stringify(formatReport(name, untimed(report), { cwd })));
}

// Two runs of the bundled suite (both games) plus the troubled cases, on a busy CI machine.
describe("runConformanceParallel", { timeout: 120_000 }, () => {
  it("gives the same report, in the same order, with 1 and with 2 workers", async () => {
    const root = troubles();
    const options = { paths: [bundledCasesDir, root], cwd: root, ci: false };
    const progress: number[] = [];
    const single = await runConformanceParallel({ ...options, workers: 1 });
    const parallel = await runConformanceParallel({ ...options, workers: 2, onProgress: (done, total) => progress.push(done, total) });

    expect(untimed(parallel)).toEqual(untimed(single));
    expect(outputs(parallel, root)).toEqual(outputs(single, root));
    expect(single.results.some((r) => r.file.includes(`${path.sep}mtg${path.sep}`))).toBe(true);
    const kinds = new Set(single.results.filter((r) => !r.passed).map((r) => r.failure?.kind));
    for (const kind of ["mismatch", "missing-golden", "obsolete-golden", "metadata"]) expect(kinds.has(kind as never), kind).toBe(true);
    // Every result reported once, counting up to the total.
    const total = single.results.length;
    expect(progress.filter((_, i) => i % 2 === 1).every((t) => t === total)).toBe(true);
    expect(progress.filter((_, i) => i % 2 === 0)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it("splits a shard the same way, and never starts more workers than there are items", async () => {
    const root = troubles();
    const shard = { index: 2, count: 3 };
    const single = await runConformanceParallel({ paths: [bundledCasesDir], cwd: root, ci: true, shard, workers: 1 });
    const parallel = await runConformanceParallel({ paths: [bundledCasesDir], cwd: root, ci: true, shard, workers: 2 });
    expect(untimed(parallel)).toEqual(untimed(single));
    expect(parallel.shard).toEqual(shard);

    const few = await runConformanceParallel({ paths: [root], cwd: root, ci: false, workers: 16 });
    expect(untimed(few)).toEqual(untimed(await runConformanceParallel({ paths: [root], cwd: root, ci: false, workers: 1 })));
  });

  it("--update runs in one thread whatever workers says, and writes the goldens", async () => {
    const root = troubles();
    const report = await runConformanceParallel({ paths: [root], cwd: root, ci: false, update: true, workers: 2 });
    expect(report.results.map((r) => r.action ?? r.failure?.kind)).toEqual(["unchanged", "written", "metadata", "written", "deleted"]);
    expect(existsSync(path.join(root, "416.3-whole-cost-or-nothing.golden"))).toBe(true);
    expect(await runConformanceParallel({ paths: [root], cwd: root, ci: false, workers: 2 })).toMatchObject({ passed: 3, failed: 1 });
  });

  it("refuses a number of workers that is not a whole number from 1 up", async () => {
    const root = troubles();
    await expect(runConformanceParallel({ paths: [root], cwd: root, workers: 0 })).rejects.toThrow(RangeError);
    await expect(runConformanceParallel({ paths: [root], cwd: root, workers: 1.5 })).rejects.toThrow(RangeError);
  });
});

describe("defaultWorkers", () => {
  it("uses one thread below the threshold or on one CPU, one worker per CPU otherwise", () => {
    expect(defaultWorkers(WORKER_THRESHOLD - 1, 8)).toBe(1);
    expect(defaultWorkers(WORKER_THRESHOLD, 8)).toBe(8);
    expect(defaultWorkers(10_000, 2)).toBe(2);
    expect(defaultWorkers(10_000, 1)).toBe(1);
  });
});
