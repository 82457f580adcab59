/**
 * @recycle-rules/linter — text in, diagnostics out. Parses `*.scenario.yaml` with source ranges,
 * checks its shape against the published JSON Schema, resolves cards, replays the steps through
 * @recycle-rules/engine and maps every finding back to a range, a severity, a code and a rule.
 */
export { lintScenario, runScenario } from "./api/lint.js";
export type { LintOptions, LintResult, RunResult } from "./api/lint.js";
export type { Diagnostic, Fix, Position, Range, RelatedInformation, Severity, TextEdit } from "./diagnostics/types.js";
export { DIAGNOSTIC_CODES } from "./diagnostics/registry.js";
export { docsUrl } from "./diagnostics/define.js";
export type { DiagnosticCodeInfo } from "./diagnostics/define.js";
export { scenarioSchema, scenarioSchemaPath } from "./structure/scenario-schema.js";
export type { JsonSchema } from "./structure/scenario-schema.js";
export { renderTranscript } from "./transcript/transcript.js";
export { renderEvent } from "./transcript/event.js";
export type { Replay, ReplayStep } from "./replay/types.js";
export type { CardCatalog } from "./cards/catalog.js";
export { expectDiagnostic, expectNoDiagnostics, parseMarkers } from "./testing/expect-diagnostic.js";
export type { ExpectedDiagnostic, MarkedSource } from "./testing/expect-diagnostic.js";
