import path from "node:path";
import type { LintDiagnostic } from "../linter-port.js";
import { palette, visibleLength, type Palette } from "./ansi.js";
import { countSeverities, type FileResult } from "./result.js";

/**
 * ESLint's "stylish" layout, for people:
 *
 *   examples/vi-empty-trash.scenario.yaml
 *     17:5  error  Recycling 1 from A's trash is part of the cost, …  recycle/illegal-cost (rule 416.3)
 *
 *   ✖ 1 problem (1 error, 0 warnings)
 *
 * Paths are relative to the working directory; positions are 1-based (editors and terminals count
 * from 1, the linter's ranges from 0). Files without findings are left out, and a clean run prints
 * nothing, as ESLint does.
 */
export interface StylishOptions {
  readonly cwd: string;
  readonly color?: boolean;
}

export function formatStylish(results: readonly FileResult[], options: StylishOptions): string {
  const c = palette(options.color ?? false);
  let out = "";
  for (const result of results) {
    if (result.diagnostics.length === 0) continue;
    out += `\n${c.underline(displayPath(result.filePath, options.cwd))}\n`;
    const rows = sortByPosition(result.diagnostics).map((d) => row(d, c));
    out += alignColumns(rows).map((line) => `  ${line}\n`).join("");
  }
  const counts = countSeverities(results);
  const total = counts.errors + counts.warnings + counts.infos;
  if (total === 0) return out;
  const paint = counts.errors > 0 ? c.red : counts.warnings > 0 ? c.yellow : c.blue;
  out += `\n${paint(c.bold(`✖ ${summary(counts)}`))}\n`;
  return out;
}

/** "3 problems (1 error, 2 warnings)", with ", 1 info" only when there are any. */
export function summary(counts: { errors: number; warnings: number; infos: number }): string {
  const total = counts.errors + counts.warnings + counts.infos;
  const parts = [plural(counts.errors, "error"), plural(counts.warnings, "warning")];
  if (counts.infos > 0) parts.push(`${counts.infos} info`);
  return `${plural(total, "problem")} (${parts.join(", ")})`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function displayPath(filePath: string, cwd: string): string {
  // A name that is no path (lint --stdin's "<stdin>") is shown as given.
  if (!path.isAbsolute(filePath)) return filePath;
  const relative = path.relative(cwd, filePath);
  return (relative === "" ? filePath : relative).split(path.sep).join("/");
}

/** The code plus the rules it cites: "recycle/wrong-destination (rule 416.1.b)". */
export function codeWithRules(d: LintDiagnostic): string {
  const rules = citedRules(d);
  return rules === undefined ? d.code : `${d.code} (${rules})`;
}

/**
 * The rules a finding cites, for a parenthesis: "rule 416.1.b", "rules 118.3, 119.4"; undefined
 * when it cites none. Every report that names rules words them this way (stylish, SARIF, GitHub).
 */
export function citedRules(d: LintDiagnostic): string | undefined {
  if (d.rule.length === 0) return undefined;
  // A rule may carry its own note in parentheses ("118.3 (current CR)"); inside ours it becomes a dash.
  const rules = d.rule.map((r) => r.replace(/ \(([^()]*)\)$/, " — $1"));
  return `${rules.length === 1 ? "rule" : "rules"} ${rules.join(", ")}`;
}

/** A finding's message on one line, followed by the rules it cites: what machine reports show. */
export function messageWithRules(d: LintDiagnostic): string {
  const rules = citedRules(d);
  const message = oneLine(d.message);
  return rules === undefined ? message : `${message} (${rules})`;
}

function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, " ");
}

function row(d: LintDiagnostic, c: Palette): string[] {
  const position = `${d.range.start.line + 1}:${d.range.start.character + 1}`;
  const severity = d.severity === "error" ? c.red("error") : d.severity === "warning" ? c.yellow("warning") : c.blue("info");
  // A message is one line in the report; a multi-line message would break the columns.
  const message = oneLine(d.message);
  return [c.dim(position), severity, message, c.dim(codeWithRules(d))];
}

/** Pads every column but the last to its widest cell, two spaces apart. */
function alignColumns(rows: readonly string[][]): string[] {
  const widths: number[] = [];
  for (const cells of rows) {
    cells.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, visibleLength(cell));
    });
  }
  return rows.map((cells) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell + " ".repeat((widths[i] ?? 0) - visibleLength(cell)))).join("  "),
  );
}

/** By line, then column; a stable sort keeps the linter's order for findings at one spot. */
function sortByPosition(diagnostics: readonly LintDiagnostic[]): LintDiagnostic[] {
  return [...diagnostics].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}
