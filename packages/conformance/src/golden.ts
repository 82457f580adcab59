import { runScenarioWithYaml, type Diagnostic, type LintOptions } from "@recycle-rules/linter";
import type { Document } from "yaml";

/** The linter reports its own crash as this finding (docs/scenario-format.md). */
const INTERNAL_ERROR = "scenario/internal-error";

/**
 * The golden of a case: what the engine did (the linter's transcript, exactly as
 * `recycle-rules run` prints it) followed by what the linter found, one line per diagnostic.
 *
 * The case goes through `runScenario` with its text, as any user's file does: no hooks, and only
 * what its config gives (severities, card files; docs/configuration.md). The diagnostics keep the 1-based line:column of the file, so a golden also pins *where*
 * a finding is reported; everything else in it is free of paths and times, so it compares byte
 * for byte across machines.
 */
export function renderGolden(text: string): string {
  return replayCase(text).golden;
}

/**
 * The golden text, plus the linter's own crash if it had one (a golden must never record that) and
 * the YAML document the linter read the case as.
 */
export function replayCase(text: string, options: Pick<LintOptions, "rules" | "catalogs"> = {}): { golden: string; internalError?: Diagnostic; yaml?: Document } {
  // runScenarioWithYaml is runScenario, handing back the document it parsed: the harness reads
  // the case's metadata from it rather than parsing the case again.
  const { transcript, diagnostics, yaml } = runScenarioWithYaml(text, options);
  const lines = [transcript.endsWith("\n") || transcript === "" ? transcript : `${transcript}\n`];
  lines.push(diagnostics.length === 0 ? "diagnostics: none\n" : `diagnostics:\n${diagnostics.map(renderDiagnostic).join("")}`);
  const internalError = diagnostics.find((d) => d.code === INTERNAL_ERROR);
  return { golden: lines.join("\n"), ...(internalError ? { internalError } : {}), ...(yaml ? { yaml } : {}) };
}

/** `code [rules] line:col severity: message` — the rule first after the code, for a judge. */
export function renderDiagnostic(d: Diagnostic): string {
  const rules = d.rule.length > 0 ? ` [${d.rule.join(", ")}]` : "";
  const at = `${d.range.start.line + 1}:${d.range.start.character + 1}`;
  // A message with a line break would read as two diagnostics; indent its continuation lines.
  const message = d.message.replace(/\r?\n/g, "\n    ");
  return `  ${d.code}${rules} ${at} ${d.severity}: ${message}\n`;
}
