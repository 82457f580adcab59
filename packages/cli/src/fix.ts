import type { LintDiagnostic, LintFix, LintTextEdit } from "./linter-port.js";

/** ESLint's limit: a fix that keeps producing new fixable findings can't loop forever. */
export const MAX_FIX_PASSES = 10;

export interface FixOutcome {
  /** The text after every pass; the input itself when nothing applied. */
  readonly text: string;
  /** The titles of the fixes applied, in the order applied (one per problem fixed). */
  readonly applied: readonly string[];
  /** The findings of the final text, which the report shows. */
  readonly diagnostics: readonly LintDiagnostic[];
}

/**
 * Applies the linter's safe fixes to one text, as ESLint's --fix does: each pass applies every
 * safe fix whose edits don't overlap one already taken in that pass, then lints again (a fix can
 * move text other fixes point at, and fixing one finding can reveal another) until a pass applies
 * nothing or MAX_FIX_PASSES have run. The edits are applied to the same string that was linted,
 * so the file's line endings and byte order mark stay as they were.
 */
export function fixText(text: string, lint: (text: string) => readonly LintDiagnostic[]): FixOutcome {
  let current = text;
  let diagnostics = lint(current);
  const applied: string[] = [];
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const chosen = chooseFixes(diagnostics);
    const next = applyEdits(current, chosen.flatMap((f) => f.edits));
    // A fix that rewrites text to itself is no progress: stop rather than count it again.
    if (chosen.length === 0 || next === current) break;
    applied.push(...chosen.map((f) => f.title));
    current = next;
    diagnostics = lint(current);
  }
  return { text: current, applied, diagnostics };
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
