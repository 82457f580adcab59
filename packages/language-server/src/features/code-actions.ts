import { disableLineFix, type DisableCommentTarget, type Fix, type Diagnostic as LinterDiagnostic } from "@recycle-rules/linter";
import {
  CodeActionKind,
  type CodeAction,
  type CodeActionParams,
  type Diagnostic,
  type WorkspaceEdit,
} from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { SOURCE, toRange } from "../convert.js";

/**
 * Quick fixes are the linter's own `fixes` (quote a split card name, did-you-mean, the right
 * destination, move a card to its deck section): only fixes the linter is certain of. The ones the
 * linter marks safe (those `lint --fix` applies) are preferred, so an editor's "auto fix" picks
 * them and never one of several did-you-mean candidates. Then, on every finding a comment can
 * silence, "Disable <code> for this line" (the linter's disableLineFix), never preferred. Each
 * client diagnostic is matched to the linter's by code and range in the analysis of the current
 * text, so an edit never applies to text that has changed since. Edits are versioned when the
 * client supports it.
 */
export function codeActions(doc: TextDocument, linted: { findings: readonly LinterDiagnostic[]; file: DisableCommentTarget }, params: CodeActionParams, versionedEdits: boolean): CodeAction[] {
  if (params.context.only && !params.context.only.some((k) => CodeActionKind.QuickFix.startsWith(k))) return [];
  const actions: CodeAction[] = [];
  const action = (fix: Fix, clientDiag: Diagnostic, isPreferred: boolean): CodeAction => {
    const edits = fix.edits.map((e) => ({ range: toRange(e.range), newText: e.newText }));
    const edit: WorkspaceEdit = versionedEdits ? { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits }] } : { changes: { [doc.uri]: edits } };
    return { title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [clientDiag], isPreferred, edit };
  };
  for (const clientDiag of params.context.diagnostics) {
    if (clientDiag.source !== SOURCE) continue;
    const match = linted.findings.find((d) => d.code === clientDiag.code && sameRange(toRange(d.range), clientDiag));
    if (!match) continue;
    const fixes = match.fixes ?? [];
    // Preferred exactly when `lint --fix` would apply it: the finding's only fix, marked safe.
    for (const fix of fixes) actions.push(action(fix, clientDiag, fixes.length === 1 && fix.safe === true));
    const disable = disableLineFix(linted.file, match);
    if (disable) actions.push(action(disable, clientDiag, false));
  }
  return actions;
}

function sameRange(a: Diagnostic["range"], b: Diagnostic): boolean {
  const r = b.range;
  return a.start.line === r.start.line && a.start.character === r.start.character && a.end.line === r.end.line && a.end.character === r.end.character;
}
