import type { LintDiagnostic } from "../linter-port.js";

/** One linted file: its absolute path and what the linter found in it. */
export interface FileResult {
  readonly filePath: string;
  readonly diagnostics: readonly LintDiagnostic[];
}

/** Whether a finding says the linter itself failed (scenario/internal-error, deck/internal-error). */
export function crashed(d: LintDiagnostic): boolean {
  return d.code.endsWith("/internal-error");
}

export interface Counts {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
}

export function countSeverities(results: readonly FileResult[]): Counts {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const result of results) {
    for (const d of result.diagnostics) {
      if (d.severity === "error") errors++;
      else if (d.severity === "warning") warnings++;
      else infos++;
    }
  }
  return { errors, warnings, infos };
}

/** `--quiet`: the same files, errors only (a file left without findings stays, as a clean file). */
export function errorsOnly(results: readonly FileResult[]): FileResult[] {
  return results.map((r) => ({ filePath: r.filePath, diagnostics: r.diagnostics.filter((d) => d.severity === "error") }));
}
