import { performance } from "node:perf_hooks";
import type { Diagnostic } from "../src/index.js";
import { rangeProblems } from "../test/reliability/ranges.js";
import type { FuzzInput, LinterApi } from "./input.js";
import { virtualFiles, workspacePath } from "./virtual-files.js";

/** The invariant an input broke. `hang` and `crash` are seen by the campaign, never by one check. */
export type Invariant = "throws" | "internal-error" | "range" | "slow" | "hang" | "crash";

export interface Violation {
  readonly invariant: Invariant;
  /** What exactly: the error, the internal-error message, each bad range. */
  readonly detail: readonly string[];
}

export interface CheckResult {
  /** How long the entry point took (the least of the measurements when it was measured again). */
  readonly ms: number;
  readonly diagnostics: number;
  readonly violations: readonly Violation[];
}

export interface CheckOptions {
  /** Report an input slower than this (ms); undefined: don't judge time (the vitest run). */
  readonly timeLimitMs?: number;
  /** Called before each call of the linter, so a watchdog can tell a slow input from a hung one. */
  readonly beat?: () => void;
}

/**
 * How many times a slow input is measured in all. Two cores are shared with other work, so one
 * measurement over the limit may be a pause of the machine: an input is slow only when every
 * measurement is.
 */
const MEASUREMENTS = 3;

/**
 * Lints one input through its entry point and checks the invariants: the linter doesn't throw,
 * reports no internal error, puts every range (of each diagnostic, its related locations and its
 * fixes' edits) inside the text and consistent, and, when a limit is given, answers in time.
 */
export function checkInput(api: LinterApi, input: FuzzInput, options: CheckOptions = {}): CheckResult {
  let ms = Infinity;
  let diagnostics: readonly Diagnostic[] = [];
  for (let run = 0; run < MEASUREMENTS; run++) {
    options.beat?.();
    const started = performance.now();
    try {
      diagnostics = lintThrough(api, input);
    } catch (error) {
      return { ms: performance.now() - started, diagnostics: 0, violations: [{ invariant: "throws", detail: describeError(error) }] };
    }
    ms = Math.min(ms, performance.now() - started);
    if (options.timeLimitMs === undefined || ms <= options.timeLimitMs) break;
  }
  const violations: Violation[] = [];
  const internal = diagnostics.filter((d) => d.code.endsWith("/internal-error"));
  if (internal.length > 0) violations.push({ invariant: "internal-error", detail: internal.map((d) => `${d.code}: ${d.message}`) });
  const ranges = rangeProblems(input.text, everyRange(diagnostics));
  if (ranges.length > 0) violations.push({ invariant: "range", detail: ranges });
  if (options.timeLimitMs !== undefined && ms > options.timeLimitMs) {
    violations.push({ invariant: "slow", detail: [`${ms.toFixed(0)} ms (least of ${MEASUREMENTS} runs) over the ${options.timeLimitMs} ms budget, ${input.text.length} characters`] });
  }
  return { ms, diagnostics: diagnostics.length, violations };
}

/** Calls the input's entry point with a workspace that exists only in memory. */
function lintThrough(api: LinterApi, input: FuzzInput): readonly Diagnostic[] {
  const files = virtualFiles(input);
  const path = input.fileName ? workspacePath(input.fileName) : undefined;
  switch (input.entry) {
    case "runScenario": {
      const result = api.runScenario(input.text, { ...files, ...(path ? { filePath: path } : {}) });
      if (typeof result.transcript !== "string") throw new Error("runScenario returned no transcript string");
      return result.diagnostics;
    }
    case "lintScenario":
      // No file path: a `deck:` can't be resolved, and nothing may be read.
      return api.lintScenario(input.text, { readFile: files.readFile, realPath: files.realPath }).diagnostics;
    case "lintFile":
      return api.lintFile(path ?? input.fileName, input.text, files).diagnostics;
    case "lintDeck":
      return api.lintDeck(input.text, path ? { filePath: path } : {}).diagnostics;
  }
}

/**
 * The diagnostics plus one stand-in per related location and per fix edit, so rangeProblems
 * checks every range an editor would be handed.
 */
function everyRange(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    out.push(d);
    for (const r of d.related ?? []) out.push({ ...d, code: `${d.code} (related)`, range: r.range });
    for (const fix of d.fixes ?? []) for (const edit of fix.edits) out.push({ ...d, code: `${d.code} (fix "${fix.title}")`, range: edit.range });
  }
  return out;
}

/** The message, then the top frames for the reader (a finding's signature uses the message only). */
function describeError(error: unknown): string[] {
  if (!(error instanceof Error)) return [`threw ${String(error)}`];
  const frames = (error.stack ?? "").split("\n").slice(1, 6).map((line) => line.trim());
  return [`${error.name}: ${error.message}`, ...frames];
}
