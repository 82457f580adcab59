import { displayPath } from "../files.js";
import { summaryLine, type RunReport } from "../result.js";
import { caseName } from "./names.js";
import type { FormattedReport, ReportContext } from "./types.js";

/**
 * GitHub Actions workflow commands: one `::error` annotation per failure, on the golden's first
 * changed line for a mismatch, on the case otherwise. Paths are relative to the working
 * directory, which in Actions is the repository root, where annotations are resolved.
 */
export function formatGithub(report: RunReport, ctx: ReportContext): FormattedReport {
  const lines: string[] = [];
  for (const r of report.results) {
    const f = r.failure;
    if (r.passed || !f) continue;
    const title = `conformance: ${caseName(r, ctx.cwd)}`;
    const message = [f.message, ...(r.source !== undefined ? [`Source: ${r.source}`] : []), ...(f.diff ? ["", f.diff] : [])].join("\n");
    lines.push(`::error file=${property(displayPath(f.file, ctx.cwd))},line=${f.line},title=${property(title)}::${data(message)}`);
  }
  lines.push(summaryLine(report));
  return { stdout: `${lines.join("\n")}\n`, stderr: "" };
}

/** A command's message: %, CR and LF are escaped so a multi-line diff stays one command. */
export function data(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** A command's property value: as data, plus the `:` and `,` that delimit properties. */
export function property(text: string): string {
  return data(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
