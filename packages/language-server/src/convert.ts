/**
 * Linter values → LSP values. The linter already speaks LSP's coordinates (0-based lines,
 * UTF-16 characters, end exclusive), so ranges pass through; only the vocabularies differ.
 */
import { docsUrl, type CompletionKind, type Diagnostic as LintDiagnostic, type Range as LintRange, type ScenarioSymbol, type SymbolKind as LintSymbolKind } from "@recycle-rules/linter";
import {
  CompletionItemKind,
  DiagnosticSeverity,
  SymbolKind,
  type Diagnostic,
  type DocumentSymbol,
  type Range,
} from "vscode-languageserver/node";

/** Shown as the diagnostic's source in every editor. */
export const SOURCE = "recycle-rules";

export function toRange(r: LintRange): Range {
  return { start: { line: r.start.line, character: r.start.character }, end: { line: r.end.line, character: r.end.character } };
}

const SEVERITY: Record<LintDiagnostic["severity"], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/** The message carries the rule numbers, as the CLI prints them, so every editor shows them. */
export function toDiagnostic(d: LintDiagnostic, uri: string): Diagnostic {
  const rules = d.rule.length > 0 ? ` (rule ${d.rule.join(", ")})` : "";
  return {
    range: toRange(d.range),
    severity: SEVERITY[d.severity],
    code: d.code,
    codeDescription: { href: docsUrl(d.code) },
    source: SOURCE,
    message: `${d.message}${rules}`,
    ...(d.related && d.related.length > 0
      ? { relatedInformation: d.related.map((r) => ({ location: { uri, range: toRange(r.range) }, message: r.message })) }
      : {}),
  };
}

const COMPLETION_KIND: Record<CompletionKind, CompletionItemKind> = {
  card: CompletionItemKind.Value,
  zone: CompletionItemKind.Folder,
  key: CompletionItemKind.Property,
  value: CompletionItemKind.EnumMember,
  player: CompletionItemKind.Variable,
  ability: CompletionItemKind.Method,
  step: CompletionItemKind.Keyword,
};

export function toCompletionKind(kind: CompletionKind): CompletionItemKind {
  return COMPLETION_KIND[kind];
}

const SYMBOL_KIND: Record<LintSymbolKind, SymbolKind> = {
  scenario: SymbolKind.File,
  section: SymbolKind.Namespace,
  player: SymbolKind.Object,
  zone: SymbolKind.Array,
  card: SymbolKind.Class,
  step: SymbolKind.Event,
  expect: SymbolKind.Boolean,
};

export function toDocumentSymbol(s: ScenarioSymbol): DocumentSymbol {
  return {
    name: s.name,
    ...(s.detail ? { detail: s.detail } : {}),
    kind: SYMBOL_KIND[s.kind],
    range: toRange(s.range),
    selectionRange: toRange(s.selectionRange),
    children: s.children.map(toDocumentSymbol),
  };
}
