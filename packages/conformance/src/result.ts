/** Why a case failed. Each kind has its own remedy, so reporters name it. */
export type FailureKind =
  /** The replay differs from the golden: the engine changed, or the case did. */
  | "mismatch"
  /** The case has no golden yet (write one with --update, then review it). */
  | "missing-golden"
  /** A golden with no case beside it: the case was renamed or removed. */
  | "obsolete-golden"
  /** The case lacks source, rules or edition. */
  | "metadata"
  /** The case or its golden could not be read. */
  | "unreadable"
  /** The linter or engine crashed on the case (never written by --update). */
  | "internal-error";

export interface Failure {
  readonly kind: FailureKind;
  /** One paragraph for people; the diff, when there is one, is separate. */
  readonly message: string;
  /** Unified diff, golden (-) against replay (+), for a mismatch. */
  readonly diff?: string;
  /** The file the failure is best shown on (the golden for a mismatch) and its 1-based line. */
  readonly file: string;
  readonly line: number;
}

/** What happened to the golden on an --update run. */
export type GoldenAction = "written" | "unchanged" | "deleted";

/** One item of a run: a case, or an obsolete golden (which is checked like a case). */
export interface CaseResult {
  /** Absolute path of the case (of the golden, for an obsolete golden). */
  readonly file: string;
  /** Absolute path of the golden. */
  readonly golden: string;
  readonly title?: string;
  readonly source?: string;
  readonly rules: readonly string[];
  readonly edition?: string;
  readonly passed: boolean;
  readonly failure?: Failure;
  readonly action?: GoldenAction;
  readonly durationMs: number;
}

export interface RunReport {
  readonly results: readonly CaseResult[];
  /** Items (cases and obsolete goldens) in the whole suite, before sharding. */
  readonly suiteSize: number;
  readonly passed: number;
  readonly failed: number;
  readonly durationMs: number;
  /** The shard this run covered, when the suite was split. */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Cases a config's `ignore` left out (absent when none). */
  readonly ignored?: readonly string[];
}

/** The closing line every reporter ends with, exactly: "N passed, N failed". */
export function summaryLine(report: Pick<RunReport, "passed" | "failed">): string {
  return `${report.passed} passed, ${report.failed} failed`;
}
