import type { Diagnostic } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";

/**
 * Text handed to the linter directly (an editor's open document, stdin) keeps the size limit a
 * file of its kind has on disk: past it, one finding at the start says so and nothing else is
 * checked, so a pasted 50 MB file can't stall an editor.
 */
export function oversized(source: SourceText, maxBytes: number, kind: string, create: (d: { range: Diagnostic["range"]; message: string }) => Diagnostic): Diagnostic | undefined {
  // UTF-16 code units: at most 3 bytes each in UTF-8, and at least 1, so the check is cheap and
  // errs only towards reading a text a little larger than the limit.
  if (source.text.length <= maxBytes) return undefined;
  const mb = (n: number): string => `${(n / (1024 * 1024)).toFixed(1)} MB`;
  const firstLineEnd = source.text.indexOf("\n");
  return create({
    range: source.range(0, firstLineEnd < 0 ? source.text.length : firstLineEnd),
    message: `This ${kind} is ${mb(source.text.length)}: larger than the ${mb(maxBytes)} a ${kind} may be (docs/reliability.md), so it is not checked.`,
  });
}

