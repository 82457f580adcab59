import { fileURLToPath } from "node:url";
import { documentSymbols } from "@recycle-rules/linter";
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
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
import { DEFAULT_SETTINGS, RUN_SCENARIO_METHOD, readSettings, type RunScenarioParams, type ServerSettings } from "./protocol.js";

/** The settings section clients keep our configuration under (VS Code: `recycleRules.*`). */
const SECTION = "recycleRules";

/**
 * Wires LSP to the linter's language services. Nothing here knows a rule: every finding, hover,
 * completion and fix comes from @recycle-rules/linter, so the editor and the CLI always agree.
 */
export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  const analyses = new Analyses();
  let settings: ServerSettings = DEFAULT_SETTINGS;
  let pullConfiguration = false;
  let versionedEdits = false;
  let roots: string[] = [];
  const diagnostics = new DiagnosticsPublisher(connection, documents, analyses, () => settings.diagnostics.debounceMs);

  connection.onInitialize((params): InitializeResult => {
    pullConfiguration = params.capabilities.workspace?.configuration === true;
    versionedEdits = params.capabilities.workspace?.workspaceEdit?.documentChanges === true;
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    roots = folders.filter((u) => u.startsWith("file:")).map((u) => fileURLToPath(u));
    // Clients without workspace/configuration (and tests) pass the settings here.
    settings = readSettings(params.initializationOptions);
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
    const { catalog, messages } = await loadExtraCards(settings.cards.extraFiles, roots);
    if (messages.length > 0) void connection.window.showWarningMessage(`recycle-rules: extra card data: ${messages.join("; ")}`);
    analyses.setCatalog(catalog);
    diagnostics.all();
  }

  connection.onDidChangeConfiguration((change) => {
    const pushed = (change.settings as Record<string, unknown> | null | undefined)?.[SECTION];
    void reloadSettings(pushed);
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
  const scenario = (uri: string) => {
    const doc = documents.get(uri);
    return doc && isScenario(doc) ? { doc, analysis: analyses.get(doc) } : undefined;
  };

  /** The open deck list at `uri`, or undefined. */
  const deckDoc = (uri: string) => {
    const doc = documents.get(uri);
    return doc && isDeck(doc) ? doc : undefined;
  };

  connection.onHover(({ textDocument, position }) => {
    const d = deckDoc(textDocument.uri);
    if (d) return deckHover(d, analyses.deck(d), position);
    const s = scenario(textDocument.uri);
    return s ? hover(s.doc, s.analysis, position, settings.rules.edition) : null;
  });
  connection.onCompletion(({ textDocument, position }) => {
    const d = deckDoc(textDocument.uri);
    if (d) return deckCompletion(d, analyses.deck(d), position);
    const s = scenario(textDocument.uri);
    return s ? completion(s.doc, s.analysis, position) : null;
  });
  connection.onCodeAction((params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc && isLinted(doc) ? codeActions(doc, analyses.findings(doc), params, versionedEdits) : [];
  });
  connection.onDocumentSymbol(({ textDocument }) => {
    const s = scenario(textDocument.uri);
    return s ? documentSymbols(s.analysis).map(toDocumentSymbol) : [];
  });
  connection.onDefinition(({ textDocument, position }) => {
    const s = scenario(textDocument.uri);
    return s ? definition(s.doc, s.analysis, position, roots) : null;
  });
  connection.onRequest(RUN_SCENARIO_METHOD, (params: RunScenarioParams) => runScenario(params, documents, analyses));

  documents.listen(connection);
  connection.listen();
}
