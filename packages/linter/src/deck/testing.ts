import type { Diagnostic } from "../diagnostics/types.js";
import { parseMarkers, type ExpectedDiagnostic } from "../testing/expect-diagnostic.js";
import { lintDeck } from "./lint.js";
import type { DeckOptions } from "./parse.js";

function show(text: string, d: Diagnostic): string {
  return `  ${d.code} [${d.rule.join(", ")}] ${d.range.start.line + 1}:${d.range.start.character + 1} "${text.slice(d.range.startOffset, d.range.endOffset)}" — ${d.message}`;
}

/**
 * The deck-list twin of expectDiagnostic: lint the list (with one ‹…› pair marking the expected
 * range) and assert that a diagnostic with that code covers exactly the marked text. Throws a
 * readable Error listing what was reported otherwise; returns the diagnostic.
 */
export function expectDeckDiagnostic(marked: string, expected: ExpectedDiagnostic, options?: DeckOptions): Diagnostic {
  const { text, start, end } = parseMarkers(marked);
  const { diagnostics } = lintDeck(text, options);
  const rules = expected.rule === undefined ? undefined : typeof expected.rule === "string" ? [expected.rule] : expected.rule;
  const found = diagnostics.find(
    (d) =>
      d.code === expected.code &&
      d.range.startOffset === start &&
      d.range.endOffset === end &&
      (rules === undefined || (d.rule.length === rules.length && d.rule.every((r, i) => r === rules[i]))) &&
      (expected.severity === undefined || d.severity === expected.severity) &&
      (expected.message === undefined || d.message.includes(expected.message)),
  );
  if (found) return found;
  const want = `${expected.code}${rules ? ` [${rules.join(", ")}]` : ""} on "${text.slice(start, end)}" (offsets ${start}–${end})`;
  const got = diagnostics.length > 0 ? diagnostics.map((d) => show(text, d)).join("\n") : "  (no diagnostics)";
  throw new Error(`Expected ${want}${expected.message ? ` with a message containing "${expected.message}"` : ""}, but got:\n${got}`);
}

/** Asserts that the deck list lints with no diagnostic at all (or none of the given codes). */
export function expectNoDeckDiagnostics(text: string, options?: DeckOptions & { codes?: readonly string[] }): void {
  const { diagnostics } = lintDeck(text, options);
  const relevant = options?.codes ? diagnostics.filter((d) => options.codes?.includes(d.code)) : diagnostics;
  if (relevant.length > 0) throw new Error(`Expected no diagnostics, but got:\n${relevant.map((d) => show(text, d)).join("\n")}`);
}
