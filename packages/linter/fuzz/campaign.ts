// The fuzz campaign (`pnpm fuzz`): generated and mutated inputs through the built linter on worker
// threads, checking that it never throws, reports no internal error, keeps every range inside the
// text and answers each input within the time limit. See README.md in this folder.
import { performance } from "node:perf_hooks";
import { runPool } from "./campaign-pool.js";
import { parseArgs, USAGE } from "./cli-args.js";
import { saveFinding, type Finding } from "./findings.js";
import { fuzzGenerators } from "./generators/registry.js";
import { readSeedFiles } from "./generators/seed-files.js";
import { planChunks } from "./plan.js";
import { replayFinding } from "./replay.js";
import { plural, progressLine, summaryText } from "./summary.js";

/** Findings saved per signature; the rest are counted in the summary. */
const SAVED_PER_SIGNATURE = 5;
/** A worker silent this long is hung; far above the time limit, which the worker measures itself. */
const HANG_MS = 60_000;

const log = (line: string) => void process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args === "help") {
    log(USAGE);
    return 0;
  }
  if (args.replay) return replayFinding(args.replay, args.timeLimitMs, log);

  const seeds = readSeedFiles();
  const generators = fuzzGenerators(seeds);
  const chunks = planChunks(args.inputs, args.seed, generators);
  log(`fuzz campaign: ${args.inputs.toLocaleString("en-US")} inputs, seed ${args.seed} (again: pnpm fuzz --seed ${args.seed} --inputs ${args.inputs}), ${plural(args.workers, "worker")}, ${seeds.length} seed files`);
  const started = performance.now();
  const findings: { finding: Finding; file?: string }[] = [];
  const saved = new Map<string, number>();
  const extra = new Map<string, number>();
  const onFinding = (finding: Finding) => {
    const n = (saved.get(finding.signature) ?? 0) + 1;
    saved.set(finding.signature, n);
    if (n > SAVED_PER_SIGNATURE) {
      extra.set(finding.signature, (extra.get(finding.signature) ?? 0) + 1);
      return;
    }
    const file = saveFinding(finding, args.seed, n);
    findings.push({ finding, file });
    log(`FINDING ${finding.invariant}: ${(finding.detail[0] ?? "").slice(0, 200)} → ${file}`);
  };
  const result = await runPool({
    chunks,
    generators,
    seeds,
    workers: args.workers,
    timeLimitMs: args.timeLimitMs,
    hangMs: HANG_MS,
    onFinding,
    onProgress: (done) => log(progressLine(done, args.inputs, performance.now() - started, findings.length)),
    progressEveryMs: 10_000,
  });
  const repeats = new Map(result.repeats);
  for (const [signature, n] of extra) repeats.set(signature, (repeats.get(signature) ?? 0) + n);
  log(summaryText({ seed: args.seed, workers: args.workers, timeLimitMs: args.timeLimitMs, ran: result.ran, elapsedMs: performance.now() - started, perGenerator: result.perGenerator, slowest: result.slowest, findings, repeats }));
  return findings.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
