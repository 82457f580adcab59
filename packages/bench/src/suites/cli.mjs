/**
 * The command line's cold start: `recycle-rules lint <file>` in a fresh Node process, from spawn
 * to exit, and the process's peak memory (read at exit through a preloaded hook, so nothing of
 * the CLI changes). A Riftbound scenario reads no Magic data; a real Magic deck list reads the
 * full definitions and the name index.
 */
import process from "node:process";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { median } from "../measure.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");
const bin = path.join(repoRoot, "packages/cli/dist/bin.js");
const HOOK = 'process.on("exit", () => process.stderr.write(`\\nbench-max-rss-kb ${process.resourceUsage().maxRSS}\\n`));\n';

/** `{ ok, ms, rssMb }`: the median of `runs` lints of `file` (relative to the repository, or written from `text`). */
export function cliColdStart(runs, { file, name, text }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "recycle-rules-bench-cli-"));
  const hook = path.join(scratch, "max-rss-hook.cjs");
  writeFileSync(hook, HOOK);
  let target = file === undefined ? undefined : path.join(repoRoot, file);
  if (target === undefined) {
    target = path.join(scratch, name);
    writeFileSync(target, text);
  }
  const times = [];
  const memory = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const run = spawnSync(process.execPath, ["--require", hook, bin, "lint", target, "--format", "json"], { cwd: repoRoot, encoding: "utf8" });
    times.push(performance.now() - start);
    const kb = Number(/bench-max-rss-kb (\d+)/.exec(run.stderr)?.[1] ?? NaN);
    if (run.status !== 0 && run.status !== 1) return { ok: false, reason: `exit ${run.status}: ${run.stderr.trim().split("\n").slice(-2).join(" | ")}` };
    memory.push(kb / 1024);
  }
  return { ok: true, ms: median(times), rssMb: median(memory) };
}
