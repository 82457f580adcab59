import { completionsAt, type ScenarioAnalysis } from "@recycle-rules/linter";
import type { CompletionItem, CompletionList, Position } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { toCompletionKind } from "../convert.js";

/** Characters after which a client should ask for completions without waiting for a letter. */
export const TRIGGER_CHARACTERS = [":", " ", "[", ",", "."];

export function completion(doc: TextDocument, analysis: ScenarioAnalysis, position: Position): CompletionList {
  const result = completionsAt(analysis, doc.offsetAt(position));
  const range = { start: doc.positionAt(result.start), end: position };
  const items: CompletionItem[] = result.items.map((item) => ({
    label: item.label,
    kind: toCompletionKind(item.kind),
    ...(item.detail ? { detail: item.detail, labelDetails: { description: item.detail } } : {}),
    ...(item.sortText ? { sortText: item.sortText } : {}),
    // Matching on the label lets `Vi` find `"Vi, Destructive"` even when the insert is quoted.
    filterText: item.label,
    textEdit: { range, newText: item.insertText ?? item.label },
  }));
  return { isIncomplete: false, items };
}
