import { internalError } from "../diagnostics/scenario-internal-error.js";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { SourceText } from "../text/source.js";
import { FILE_LIMITS } from "./file-access.js";
import { oversized } from "./text-size.js";

/**
 * What every scenario lint does around its stages (lint.ts all at once, incremental.ts resumable):
 * it never throws and never stalls. A text past the size limit gets one finding and no check; a
 * stage that throws (a bug) becomes one finding instead of an exception in the caller.
 */

/** The text to lint; a caller's non-string (untyped JavaScript) is the empty file. */
export function scenarioSource(text: unknown): SourceText {
  return new SourceText(typeof text === "string" ? text : "");
}

/** The one finding for a text too large to check, or undefined. */
export function tooLarge(source: SourceText): Diagnostic | undefined {
  return oversized(source, FILE_LIMITS.scenarioBytes, "scenario", (d) => syntax.create(d));
}

/** The one finding for a lint that threw. */
export function crashed(source: SourceText, e: unknown): Diagnostic {
  const message = e instanceof Error ? e.message : String(e);
  return internalError.create({ range: source.range(0, 0), message: `The linter failed on this file (a bug; please report it): ${message}` });
}
