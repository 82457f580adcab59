import { displayPath } from "../files.js";
import type { CaseResult, RunReport } from "../result.js";
import { summaryLine } from "../result.js";
import { caseName } from "./names.js";
import type { FormattedReport, ReportContext } from "./types.js";

const paint = (on: boolean, code: number, close: number) => (text: string) => (on ? `\u001b[${code}m${text}\u001b[${close}m` : text);

/**
 * For people: nothing for a passing case, a block per failure (what the case is about, why it
 * failed, the diff), the goldens an --update touched, and the closing "N passed, N failed".
 */
export function formatDefault(report: RunReport, ctx: ReportContext): FormattedReport {
  const color = ctx.color ?? false;
  const red = paint(color, 31, 39);
  const green = paint(color, 32, 39);
  const cyan = paint(color, 36, 39);
  const bold = paint(color, 1, 22);
  const dim = paint(color, 2, 22);

  const out: string[] = [];
  for (const r of report.results) {
    if (r.action === "written") out.push(`${green("wrote")} ${displayPath(r.golden, ctx.cwd)}`);
    if (r.action === "deleted") out.push(`${green("deleted")} obsolete ${displayPath(r.golden, ctx.cwd)}`);
  }
  if (out.length > 0) out.push("");

  for (const r of report.results.filter((x) => !x.passed)) out.push(...failureBlock(r, ctx.cwd, { red, green, cyan, bold, dim }), "");

  if (report.shard) out.push(dim(`shard ${report.shard.index}/${report.shard.count}`));
  out.push(summaryLine(report));
  return { stdout: `${out.join("\n")}\n`, stderr: "" };
}

type Paint = (text: string) => string;

function failureBlock(r: CaseResult, cwd: string, p: Record<"red" | "green" | "cyan" | "bold" | "dim", Paint>): string[] {
  const failure = r.failure;
  const lines = [`${p.red("FAIL")} ${p.bold(caseName(r, cwd))}`];
  if (r.title !== undefined) lines.push(`  case:    ${r.title}`);
  if (r.rules.length > 0) lines.push(`  rules:   ${r.rules.join(", ")}`);
  if (r.source !== undefined) lines.push(`  source:  ${r.source}`);
  if (r.edition !== undefined) lines.push(`  edition: ${r.edition}`);
  if (!failure) return lines;
  for (const line of failure.message.split("\n")) lines.push(`  ${line}`);
  if (failure.diff) {
    for (const line of failure.diff.replace(/\n$/, "").split("\n")) {
      const shown = line.startsWith("@@") ? p.cyan(line) : line.startsWith("-") ? p.red(line) : line.startsWith("+") ? p.green(line) : p.dim(line);
      lines.push(`  ${shown}`);
    }
  }
  return lines;
}
