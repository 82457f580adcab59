import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { firstChangedLine, unifiedDiff } from "./diff.js";
import { goldenPathFor } from "./files.js";
import { replayCase } from "./golden.js";
import { readMetadata } from "./metadata.js";
import { caseSettings } from "./configs.js";
import type { CaseResult, Failure } from "./result.js";

export interface CheckOptions {
  /** Write the replay as the golden instead of comparing (never in CI; see runConformance). */
  readonly update?: boolean;
  /** Only changes the advice in messages: in CI nobody can run --update. */
  readonly ci?: boolean;
  /** RunOptions.configFile: the config the case is judged with (a path, none, or the nearest). */
  readonly configFile?: string | false;
  /** RunOptions.cardFiles. */
  readonly cardFiles?: readonly string[];
}

/**
 * Runs one case: replays it, renders its golden text, and compares it with the golden on disk
 * (or writes it, with `update`). A case whose metadata is incomplete fails before any comparison,
 * and is never written: a golden nobody can trace to a rule is no evidence.
 */
export function checkCase(file: string, options: CheckOptions = {}): CaseResult {
  const started = performance.now();
  const golden = goldenPathFor(file);
  const done = (rest: Omit<CaseResult, "file" | "golden" | "durationMs" | "rules"> & { rules?: readonly string[] }): CaseResult => ({
    file,
    golden,
    rules: [],
    ...rest,
    durationMs: performance.now() - started,
  });

  const text = readText(file);
  if (typeof text !== "string") return done({ passed: false, failure: { kind: "unreadable", message: `Can't read the case: ${text.error}`, file, line: 1 } });

  // The replay parses the case once; its metadata is read from that parse. A case with incomplete
  // metadata is replayed for nothing, but that is a case that fails anyway.
  const settings = caseSettings(file, options.configFile, options.cardFiles);
  const replay = replayCase(text, { ...(settings.rules ? { rules: settings.rules } : {}), ...(settings.cards ? { catalogs: settings.cards } : {}) });
  const meta = readMetadata(text, replay.yaml);
  const about = {
    rules: meta.rules,
    ...(meta.title !== undefined ? { title: meta.title } : {}),
    ...(meta.source !== undefined ? { source: meta.source } : {}),
    ...(meta.edition !== undefined ? { edition: meta.edition } : {}),
  };
  const problem = meta.problems[0];
  if (problem) {
    const message = meta.problems.map((p) => p.message).join("\n");
    return done({ ...about, passed: false, failure: { kind: "metadata", message, file, line: problem.line } });
  }

  if (replay.internalError) {
    // A crash of the linter or engine is a bug to fix, not a behaviour to bless with --update.
    const message = `The linter crashed on this case (a bug in recycle-rules, not in the case): ${replay.internalError.message}`;
    return done({ ...about, passed: false, failure: { kind: "internal-error", message, file, line: replay.internalError.range.start.line + 1 } });
  }
  const actual = replay.golden;
  // A checkout with core.autocrlf may give the golden CRLF line ends; they are not a difference.
  const read = readText(golden);
  const expected = typeof read === "string" ? read.replace(/\r\n/g, "\n") : read;

  if (options.update) {
    if (expected === actual) return done({ ...about, passed: true, action: "unchanged" });
    writeFileSync(golden, actual);
    return done({ ...about, passed: true, action: "written" });
  }

  if (typeof expected !== "string") {
    const missing = expected.code === "ENOENT";
    const advice = options.ci
      ? "Goldens are never written in CI: run `recycle-rules conformance --update` locally, review the new golden against the rule, and commit it."
      : "Run `recycle-rules conformance --update` to write it from the engine's replay, then review it against the rule before committing.";
    const failure: Failure = missing
      ? { kind: "missing-golden", message: `No golden ${path.basename(golden)} beside the case. ${advice}`, file, line: 1 }
      : { kind: "unreadable", message: `Can't read the golden: ${expected.error}`, file: golden, line: 1 };
    return done({ ...about, passed: false, failure });
  }

  if (expected === actual) return done({ ...about, passed: true });
  const diff = unifiedDiff(path.basename(golden), expected, actual);
  const message = `The replay differs from the golden (- golden, + replay). Rules: ${meta.rules.join(", ")}.`;
  return done({ ...about, passed: false, failure: { kind: "mismatch", message, diff, file: golden, line: firstChangedLine(expected, actual) } });
}

/** An obsolete golden fails the run; with `update` it is deleted instead. */
export function checkObsoleteGolden(golden: string, options: CheckOptions = {}): CaseResult {
  const started = performance.now();
  const base = { file: golden, golden, rules: [] as readonly string[] };
  if (options.update) {
    rmSync(golden, { force: true });
    return { ...base, passed: true, action: "deleted", durationMs: performance.now() - started };
  }
  const advice = options.ci
    ? "Delete it (or restore its case) and commit."
    : "Delete it, restore its case, or run `recycle-rules conformance --update` to delete it.";
  const message = `Obsolete golden: there is no ${path.basename(golden).replace(/\.golden$/, ".scenario.yaml")} beside it. ${advice}`;
  return { ...base, passed: false, failure: { kind: "obsolete-golden", message, file: golden, line: 1 }, durationMs: performance.now() - started };
}

function readText(file: string): string | { error: string; code?: string } {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    return { error: e instanceof Error ? e.message : String(e), ...(typeof code === "string" ? { code } : {}) };
  }
}
