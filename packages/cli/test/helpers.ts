import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CliIo, LintDiagnostic, LinterPort } from "../src/index.js";

/** Captures what main() writes, so a test can assert on stdout and stderr separately. */
export interface CapturedIo extends CliIo {
  out(): string;
  err(): string;
}

export function captureIo(cwd: string, extra: Partial<CliIo> = {}): CapturedIo {
  let out = "";
  let err = "";
  return {
    cwd,
    stdout: { write: (t: string) => void (out += t) },
    stderr: { write: (t: string) => void (err += t) },
    out: () => out,
    err: () => err,
    ...extra,
  };
}

/** A fresh directory with the given files (path → content); returns its real path. */
export function tempTree(files: Record<string, string>): string {
  // realpath: on some systems tmpdir() is a symlink, and the CLI reports resolved paths.
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-cli-")));
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return root;
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/**
 * A linter stand-in for tests about the CLI itself (exit codes, layout), independent of the rules:
 * each line `# stub: <severity> <code> <rule> <message…>` becomes one diagnostic at that line, its
 * range starting at the `#`. The real linter is exercised by the end-to-end test.
 */
export const stubLinter: LinterPort = {
  lintScenario(text) {
    return { diagnostics: stubDiagnostics(text) };
  },
  runScenario(text) {
    return { diagnostics: stubDiagnostics(text), transcript: "step 1: stub transcript\nfinal state: stub" };
  },
  lintFile(_fileName, text) {
    return { diagnostics: stubDiagnostics(text) };
  },
};

function stubDiagnostics(text: string): LintDiagnostic[] {
  const out: LintDiagnostic[] = [];
  text.split("\n").forEach((line, index) => {
    const m = /^(\s*)# stub: (error|warning|info) (\S+) (\S+) (.*)$/.exec(line);
    if (!m) return;
    const [, indent = "", severity, code = "", rule = "", message = ""] = m;
    out.push({
      code,
      severity: severity as LintDiagnostic["severity"],
      message,
      rule: rule === "-" ? [] : rule.split(","),
      range: { start: { line: index, character: indent.length }, end: { line: index, character: line.length } },
    });
  });
  return out;
}
