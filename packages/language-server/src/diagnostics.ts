import type { Connection, Diagnostic, TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Analyses } from "./analyses.js";
import { toDiagnostic } from "./convert.js";

/**
 * Publishes diagnostics for open scenarios and deck lists. Changes are debounced (typing shouldn't
 * lint every keystroke) and versioned: a result is published only if the document is still at the
 * version it was computed from, with that version in the notification, so a client never sees
 * findings for text that is gone. A scenario is linted in slices (Analyses.current): when a newer
 * version arrives during the replay of an older one, the older one stops, and the newer one
 * resumes from the steps it did. A document its config ignores gets an empty list (and no lint);
 * any other document is left alone, unless it had findings shown (its config changed).
 */
export class DiagnosticsPublisher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** The version last published per document, so the change event that comes with an open doesn't lint twice. */
  private readonly published = new Map<string, number>();
  /** The run linting a version for publishing, per document: the same, while it runs (an object per run, so an older run ending can't clear a newer one's). */
  private readonly linting = new Map<string, { readonly version: number }>();
  /** The documents this publisher has published diagnostics for since they opened: a close clears only these. */
  private readonly shown = new Set<string>();

  constructor(
    private readonly connection: Connection,
    private readonly documents: TextDocuments<TextDocument>,
    private readonly analyses: Analyses,
    private readonly debounceMs: () => number,
  ) {}

  /** Lint now (a document just opened, or the settings changed). */
  now(doc: TextDocument): void {
    this.cancel(doc.uri);
    this.publish(doc.uri, doc.version);
  }

  /** Lint after the user pauses; a later change restarts the wait. */
  later(doc: TextDocument): void {
    if (this.published.get(doc.uri) === doc.version || this.linting.get(doc.uri)?.version === doc.version) return;
    this.cancel(doc.uri);
    const version = doc.version;
    this.timers.set(
      doc.uri,
      setTimeout(() => {
        this.timers.delete(doc.uri);
        this.publish(doc.uri, version);
      }, this.debounceMs()),
    );
  }

  /**
   * Clears the document's diagnostics (it was closed): stale findings would linger otherwise. A
   * document never published for is left alone: a config file's problems outlive its editor.
   */
  clear(uri: string): void {
    this.cancel(uri);
    this.published.delete(uri);
    this.linting.delete(uri);
    if (this.shown.delete(uri)) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /** Re-lint every open document (new settings, card data or config). */
  all(): void {
    this.published.clear();
    this.linting.clear();
    for (const doc of this.documents.all()) this.now(doc);
  }

  private cancel(uri: string): void {
    const timer = this.timers.get(uri);
    if (timer) clearTimeout(timer);
    this.timers.delete(uri);
  }

  /**
   * Runs in a timer, where an exception would end the whole server: a document whose lint fails
   * gets a log message and no diagnostics, and every other document is still served.
   */
  private publish(uri: string, version: number): void {
    this.publishNow(uri, version).catch((e: unknown) => {
      this.connection.console.error(`recycle-rules: linting ${uri} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    });
  }

  private async publishNow(uri: string, version: number): Promise<void> {
    const doc = this.documents.get(uri);
    // Gone, or changed since this run was scheduled: the newer version's own run will publish.
    if (!doc || doc.version !== version) return;
    const role = this.analyses.roleOf(doc);
    if (role !== "scenario" && role !== "deck") {
      // Ignored by its config: an empty list. Not linted at all: left alone, unless it had findings
      // shown (its config changed what it is), which must go.
      if (role === "ignored" || this.shown.has(uri)) this.send(uri, version, []);
      if (role === undefined) this.shown.delete(uri);
      return;
    }
    // The same document object too: closed and opened again, a document may start its versions over.
    const current = (): boolean => this.documents.get(uri) === doc && doc.version === version;
    const run = { version };
    this.linting.set(uri, run);
    try {
      const findings = await this.analyses.currentFindings(doc, role, current);
      if (findings === undefined || !current()) return;
      this.send(uri, version, findings.map((d) => toDiagnostic(d, uri)));
    } finally {
      if (this.linting.get(uri) === run) this.linting.delete(uri);
    }
  }

  private send(uri: string, version: number, diagnostics: Diagnostic[]): void {
    this.published.set(uri, version);
    this.shown.add(uri);
    void this.connection.sendDiagnostics({ uri, version, diagnostics });
  }
}
