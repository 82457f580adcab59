import { CONFIG_FILE_NAME, documentSymbols } from "@recycle-rules/linter";
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  MessageType,
  ShowMessageRequest,
  TextDocumentSyncKind,
  TextDocuments,
  type Connection,
  type InitializeResult,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { Analyses } from "./analyses.js";
import { ConfigProblems } from "./config-problems.js";
import { DocumentConfigs, isConfigFile } from "./configs.js";
import { deckCompletion, deckHover } from "./features/deck.js";
import { toDocumentSymbol } from "./convert.js";
import { DiagnosticsPublisher } from "./diagnostics.js";
import { codeActions } from "./features/code-actions.js";
import { TRIGGER_CHARACTERS, completion } from "./features/completion.js";
import { definition } from "./features/definition.js";
import { loadExtraCards } from "./features/extra-cards.js";
import { hover } from "./features/hover.js";
import { runScenario } from "./features/run-scenario.js";
import { filePathOf, workspaceRootsOf } from "./files/workspace-roots.js";
import { guardedDocumentSync } from "./guard/document-sync.js";
import { codeActionParamsOf, documentUriOf, fieldsOf, positionParamsOf, watchedFileChangesOf } from "./guard/params.js";
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
  let settings: ServerSettings = DEFAULT_SETTINGS;
  let pullConfiguration = false;
  let watchConfigs = false;
  let versionedEdits = false;
  let roots: string[] = [];
  const warn = (message: string): void => connection.console.warn(message);
  /** What window.showWarningMessage sends. */
  const showWarning = (message: string): void => {
    // Its promise kept: a client that refuses the request must not leave an unhandled rejection
    // (which ends Node); the warning is logged then.
    connection.sendRequest(ShowMessageRequest.type, { type: MessageType.Warning, message, actions: [] }).catch(() => warn(message));
  };
  const configProblems = new ConfigProblems(connection, showWarning, () => roots);
  const analyses = new Analyses(new DocumentConfigs((config) => configProblems.report(config)));
  const diagnostics = new DiagnosticsPublisher(connection, documents, analyses, () => settings.diagnostics.debounceMs);

  connection.onInitialize((params): InitializeResult => {
    const workspace = fieldsOf(fieldsOf(fieldsOf(params)?.["capabilities"])?.["workspace"]);
    pullConfiguration = workspace?.["configuration"] === true;
    watchConfigs = fieldsOf(workspace?.["didChangeWatchedFiles"])?.["dynamicRegistration"] === true;
    versionedEdits = fieldsOf(workspace?.["workspaceEdit"])?.["documentChanges"] === true;
    roots = workspaceRootsOf(params);
    analyses.setWorkspaceRoots(roots);
    // Clients without workspace/configuration (and tests) pass the settings here.
    settings = readSettings(fieldsOf(params)?.["initializationOptions"]);
    return {
      capabilities: {
        // didSave too: a config file the client has open is read again when it is saved.
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
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
    if (watchConfigs) {
      // The client watches the config files and says when one is created, changed or deleted.
      // Not awaited: the first lint needn't wait for the client's answer.
      connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: `**/${CONFIG_FILE_NAME}` }] }).catch(() => undefined);
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
    const { messages, notes, ...extra } = loadExtraCards(settings.cards.extraFiles, roots);
    if (messages.length > 0) showWarning(`recycle-rules: extra card data: ${messages.join("; ")}`);
    // Imported data overriding bundled data is said, in the server's log (not a pop-up at every settings change).
    for (const note of notes) connection.console.info(`recycle-rules: extra card data: ${note}.`);
    analyses.setCatalog(extra);
    diagnostics.all();
  }

  /**
   * Config files changed on disk (created, changed or deleted): every config is read again, each
   * changed one at once (its problems are shown even when no open document uses it), and every
   * open document is linted again with what now applies.
   */
  function configsChanged(changes: readonly { readonly file: string; readonly deleted: boolean }[]): void {
    analyses.configsChanged();
    for (const { file, deleted } of changes) {
      if (deleted) configProblems.deleted(file);
      else analyses.configs.read(file);
    }
    diagnostics.all();
  }

  /** The changes that are to config files (file: URIs named recycle-rules.config.json), by path. */
  const configFiles = (changes: readonly { readonly uri: string; readonly deleted: boolean }[]) =>
    changes.flatMap(({ uri, deleted }) => {
      const file = filePathOf(uri);
      return file !== undefined && isConfigFile(file) ? [{ file, deleted }] : [];
    });

  connection.onDidChangeWatchedFiles((params) => {
    const changes = configFiles(watchedFileChangesOf(params).map((c) => ({ uri: c.uri, deleted: c.type === FileChangeType.Deleted })));
    if (changes.length > 0) configsChanged(changes);
  });

  connection.onDidChangeConfiguration((change) => {
    const pushed = fieldsOf(fieldsOf(change)?.["settings"])?.[SECTION];
    // Not awaited by anyone: a failure must become a log line, not an unhandled rejection (which ends Node).
    reloadSettings(pushed).catch((e: unknown) => warn(`recycle-rules: reloading the settings failed: ${String(e)}`));
  });

  documents.onDidOpen(({ document }) => {
    // A config file opened: its problems are shown on it (read from disk: a config applies as saved).
    for (const { file } of configFiles([{ uri: document.uri, deleted: false }])) analyses.configs.read(file);
    diagnostics.now(document);
  });
  documents.onDidChangeContent(({ document }) => {
    // This also fires on open, after onDidOpen linted that version; `later` skips it then.
    diagnostics.later(document);
  });
  documents.onDidSave(({ document }) => {
    // A config applies as saved; a client that watches files says so too, and it is read again then.
    const changes = configFiles([{ uri: document.uri, deleted: false }]);
    if (changes.length > 0) configsChanged(changes);
  });
  documents.onDidClose(({ document }) => {
    analyses.forget(document.uri);
    diagnostics.clear(document.uri);
  });

  /** The open scenario at `uri` with its analysis, or undefined (not open, or not linted as a scenario). */
  const scenario = (uri: string | undefined) => {
    const doc = uri === undefined ? undefined : documents.get(uri);
    return doc && analyses.roleOf(doc) === "scenario" ? { doc, analysis: analyses.get(doc) } : undefined;
  };

  /** The open deck list at `uri`, or undefined. */
  const deckDoc = (uri: string) => {
    const doc = documents.get(uri);
    return doc && analyses.roleOf(doc) === "deck" ? doc : undefined;
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
    const role = doc && analyses.roleOf(doc);
    return params && doc && (role === "scenario" || role === "deck") ? codeActions(doc, analyses.findings(doc, role), params, versionedEdits) : [];
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
