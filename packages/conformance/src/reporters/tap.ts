import { stringify } from "yaml";
import { summaryLine, type RunReport } from "../result.js";
import { caseName, listed } from "./names.js";
import type { FormattedReport, ReportContext } from "./types.js";

/**
 * TAP version 13: a plan, one test line per case, and for a failure a YAML diagnostic block
 * (written by the yaml library, so any message or diff is quoted correctly). The closing counts
 * are a TAP comment on stdout and the exact "N passed, N failed" line on stderr, which keeps
 * stdout a clean TAP stream for consumers.
 */
export function formatTap(report: RunReport, ctx: ReportContext): FormattedReport {
  const results = listed(report.results);
  const lines = ["TAP version 13", `1..${results.length}`];
  results.forEach((r, i) => {
    const name = description(caseName(r, ctx.cwd));
    if (r.passed) {
      lines.push(`ok ${i + 1} - ${name}`);
      return;
    }
    lines.push(`not ok ${i + 1} - ${name}`);
    const f = r.failure;
    const block: Record<string, unknown> = {
      kind: f?.kind ?? "failed",
      message: f?.message ?? "",
      rules: [...r.rules],
      ...(r.source !== undefined ? { source: r.source } : {}),
      ...(f ? { at: { file: f.file, line: f.line } } : {}),
      ...(f?.diff ? { diff: f.diff } : {}),
    };
    const yaml = stringify(block, { lineWidth: 0, blockQuote: "literal" }).replace(/\n$/, "");
    lines.push("  ---", ...yaml.split("\n").map((l) => `  ${l}`), "  ...");
  });
  lines.push(`# ${summaryLine(report)}`);
  return { stdout: `${lines.join("\n")}\n`, stderr: `${summaryLine(report)}\n` };
}

/** A test line's description: one line, with `#` (the directive marker) and `\` escaped. */
function description(text: string): string {
  return text.replace(/\r?\n/g, " ").replace(/\\/g, "\\\\").replace(/#/g, "\\#");
}
