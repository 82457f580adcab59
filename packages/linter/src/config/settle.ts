import { DIAGNOSTIC_CODES } from "../diagnostics/registry.js";
import { suppressionInvalid } from "../diagnostics/suppression-invalid.js";
import { suppressionUnused } from "../diagnostics/suppression-unused.js";
import type { Diagnostic, Fix } from "../diagnostics/types.js";
import { closest, didYouMean, isSureGuess } from "../text/suggest.js";
import type { Directive, DirectiveCode } from "./directives.js";
import type { RuleOverrides } from "./types.js";

/**
 * Codes no comment and no config can silence: the linter's own failures (a bug must be seen) and
 * the suppression findings themselves (a directive can't excuse itself; the config can turn
 * `suppression/unused` off, as ESLint's reportUnusedDisableDirectives can).
 */
export function isUnsuppressible(code: string): boolean {
  return code.endsWith("/internal-error") || code.startsWith("suppression/");
}

/** Codes whose severity a config can't change: the linter's own failures. */
export function isFixedSeverity(code: string): boolean {
  return code.endsWith("/internal-error");
}

const KNOWN_CODES: readonly string[] = Object.keys(DIAGNOSTIC_CODES);

/**
 * The findings a user sees: those on a line a directive names them for are dropped, each
 * directive code that dropped nothing is reported (`suppression/unused`), a malformed directive is
 * reported (`suppression/invalid`), then the config's severity overrides apply to all of them.
 * Sorted by position, as the linter's results always are.
 */
export function settleFindings(diagnostics: readonly Diagnostic[], directives: readonly Directive[], rules: RuleOverrides | undefined): Diagnostic[] {
  if (directives.length === 0 && (rules === undefined || Object.keys(rules).length === 0)) return sortByPosition([...diagnostics]);
  const { kept, used } = suppress(diagnostics, directives);
  const all = [...kept, ...directives.flatMap((d) => directiveFindings(d, used))];
  return sortByPosition(rules ? overridden(all, rules) : all);
}

/** The findings no directive covers, and the directive codes that covered one. */
function suppress(diagnostics: readonly Diagnostic[], directives: readonly Directive[]): { kept: Diagnostic[]; used: Set<DirectiveCode> } {
  const byLine = new Map<number, DirectiveCode[]>();
  for (const d of directives) {
    if (d.target === undefined) continue;
    let codes = byLine.get(d.target);
    if (!codes) byLine.set(d.target, (codes = []));
    for (const c of d.codes) if (!isUnsuppressible(c.code)) codes.push(c);
  }
  const used = new Set<DirectiveCode>();
  const kept = diagnostics.filter((diagnostic) => {
    if (isUnsuppressible(diagnostic.code)) return true;
    const covering = byLine.get(diagnostic.range.start.line)?.filter((c) => c.code === diagnostic.code) ?? [];
    for (const c of covering) used.add(c);
    return covering.length === 0;
  });
  return { kept, used };
}

/** What a directive itself earns: nothing when every code it names suppressed something. */
function directiveFindings(directive: Directive, used: ReadonlySet<DirectiveCode>): Diagnostic[] {
  if (directive.codes.length === 0) {
    return [
      suppressionInvalid.create({
        range: directive.marker,
        message: `This comment names no code: write the code(s) to disable on the next line, e.g. "# recycle-rules-disable-next-line scenario/unknown-key -- reason".`,
      }),
    ];
  }
  return directive.codes.flatMap((named) => codeFinding(directive, named, used) ?? []);
}

function codeFinding(directive: Directive, named: DirectiveCode, used: ReadonlySet<DirectiveCode>): Diagnostic | undefined {
  const { code, range } = named;
  if (!Object.hasOwn(DIAGNOSTIC_CODES, code)) {
    const guess = closest(code, KNOWN_CODES);
    return suppressionInvalid.create({
      range,
      message: `"${code}" is not a recycle-rules code, so this comment disables nothing.${didYouMean(guess)}`,
      fixes: guess ? [{ title: `Change to "${guess}"`, edits: [{ range, newText: guess }], safe: isSureGuess(code, guess, KNOWN_CODES) }] : [],
    });
  }
  if (isUnsuppressible(code)) {
    return suppressionInvalid.create({
      range,
      message: code.startsWith("suppression/")
        ? `"${code}" can't be disabled by a comment; set it to "off" in recycle-rules.config.json instead.`
        : `"${code}" is the linter failing (a bug to report), and can't be disabled.`,
    });
  }
  if (used.has(named)) return undefined;
  const where = directive.target === undefined ? "Nothing follows this comment" : `No "${code}" finding starts on line ${directive.target + 1}`;
  return suppressionUnused.create({
    range,
    message: `${where}, so this suppression of "${code}" is unused. Remove it, or move it above the line it is for.`,
    // Not safe: a finding may be missing only because an earlier error stopped the replay, and
    // the comment would be wanted back once that is mended. A person decides.
    fixes: [removal(directive, named)],
  });
}

/** Deletes one code from a directive, or the whole comment line when it is the only code. */
function removal(directive: Directive, named: DirectiveCode): Fix {
  if (directive.codes.length === 1) {
    return { title: "Remove this unused disable comment", edits: [{ range: directive.wholeLine, newText: "" }] };
  }
  const i = directive.codes.indexOf(named);
  const next = directive.codes[i + 1];
  const previous = directive.codes[i - 1];
  // With its separator: up to the next code, or (the last code) back to the end of the one before.
  const range = next
    ? { ...named.range, end: next.range.start, endOffset: next.range.startOffset }
    : previous
      ? { ...named.range, start: previous.range.end, startOffset: previous.range.endOffset }
      : named.range;
  return { title: `Remove "${named.code}" from this disable comment`, edits: [{ range, newText: "" }] };
}

/** The config's severities: "off" drops the finding; codes it doesn't name keep theirs. */
function overridden(diagnostics: readonly Diagnostic[], rules: RuleOverrides): Diagnostic[] {
  return diagnostics.flatMap((d) => {
    const setting = isFixedSeverity(d.code) || !Object.hasOwn(rules, d.code) ? undefined : rules[d.code];
    if (setting === undefined || setting === d.severity) return [d];
    return setting === "off" ? [] : [{ ...d, severity: setting }];
  });
}

function sortByPosition(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => a.range.startOffset - b.range.startOffset || a.range.endOffset - b.range.endOffset);
}
