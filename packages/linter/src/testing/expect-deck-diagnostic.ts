import type { Diagnostic } from "../diagnostics/types.js";
import { assertNoDiagnostics, findMarkedDiagnostic, type ExpectedDiagnostic } from "./expect-diagnostic.js";
import { lintDeck } from "../api/lint-deck.js";
import type { DeckOptions } from "../deck/read.js";

/**
 * The deck-list twin of expectDiagnostic: lint the list (with one ‹…› pair marking the expected
 * range) and assert that a diagnostic with that code covers exactly the marked text. Throws a
 * readable Error listing what was reported otherwise; returns the diagnostic.
 */
export function expectDeckDiagnostic(marked: string, expected: ExpectedDiagnostic, options?: DeckOptions): Diagnostic {
  return findMarkedDiagnostic(marked, expected, (text) => lintDeck(text, options).diagnostics);
}

/** Asserts that the deck list lints with no diagnostic at all (or none of the given codes). */
export function expectNoDeckDiagnostics(text: string, options?: DeckOptions & { codes?: readonly string[] }): void {
  assertNoDiagnostics(text, lintDeck(text, options).diagnostics, options?.codes);
}
