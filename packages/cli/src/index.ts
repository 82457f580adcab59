/** Programmatic entry: the same main() the `recycle-rules` bin runs, plus the formatters. */
export { main, USAGE } from "./main.js";
export { EXIT, UsageError, type CliIo, type Writer } from "./io.js";
export type { LinterPort, LintDiagnostic } from "./linter-port.js";
export { expandInputs, globToRegExp } from "./files.js";
export { formatStylish } from "./format/stylish.js";
export { formatJson } from "./format/json.js";
export type { FileResult } from "./format/result.js";
