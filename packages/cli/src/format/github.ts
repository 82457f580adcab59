import { workflowCommandData, workflowCommandProperty } from "@recycle-rules/conformance";
import type { LintDiagnostic } from "../linter-port.js";
import type { FileResult } from "./result.js";
import { displayPath, messageWithRules } from "./stylish.js";

/**
 * GitHub Actions workflow commands, one line per finding, which Actions turns into annotations on
 * the pull request's diff:
 *
 *   ::error file=examples/a.scenario.yaml,line=17,endLine=17,col=5,endColumn=40,title=recycle/illegal-cost::… (rule 416.3)
 *
 * error → ::error, warning → ::warning, info → ::notice. Paths are relative to the working
 * directory, which in Actions is the repository root where annotations are resolved; positions
 * are 1-based. The escaping is the conformance reporter's, so both commands write one dialect.
 * Nothing else is printed: a clean run prints nothing.
 */
export function formatGithub(results: readonly FileResult[], options: { readonly cwd: string }): string {
  let out = "";
  for (const result of results) {
    const file = displayPath(result.filePath, options.cwd);
    for (const d of result.diagnostics) out += `${command(d, file)}\n`;
  }
  return out;
}

const COMMANDS = { error: "error", warning: "warning", info: "notice" } as const;

function command(d: LintDiagnostic, file: string): string {
  const { start, end } = d.range;
  const properties = [
    ["file", file],
    ["line", String(start.line + 1)],
    ["endLine", String(end.line + 1)],
    ["col", String(start.character + 1)],
    ["endColumn", String(end.character + 1)],
    ["title", d.code],
  ] as const;
  const props = properties.map(([key, value]) => `${key}=${workflowCommandProperty(value)}`).join(",");
  return `::${COMMANDS[d.severity]} ${props}::${workflowCommandData(messageWithRules(d))}`;
}
