#!/usr/bin/env node
// Conformance throughput (issue 13: at least 1,000 typical cases a second on 2 cores). Generates a
// suite of 10,000 typical cases (bench/generate-suite.mjs), then runs it in fresh Node processes,
// as `recycle-rules conformance` would: in one thread, and on worker threads. Each figure counts
// from the process's start (loading the linter and the card data included) to the report. Prints
// cases/s, the ratio to the target, and "met" or "not met" with the measured reason. Never a timed
// assertion: read the figures.
//
//   node bench/throughput.bench.mjs [--count N] [--runs N] [--keep]
import console from "node:console";
import process from "node:process";
import { performance } from "node:perf_hooks";
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generateSuite } from "./generate-suite.mjs";

const TARGET = 1000; // cases per second
const here = fileURLToPath(import.meta.url);

// A child process: run the suite once and print what it measured as JSON.
if (process.argv[2] === "--child") {
  const [dir, workers] = [process.argv[3], Number(process.argv[4])];
  const { runConformanceParallel } = await import("../dist/index.js");
  const report = await runConformanceParallel({ paths: [dir], cwd: dir, ci: true, workers });
  const cpu = process.cpuUsage(); // every thread of the process
  const failure = report.results.find((r) => !r.passed)?.failure;
  const first = failure ? `${failure.kind}: ${failure.message.split("\n")[0]}` : undefined;
  console.log(JSON.stringify({ cases: report.results.length, failed: report.failed, first, ms: performance.now(), runMs: report.durationMs, cpuMs: (cpu.user + cpu.system) / 1000 }));
  process.exit(0);
}

const { values } = parseArgs({ options: { count: { type: "string" }, runs: { type: "string" }, keep: { type: "boolean" } } });
const count = values.count === undefined ? 10_000 : Number(values.count);
const runs = values.runs === undefined ? 2 : Number(values.runs);
const cpus = os.availableParallelism();

const generated = performance.now();
const suite = generateSuite({ count });
const generateMs = performance.now() - generated;

function runOnce(workers) {
  const child = spawnSync(process.execPath, [here, "--child", suite.dir, String(workers)], { encoding: "utf8", maxBuffer: 1 << 24 });
  if (child.status !== 0) throw new Error(`the run with ${workers} worker(s) failed (exit ${child.status}):\n${child.stderr}`);
  const measured = JSON.parse(child.stdout.trim().split("\n").at(-1));
  // A build that changed the engine between writing the goldens and this run fails every case.
  if (measured.failed > 0) throw new Error(`${measured.failed} generated cases failed (${measured.first}); the suite is not a fair measure.`);
  return measured;
}

/** The fastest of `runs` runs: other processes on the machine only ever slow a run down. */
function measure(workers) {
  const all = Array.from({ length: runs }, () => runOnce(workers));
  const best = all.reduce((a, b) => (b.ms < a.ms ? b : a));
  return { ...best, workers, all };
}

/**
 * How many cores the machine gives us right now: `cpus` processes spin at once for 1.5 s, and
 * the CPU time they got together is divided by the wall time. 2.0 on two idle cores.
 */
async function coresAvailable() {
  const spin = "const end = Date.now() + 1500; let x = 0; while (Date.now() < end) for (let i = 0; i < 1e5; i++) x += i & 1; const c = process.cpuUsage(); console.log((c.user + c.system) / 1000);";
  const started = performance.now();
  const cpu = await Promise.all(
    Array.from({ length: cpus }, () => new Promise((resolve) => {
      let out = "";
      const child = spawn(process.execPath, ["-e", spin], { stdio: ["ignore", "pipe", "inherit"] });
      child.stdout.on("data", (d) => (out += d));
      child.on("close", () => resolve(Number(out.trim()) || 0));
    })),
  );
  return cpu.reduce((a, b) => a + b, 0) / (performance.now() - started);
}

const load = () => os.loadavg()[0];
const loadBefore = load();
const coresBefore = await coresAvailable();
let single, parallel;
try {
  single = measure(1);
  parallel = measure(Math.max(2, cpus));
} finally {
  // 10,000 cases and their goldens are not left behind in the temporary folder, even by a failed run.
  if (!values.keep) rmSync(suite.dir, { recursive: true, force: true });
}
const coresAfter = await coresAvailable();
const loadAfter = load();

const rate = (m) => (m.cases / m.ms) * 1000;
const perCpuSecond = (m) => (m.cases / m.cpuMs) * 1000;
const line = (label, m) =>
  `  ${label.padEnd(24)} ${(m.ms / 1000).toFixed(2).padStart(6)} s ${rate(m).toFixed(0).padStart(6)} cases/s   ${(rate(m) / TARGET).toFixed(2)}x target   ` +
  `CPU ${(m.cpuMs / 1000).toFixed(2)} s (${perCpuSecond(m).toFixed(0)} cases per CPU-second)   runs: ${m.all.map((r) => (r.ms / 1000).toFixed(2)).join(", ")} s`;

console.log(`Conformance throughput, ${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${cpus} CPUs, Node ${process.versions.node}`);
console.log(`  suite: ${suite.count} cases from ${suite.templates} bundled ones (${Object.entries(suite.games).map(([g, n]) => `${g} ${n}`).join(", ")}); generated with goldens (one --update run) in ${(generateMs / 1000).toFixed(1)} s`);
console.log(
  `  load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (1-minute; ${cpus} CPUs); ${cpus} spinning processes got ${coresBefore.toFixed(2)} cores' worth of CPU before, ${coresAfter.toFixed(2)} after`,
);
console.log(line("one thread", single));
console.log(line(`${parallel.workers} worker threads`, parallel));

const best = rate(parallel) >= rate(single) ? parallel : single;
const cores = Math.min(parallel.workers, cpus);
const got = parallel.cpuMs / parallel.ms; // cores' worth of CPU the worker run had
const costRatio = parallel.cpuMs / single.cpuMs; // the same cases' CPU on threads running at once, against one thread
// On cores of its own the run would approach the one-thread cost per case on every core.
const ownCores = perCpuSecond(single) * cores;
const verdict = `${rate(best).toFixed(0)} cases/s, ${(rate(best) / TARGET).toFixed(2)}x, the better of the two`;
if (rate(best) >= TARGET) {
  console.log(`  target ${TARGET} cases/s: met (${verdict})`);
} else {
  const reasons = [];
  if (got < cores * 0.75) reasons.push(`the ${parallel.workers} worker threads got ${got.toFixed(2)} cores' worth of CPU, not ${cores} (other processes held the rest: spinning processes got ${Math.min(coresBefore, coresAfter).toFixed(2)}-${Math.max(coresBefore, coresAfter).toFixed(2)} of ${cpus})`);
  if (costRatio > 1.15) reasons.push(`the cases cost ${costRatio.toFixed(2)}x the CPU with threads running at once (threads on a shared machine slow each other; each worker also warms up on its own)`);
  if (reasons.length === 0) reasons.push(`the cases cost ${(1000 / perCpuSecond(single)).toFixed(2)} ms of CPU each in one thread (YAML parsing, the structure check, the engine's replay, the transcript)`);
  console.log(`  target ${TARGET} cases/s: not met (${verdict}): ${reasons.join("; ")}. At the one-thread cost, ${cores} cores of its own would give about ${ownCores.toFixed(0)} cases/s.`);
}

if (values.keep) console.log(`  suite kept in ${suite.dir}`);
