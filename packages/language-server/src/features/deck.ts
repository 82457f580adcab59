import { deckCompletions, deckHoverAt, type LintDeckResult } from "@recycle-rules/linter";
import { CompletionItemKind, MarkupKind, type CompletionList, type Hover, type Position } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";

/** Hover on a card name in a deck list: the card as the linter describes it. */
export function deckHover(doc: TextDocument, result: LintDeckResult, position: Position): Hover | null {
  const found = deckHoverAt(result, doc.offsetAt(position));
  if (!found) return null;
  return { contents: { kind: MarkupKind.Markdown, value: found.markdown }, range: { start: doc.positionAt(found.start), end: doc.positionAt(found.end) } };
}

/**
 * Card names for the line being typed. What follows the count ("3 ", "3x ", "SB: 2 ") up to the
 * cursor is replaced, so picking a name completes a half-typed one.
 */
export function deckCompletion(doc: TextDocument, result: LintDeckResult, position: Position): CompletionList {
  const line = doc.getText({ start: { line: position.line, character: 0 }, end: position });
  const lead = /^\s*(?:SB:\s*)?(?:\d+x?\s+)?/i.exec(line)?.[0].length ?? 0;
  const range = { start: { line: position.line, character: lead }, end: position };
  const items = deckCompletions(result).map((c) => ({ label: c.label, detail: c.detail, kind: CompletionItemKind.Value, textEdit: { range, newText: c.label } }));
  return { isIncomplete: false, items };
}
