import { displayPath } from "../files.js";
import { summaryLine, type CaseResult, type RunReport } from "../result.js";
import { caseGroup, caseName, listed } from "./names.js";
import type { FormattedReport, ReportContext } from "./types.js";
import { xmlAttr, xmlText } from "./xml.js";

/**
 * JUnit XML, the shape Jenkins, GitLab, Azure DevOps and the GitHub test-report actions read:
 * <testsuites> with one <testsuite> per directory of cases, a <testcase> per case and a
 * <failure> carrying the diff. schema/junit.xsd describes exactly what is written here.
 *
 * stdout holds only the document, so `> report.xml` is valid XML; the "N passed, N failed" line
 * goes to stderr.
 */
export function formatJunit(report: RunReport, ctx: ReportContext): FormattedReport {
  const results = listed(report.results);
  const suites = new Map<string, CaseResult[]>();
  for (const r of results) {
    const group = caseGroup(r, ctx.cwd);
    suites.set(group, [...(suites.get(group) ?? []), r]);
  }

  const failures = results.filter((r) => !r.passed).length;
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="recycle-rules conformance" tests="${results.length}" failures="${failures}" errors="0" time="${seconds(report.durationMs)}">`,
  ];
  for (const [name, members] of suites) {
    const suiteFailures = members.filter((r) => !r.passed).length;
    const time = members.reduce((t, r) => t + r.durationMs, 0);
    lines.push(`  <testsuite name="${xmlAttr(name)}" tests="${members.length}" failures="${suiteFailures}" errors="0" skipped="0" time="${seconds(time)}">`);
    for (const r of members) lines.push(...testcase(r, name, ctx.cwd));
    lines.push(`  </testsuite>`);
  }
  lines.push(`</testsuites>`);
  return { stdout: `${lines.join("\n")}\n`, stderr: `${summaryLine(report)}\n` };
}

function testcase(r: CaseResult, suite: string, cwd: string): string[] {
  const open = `    <testcase name="${xmlAttr(caseName(r, cwd))}" classname="${xmlAttr(suite)}" file="${xmlAttr(displayPath(r.file, cwd))}" time="${seconds(r.durationMs)}"`;
  const props = properties(r);
  if (r.passed && props.length === 0) return [`${open}/>`];
  const lines = [`${open}>`, ...props];
  const f = r.failure;
  if (!r.passed && f) {
    const body = [f.message, ...(f.diff ? ["", f.diff] : [])].join("\n");
    lines.push(`      <failure message="${xmlAttr(f.message.split("\n")[0] ?? "")}" type="${xmlAttr(f.kind)}">${xmlText(body)}</failure>`);
  }
  lines.push(`    </testcase>`);
  return lines;
}

/** Rules, source and edition as testcase properties (the Jenkins/GitLab extension to the format). */
function properties(r: CaseResult): string[] {
  const entries: [string, string][] = [];
  if (r.rules.length > 0) entries.push(["rules", r.rules.join(", ")]);
  if (r.source !== undefined) entries.push(["source", r.source]);
  if (r.edition !== undefined) entries.push(["edition", r.edition]);
  if (entries.length === 0) return [];
  return [`      <properties>`, ...entries.map(([k, v]) => `        <property name="${xmlAttr(k)}" value="${xmlAttr(v)}"/>`), `      </properties>`];
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}
