/**
 * A real LSP client over stdio (vscode-languageserver-protocol), for timing language servers the
 * way an editor drives them: spawn, initialize, open a document, type, wait for diagnostics. It
 * answers `workspace/configuration` with the settings it was given, so the same client drives
 * recycle-rules' server and yaml-language-server.
 */
import process from "node:process";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import {
  ConfigurationRequest,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializeRequest,
  InitializedNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
} from "vscode-languageserver-protocol/node";

export class BenchClient {
  /** @type {Map<string, { resolve: (p: unknown) => void }[]>} */
  #waiting = new Map();
  #versions = new Map();

  constructor(child, connection, startedAt) {
    this.child = child;
    this.connection = connection;
    this.startedAt = startedAt;
    this.stderr = "";
    this.exited = false;
  }

  /**
   * Spawns `command` and completes the initialize handshake. `settings` answers the server's
   * configuration requests, section by section ("yaml", "recycleRules").
   */
  static async start({ command, args, settings = {}, initializationOptions, rootUri = null, timeoutMs = 60_000 }) {
    const startedAt = performance.now();
    const child = spawn(command, args, { stdio: "pipe" });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const client = new BenchClient(child, connection, startedAt);
    child.stderr.on("data", (chunk) => (client.stderr += chunk.toString()).length > 20_000 && (client.stderr = client.stderr.slice(-10_000)));
    child.on("exit", () => (client.exited = true));
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      const waiters = client.#waiting.get(params.uri) ?? [];
      // A publish for an older version (a settings reload re-linting the old text) ends no wait.
      const ready = waiters.filter((w) => params.version === undefined || w.version === undefined || params.version >= w.version);
      client.#waiting.set(params.uri, waiters.filter((w) => !ready.includes(w)));
      for (const w of ready) w.resolve(params);
    });
    connection.onRequest(ConfigurationRequest.type, (params) => params.items.map((item) => (item.section ? pick(settings, item.section) : settings) ?? null));
    connection.onRequest(RegistrationRequest.type, () => null);
    connection.onRequest("window/workDoneProgress/create", () => null);
    connection.onNotification(() => {});
    connection.listen();
    const initialize = connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri,
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: { publishDiagnostics: { versionSupport: true }, synchronization: { dynamicRegistration: true } },
      },
      initializationOptions,
      workspaceFolders: null,
    });
    let timer;
    const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer to initialize within ${timeoutMs} ms`)), timeoutMs)));
    try {
      await Promise.race([initialize, late]);
    } catch (error) {
      child.kill("SIGKILL");
      connection.dispose();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    connection.sendNotification(InitializedNotification.type, {});
    connection.sendNotification(DidChangeConfigurationNotification.type, { settings });
    return client;
  }

  /**
   * The next diagnostics published for `uri` (for `version` or later, when the server says which
   * version it published for), or a rejection after `timeoutMs`.
   */
  nextDiagnostics(uri, timeoutMs, version) {
    return new Promise((resolve, reject) => {
      const entry = { version, resolve: (p) => (clearTimeout(timer), resolve(p)) };
      const timer = setTimeout(() => {
        const list = this.#waiting.get(uri) ?? [];
        this.#waiting.set(uri, list.filter((w) => w !== entry));
        reject(new Error(this.exited ? `the server exited (${this.stderr.trim().split("\n").slice(-3).join(" | ")})` : `no diagnostics within ${timeoutMs} ms`));
      }, timeoutMs);
      const list = this.#waiting.get(uri) ?? [];
      list.push(entry);
      this.#waiting.set(uri, list);
    });
  }

  /** Opens a document and returns the milliseconds until its first diagnostics. */
  async open(uri, text, languageId, timeoutMs) {
    const published = this.nextDiagnostics(uri, timeoutMs, 1);
    const start = performance.now();
    this.#versions.set(uri, 1);
    this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
    await published;
    return performance.now() - start;
  }

  /**
   * Replaces `remove` characters at `position` (a line and character) with `insert`, as an
   * incremental change, and returns the milliseconds until the diagnostics for that version.
   */
  async edit(uri, position, insert, remove, timeoutMs) {
    const version = (this.#versions.get(uri) ?? 1) + 1;
    this.#versions.set(uri, version);
    const end = remove ? { line: position.line, character: position.character + remove } : position;
    const published = this.nextDiagnostics(uri, timeoutMs, version);
    const start = performance.now();
    this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ range: { start: position, end }, text: insert }] });
    await published;
    return performance.now() - start;
  }

  /** Resident memory of the server process now, in MB (Linux /proc). */
  rssMb() {
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
      return kb / 1024;
    } catch {
      return NaN;
    }
  }

  async stop() {
    if (!this.exited) {
      try {
        await Promise.race([this.connection.sendRequest(ShutdownRequest.type), new Promise((r) => setTimeout(r, 2000))]);
        this.connection.sendNotification(ExitNotification.type);
      } catch {
        // The server is gone already.
      }
    }
    await new Promise((r) => setTimeout(r, 100));
    if (!this.exited) this.child.kill("SIGKILL");
    this.connection.dispose();
  }
}

function pick(settings, section) {
  let value = settings;
  for (const key of section.split(".")) value = value?.[key];
  return value;
}

/** Line and character of an offset. */
export function positionAt(text, offset) {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, character: offset - lineStart };
}
