import { documentSymbols } from "@recycle-rules/linter";
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  MessageType,
  ShowMessageRequest,
  TextDocumentSyncKind,
  TextDocuments,
  type Connection,
  type InitializeResult,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { Analyses, isDeck, isLinted, isScenario } from "./analyses.js";
import { deckCompletion, deckHover } from "./features/deck.js";
import { toDocumentSymbol } from "./convert.js";
import { DiagnosticsPublisher } from "./diagnostics.js";
import { codeActions } from "./features/code-actions.js";
import { TRIGGER_CHARACTERS, completion } from "./features/completion.js";
import { definition } from "./features/definition.js";
import { loadExtraCards } from "./features/extra-cards.js";
import { hover } from "./features/hover.js";
import { runScenario } from "./features/run-scenario.js";
import { workspaceRootsOf } from "./files/workspace-roots.js";
import { guardedDocumentSync } from "./guard/document-sync.js";
import { codeActionParamsOf, documentUriOf, fieldsOf, positionParamsOf } from "./guard/params.js";
import { DEFAULT_SETTINGS, RUN_SCENARIO_METHOD, readSettings, type ServerSettings } from "./protocol.js";

/** The settings section clients keep our configuration under (VS Code: `recycleRules.*`). */
const SECTION = "recycleRules";

/**
 * Wires LSP to the linter's language services. Nothing here knows a rule: every finding, hover,
 * completion and fix comes from @recycle-rules/linter, so the editor and the CLI always agree.
 * Every message's params are checked before use (guard/): a malformed one is answered with
 * nothing (a request) or dropped with a log line (a notification), and the server goes on.
 */
export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  const analyses = new Analyses();
  let settings: ServerSettings = DEFAULT_SETTINGS;
  let pullConfiguration = false;
  let versionedEdits = false;
  let roots: string[] = [];
  const diagnostics = new DiagnosticsPublisher(connection, documents, analyses, () => settings.diagnostics.debounceMs);
  const warn = (message: string): void => connection.console.warn(message);

  connection.onInitialize((params): InitializeResult => {
    const workspace = fieldsOf(fieldsOf(fieldsOf(params)?.["capabilities"])?.["workspace"]);
    pullConfiguration = workspace?.["configuration"] === true;
    versionedEdits = fieldsOf(workspace?.["workspaceEdit"])?.["documentChanges"] === true;
    roots = workspaceRootsOf(params);
    analyses.setWorkspaceRoots(roots);
    // Clients without workspace/configuration (and tests) pass the settings here.
    settings = readSettings(fieldsOf(params)?.["initializationOptions"]);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        completionProvider: { triggerCharacters: TRIGGER_CHARACTERS },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        documentSymbolProvider: true,
        definitionProvider: true,
      },
      serverInfo: { name: "recycle-rules-language-server", version: "0.1.0" },
    };
  });

  connection.onInitialized(async () => {
    if (pullConfiguration) {
      await connection.client.register(DidChangeConfigurationNotification.type, { section: SECTION }).catch(() => undefined);
    }
    await reloadSettings(undefined);
  });

  /** Settings from the client (pulled, or pushed in didChangeConfiguration), then a fresh lint. */
  async function reloadSettings(pushed: unknown): Promise<void> {
    if (pullConfiguration) {
      settings = readSettings(await connection.workspace.getConfiguration(SECTION).catch(() => undefined) ?? pushed);
    } else if (pushed !== undefined) {
      settings = readSettings(pushed);
    }
    const { catalog, messages } = loadExtraCards(settings.cards.extraFiles, roots);
    if (messages.length > 0) {
      const warning = `recycle-rules: extra card data: ${messages.join("; ")}`;
      // What window.showWarningMessage sends, with its promise kept: a client that refuses the
      // request must not leave an unhandled rejection (which ends Node); the warning is logged then.
      connection.sendRequest(ShowMessageRequest.type, { type: MessageType.Warning, message: warning, actions: [] }).catch(() => warn(warning));
    }
    analyses.setCatalog(catalog);
    diagnostics.all();
  }

  connection.onDidChangeConfiguration((change) => {
    const pushed = fieldsOf(fieldsOf(change)?.["settings"])?.[SECTION];
    // Not awaited by anyone: a failure must become a log line, not an unhandled rejection (which ends Node).
    reloadSettings(pushed).catch((e: unknown) => warn(`recycle-rules: reloading the settings failed: ${String(e)}`));
  });

  documents.onDidOpen(({ document }) => {
    if (isLinted(document)) diagnostics.now(document);
  });
  documents.onDidChangeContent(({ document }) => {
    // This also fires on open, after onDidOpen linted that version; `later` skips it then.
    if (isLinted(document)) diagnostics.later(document);
  });
  documents.onDidClose(({ document }) => {
    analyses.forget(document.uri);
    diagnostics.clear(document.uri);
  });

  /** The open scenario at `uri` with its analysis, or undefined (not open, or not a scenario). */
  const scenario = (uri: string | undefined) => {
    const doc = uri === undefined ? undefined : documents.get(uri);
    return doc && isScenario(doc) ? { doc, analysis: analyses.get(doc) } : undefined;
  };

  /** The open deck list at `uri`, or undefined. */
  const deckDoc = (uri: string) => {
    const doc = documents.get(uri);
    return doc && isDeck(doc) ? doc : undefined;
  };

  /**
   * A position request's document and position, with the document as an open deck list if it is
   * one; undefined for malformed params. The scenario is looked up lazily (it costs a lint).
   */
  const pointedAt = (params: unknown) => {
    const at = positionParamsOf(params);
    return at && { position: at.position, deck: deckDoc(at.uri), scenario: () => scenario(at.uri) };
  };

  connection.onHover((params) => {
    const p = pointedAt(params);
    if (p?.deck) return deckHover(p.deck, analyses.deck(p.deck), p.position);
    const s = p?.scenario();
    return p && s ? hover(s.doc, s.analysis, p.position, settings.rules.edition) : null;
  });
  connection.onCompletion((params) => {
    const p = pointedAt(params);
    if (p?.deck) return deckCompletion(p.deck, analyses.deck(p.deck), p.position);
    const s = p?.scenario();
    return p && s ? completion(s.doc, s.analysis, p.position) : null;
  });
  connection.onCodeAction((raw) => {
    const params = codeActionParamsOf(raw);
    const doc = params && documents.get(params.textDocument.uri);
    return params && doc && isLinted(doc) ? codeActions(doc, analyses.findings(doc), params, versionedEdits) : [];
  });
  connection.onDocumentSymbol((params) => {
    const s = scenario(documentUriOf(params));
    return s ? documentSymbols(s.analysis).map(toDocumentSymbol) : [];
  });
  connection.onDefinition((params) => {
    const p = pointedAt(params);
    const s = p?.scenario();
    return p && s ? definition(s.doc, s.analysis, p.position, roots) : null;
  });
  connection.onRequest(RUN_SCENARIO_METHOD, (params: unknown) => runScenario(params, documents, analyses, roots));

  documents.listen(guardedDocumentSync(connection, warn));
  connection.listen();
}
