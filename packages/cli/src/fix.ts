import { crashed } from "./format/result.js";
import type { LintDiagnostic, LintFix, LintTextEdit } from "./linter-port.js";

/** ESLint's limit: a fix that keeps producing new fixable findings can't loop forever. */
export const MAX_FIX_PASSES = 10;

export interface FixOutcome {
  /** The text after every pass; the input itself when nothing applied. */
  readonly text: string;
  /** Why fixing stopped before it ran out of fixes, when it did (the text is then the last good one). */
  readonly stopped?: string;
  /** The titles of the fixes applied, in the order applied (one per problem fixed). */
  readonly applied: readonly string[];
  /** The findings of the final text, which the report shows. */
  readonly diagnostics: readonly LintDiagnostic[];
  /** The findings of the text as given (what the report shows for a file that isn't written). */
  readonly original: readonly LintDiagnostic[];
}

/**
 * Applies the linter's safe fixes to one text, as ESLint's --fix does: each pass applies every
 * safe fix whose edits don't overlap one already taken in that pass, then lints again (a fix can
 * move text other fixes point at, and fixing one finding can reveal another) until a pass applies
 * nothing or MAX_FIX_PASSES have run. The edits are applied to the same string that was linted,
 * so the file's line endings and byte order mark stay as they were.
 */
export function fixText(text: string, lint: (text: string) => readonly LintDiagnostic[]): FixOutcome {
  const original = lint(text);
  // A lint that crashed says nothing reliable about the text: nothing is fixed on its word.
  if (original.some(crashed)) return { text, applied: [], diagnostics: original, original };
  let current = text;
  let diagnostics = original;
  const applied: string[] = [];
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const chosen = chooseFixes(diagnostics);
    const next = applyEdits(current, chosen.flatMap((f) => f.edits));
    // A fix that rewrites text to itself is no progress: stop rather than count it again.
    if (chosen.length === 0 || next === current) break;
    const after = lint(next);
    if (after.some(crashed)) return { text, applied: [], diagnostics: original, original, stopped: "the linter failed on the fixed text, so nothing was fixed" };
    // Fixes that are each safe can still collide (two keys renamed to one name make a duplicate
    // key): a pass that brings an error of a kind the text did not have is undone, and fixing stops.
    const introduced = newErrorCodes(diagnostics, after);
    if (introduced.length > 0) return { text: current, applied, diagnostics, original, stopped: `applying the next fixes together would add ${introduced.join(", ")}, so they were left for you` };
    applied.push(...chosen.map((f) => f.title));
    current = next;
    diagnostics = after;
  }
  return { text: current, applied, diagnostics, original };
}

/** The codes of errors in `after` that no error in `before` had. */
function newErrorCodes(before: readonly LintDiagnostic[], after: readonly LintDiagnostic[]): string[] {
  const had = new Set(before.filter((d) => d.severity === "error").map((d) => d.code));
  return [...new Set(after.filter((d) => d.severity === "error" && !had.has(d.code)).map((d) => d.code))];
}

/** The fix `--fix` may apply for a finding: its only fix, when the linter marks it safe. */
export function safeFixOf(diagnostic: LintDiagnostic): LintFix | undefined {
  const fixes = diagnostic.fixes ?? [];
  const [only] = fixes;
  return fixes.length === 1 && only?.safe === true && only.edits.length > 0 ? only : undefined;
}

/** The safe fixes of one pass, in text order, leaving out any that overlaps one taken before it. */
function chooseFixes(diagnostics: readonly LintDiagnostic[]): LintFix[] {
  const candidates = diagnostics.flatMap((d) => safeFixOf(d) ?? []).sort((a, b) => firstStart(a) - firstStart(b));
  const taken: LintFix[] = [];
  const takenEdits: LintTextEdit[] = [];
  for (const fix of candidates) {
    if (fix.edits.some((e) => takenEdits.some((t) => overlaps(e, t)))) continue;
    taken.push(fix);
    takenEdits.push(...fix.edits);
  }
  return taken;
}

function firstStart(fix: LintFix): number {
  return Math.min(...fix.edits.map((e) => e.range.startOffset));
}

/**
 * Whether two edits touch the same text. Two edits starting at one offset count too (two
 * insertions there have no order that is more right than the other); the later one waits a pass.
 */
function overlaps(a: LintTextEdit, b: LintTextEdit): boolean {
  const r = a.range;
  const s = b.range;
  return r.startOffset === s.startOffset || (r.startOffset < s.endOffset && s.startOffset < r.endOffset);
}

/** Non-overlapping edits applied from the end backwards, so earlier offsets stay valid. */
function applyEdits(text: string, edits: readonly LintTextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.range.startOffset - a.range.startOffset)) {
    out = out.slice(0, e.range.startOffset) + e.newText + out.slice(e.range.endOffset);
  }
  return out;
}
