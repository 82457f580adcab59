import { lintScenario, type LintOptions } from "../api/lint.js";
import type { Diagnostic } from "../diagnostics/types.js";

const OPEN = "‹";
const CLOSE = "›";

export interface MarkedSource {
  /** The text with the markers removed. */
  readonly text: string;
  /** Offsets of the marked range in `text`. */
  readonly start: number;
  readonly end: number;
}

/** Finds the one ‹…› pair in a fixture and removes it. */
export function parseMarkers(marked: string): MarkedSource {
  const start = marked.indexOf(OPEN);
  const close = marked.indexOf(CLOSE);
  if (start < 0 || close < start || marked.indexOf(OPEN, start + 1) >= 0 || marked.indexOf(CLOSE, close + 1) >= 0) {
    throw new Error(`The fixture needs exactly one ${OPEN}…${CLOSE} pair around the expected range.`);
  }
  const text = marked.slice(0, start) + marked.slice(start + 1, close) + marked.slice(close + 1);
  return { text, start, end: close - 1 };
}

export interface ExpectedDiagnostic {
  readonly code: string;
  /** When given, the diagnostic's rule list must equal this (order included). */
  readonly rule?: readonly string[] | string;
  readonly severity?: Diagnostic["severity"];
  /** A substring the message must contain. */
  readonly message?: string;
}

function show(text: string, d: Diagnostic): string {
  return `  ${d.code} [${d.rule.join(", ")}] ${d.range.start.line + 1}:${d.range.start.character + 1} "${text.slice(d.range.startOffset, d.range.endOffset)}" — ${d.message}`;
}

/**
 * The assertion behind every marker helper (scenarios here, deck lists in deck/testing.ts): find a
 * diagnostic with the expected code covering exactly the marked text, or throw a readable Error
 * listing what was reported.
 */
export function findMarkedDiagnostic(marked: string, expected: ExpectedDiagnostic, lint: (text: string) => readonly Diagnostic[]): Diagnostic {
  const { text, start, end } = parseMarkers(marked);
  const diagnostics = lint(text);
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

/** The assertion behind every "no diagnostics" helper; `codes` limits it to those codes. */
export function assertNoDiagnostics(text: string, diagnostics: readonly Diagnostic[], codes?: readonly string[]): void {
  const relevant = codes ? diagnostics.filter((d) => codes.includes(d.code)) : diagnostics;
  if (relevant.length > 0) throw new Error(`Expected no diagnostics, but got:\n${relevant.map((d) => show(text, d)).join("\n")}`);
}

/**
 * Langium-style one-line test: lint the fixture (with one ‹…› pair marking the range) and assert
 * that a diagnostic with that code covers exactly the marked text. Throws a readable Error
 * listing what was reported otherwise. Returns the diagnostic for further checks.
 */
export function expectDiagnostic(marked: string, expected: ExpectedDiagnostic, options?: LintOptions): Diagnostic {
  return findMarkedDiagnostic(marked, expected, (text) => lintScenario(text, options).diagnostics);
}

/** Asserts that the file lints with no diagnostic at all (or none of the given codes). */
export function expectNoDiagnostics(text: string, options?: LintOptions & { codes?: readonly string[] }): void {
  assertNoDiagnostics(text, lintScenario(text, options).diagnostics, options?.codes);
}
