/**
 * What the linter hands to its callers (CLI, language server, tests). Ranges follow the LSP
 * convention: 0-based lines and characters, end exclusive. Offsets index the same JavaScript
 * string the positions describe (UTF-16 code units), so `text.slice(startOffset, endOffset)`
 * is the text at fault.
 */

export interface Position {
  /** 0-based line. */
  readonly line: number;
  /** 0-based column in UTF-16 code units (LSP's default encoding). */
  readonly character: number;
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
  readonly startOffset: number;
  readonly endOffset: number;
}

export interface TextEdit {
  readonly range: Range;
  readonly newText: string;
}

/** A machine-applicable change (an editor quick fix, `--fix` in the CLI). */
export interface Fix {
  readonly title: string;
  readonly edits: readonly TextEdit[];
  /**
   * Safe to apply without a person looking: the only fix of its finding, and it corrects just the
   * mistake the finding names (a typo with one candidate, quoting a value, the one destination the
   * rules allow). `lint --fix` applies only these; the language server marks them preferred.
   * Absent: a person chooses (several candidates, or the fix picks one of several meanings).
   */
  readonly safe?: boolean;
}

export type Severity = "error" | "warning" | "info";

export interface RelatedInformation {
  readonly message: string;
  readonly range: Range;
}

export interface Diagnostic {
  /** Stable code, e.g. "recycle/illegal-cost"; see DIAGNOSTIC_CODES and docs/scenario-format.md. */
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  /** Rule numbers this finding enforces ("416.3"); empty for plain input errors. */
  readonly rule: readonly string[];
  readonly range: Range;
  readonly related?: readonly RelatedInformation[];
  readonly fixes?: readonly Fix[];
}
