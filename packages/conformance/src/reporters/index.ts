import type { RunReport } from "../result.js";
import { formatDefault } from "./default.js";
import { formatGithub } from "./github.js";
import { formatJunit } from "./junit.js";
import { formatTap } from "./tap.js";
import type { FormattedReport, ReportContext, ReporterName } from "./types.js";

export { REPORTER_NAMES, isReporterName, type FormattedReport, type ReportContext, type ReporterName } from "./types.js";
export { formatDefault, formatGithub, formatJunit, formatTap };

const REPORTERS: Record<ReporterName, (report: RunReport, ctx: ReportContext) => FormattedReport> = {
  default: formatDefault,
  junit: formatJunit,
  tap: formatTap,
  github: formatGithub,
};

export function formatReport(name: ReporterName, report: RunReport, ctx: ReportContext): FormattedReport {
  return REPORTERS[name](report, ctx);
}
