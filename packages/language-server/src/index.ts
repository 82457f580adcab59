/**
 * @recycle-rules/language-server — LSP glue over @recycle-rules/linter. Run it as
 * `recycle-rules-language-server --stdio`, or embed it with `startServer(connection)`.
 */
export { startServer } from "./start.js";
export { isDeck, isLinted, isScenario } from "./analyses.js";
export { DEFAULT_SETTINGS, RUN_SCENARIO_METHOD, readSettings } from "./protocol.js";
export type { RunScenarioParams, RunScenarioResult, ServerSettings } from "./protocol.js";
