/**
 * @recycle-rules/conformance — the official cases and the harness that runs them: every case is a
 * scenario file replayed through @recycle-rules/linter exactly as a user's file is, and compared
 * with a golden transcript a person has reviewed.
 */
export { bundledCasesDir, junitSchemaPath } from "./bundled.js";
export { checkCase, checkObsoleteGolden, type CheckOptions } from "./check.js";
export { discover, MissingPathError, type Discovery } from "./discover.js";
export { firstChangedLine, unifiedDiff } from "./diff.js";
export { CASE_SUFFIX, GOLDEN_SUFFIX, casePathFor, comparePaths, displayPath, goldenPathFor, isCaseFile, isGoldenFile } from "./files.js";
export { renderDiagnostic, renderGolden, replayCase } from "./golden.js";
export { FRONTMATTER_HEADER, readMetadata, type CaseMetadata, type MetadataProblem } from "./metadata.js";
export { CLEAR_LINE, renderProgress } from "./progress.js";
export { summaryLine, type CaseResult, type Failure, type FailureKind, type GoldenAction, type RunReport } from "./result.js";
export { runConformance, UpdateInCiError, type RunOptions } from "./run.js";
export { ConfigError } from "./configs.js";
export { defaultWorkers, runConformanceParallel, WORKER_THRESHOLD, type ParallelRunOptions } from "./parallel.js";
export { parseShard, selectShard, type Shard } from "./shard.js";
export {
  REPORTER_NAMES,
  formatDefault,
  formatGithub,
  formatJunit,
  formatReport,
  formatTap,
  isReporterName,
  type FormattedReport,
  type ReportContext,
  type ReporterName,
} from "./reporters/index.js";
export { caseName } from "./reporters/names.js";
// The escaping of GitHub workflow commands, shared with `recycle-rules lint --format github`.
export { data as workflowCommandData, property as workflowCommandProperty } from "./reporters/github.js";
