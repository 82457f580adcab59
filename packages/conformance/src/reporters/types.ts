/** Where a report goes; the CLI writes both as given. */
export interface FormattedReport {
  readonly stdout: string;
  readonly stderr: string;
}

export interface ReportContext {
  /** Paths in the report are relative to this. */
  readonly cwd: string;
  /** ANSI colours (default reporter only). */
  readonly color?: boolean;
}

export const REPORTER_NAMES = ["default", "junit", "tap", "github"] as const;
export type ReporterName = (typeof REPORTER_NAMES)[number];

export function isReporterName(name: string): name is ReporterName {
  return (REPORTER_NAMES as readonly string[]).includes(name);
}
