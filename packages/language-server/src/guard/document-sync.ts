import type { Connection, NotificationHandler, TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { didChangeProblem, didOpenProblem, documentProblem } from "./params.js";

/** What TextDocuments.listen takes (vscode-languageserver doesn't export the interface's name). */
type DocumentSyncConnection = Parameters<TextDocuments<TextDocument>["listen"]>[0];

/**
 * The connection as TextDocuments listens to it, with every document notification checked
 * first. TextDocuments trusts the protocol's types: a didOpen whose text is null became a
 * document whose getText() is null, and the lint that followed in a debounce timer threw where
 * nothing could catch it, which ended the server. A malformed notification is now dropped with
 * a log message, so the document stays unknown (requests about it answer "nothing here") and
 * every other document is served as before.
 */
export function guardedDocumentSync(connection: Connection, log: (message: string) => void): DocumentSyncConnection {
  function checked<P>(method: string, problemOf: (params: unknown) => string | undefined, handler: NotificationHandler<P>): NotificationHandler<P> {
    return (params) => {
      const problem = problemOf(params);
      if (problem === undefined) return handler(params);
      log(`recycle-rules: ignored a malformed ${method} notification (${problem}).`);
    };
  }
  return {
    onDidOpenTextDocument: (handler) => connection.onDidOpenTextDocument(checked("textDocument/didOpen", didOpenProblem, handler)),
    onDidChangeTextDocument: (handler) => connection.onDidChangeTextDocument(checked("textDocument/didChange", didChangeProblem, handler)),
    onDidCloseTextDocument: (handler) => connection.onDidCloseTextDocument(checked("textDocument/didClose", documentProblem, handler)),
    onWillSaveTextDocument: (handler) => connection.onWillSaveTextDocument(checked("textDocument/willSave", documentProblem, handler)),
    onDidSaveTextDocument: (handler) => connection.onDidSaveTextDocument(checked("textDocument/didSave", documentProblem, handler)),
    // A request: a malformed one is answered with no edits.
    onWillSaveTextDocumentWaitUntil: (handler) =>
      connection.onWillSaveTextDocumentWaitUntil((params, token) => (documentProblem(params) === undefined ? handler(params, token) : [])),
  };
}
