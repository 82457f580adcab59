import type { FileResult } from "./result.js";

/**
 * Machine-readable report: an array of `{ filePath, diagnostics }`, one entry per file linted (files
 * without findings included, so a consumer can tell "clean" from "not linted"). `filePath` is
 * absolute, as ESLint's JSON formatter does; diagnostics are the linter's own objects, 0-based
 * ranges, related information and fixes included.
 */
export function formatJson(results: readonly FileResult[]): string {
  return `${JSON.stringify(results.map((r) => ({ filePath: r.filePath, diagnostics: r.diagnostics })), null, 2)}\n`;
}
