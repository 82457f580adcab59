/**
 * A real LSP client for tests: starts the built server (`node dist/server.js --stdio`) and talks
 * JSON-RPC to it with vscode-languageserver-protocol. Notifications are recorded so tests can
 * wait for a condition on them (never for a fixed time).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializeRequest,
  InitializedNotification,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShowMessageNotification,
  ShowMessageRequest,
  ShutdownRequest,
  createProtocolConnection,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type Registration,
} from "vscode-languageserver-protocol/node";
import { StreamMessageReader, StreamMessageWriter } from "vscode-languageserver-protocol/node";

const here = path.dirname(fileURLToPath(import.meta.url));
export const packageRoot = path.resolve(here, "..");
export const repoRoot = path.resolve(packageRoot, "../..");
export const serverPath = path.join(packageRoot, "dist", "server.js");
export const examplesDir = path.join(repoRoot, "examples");

export function exampleUri(name: string): string {
  return pathToFileURL(path.join(examplesDir, name)).href;
}

export function readExample(name: string): string {
  return readFileSync(path.join(examplesDir, name), "utf8");
}

/** A message the server showed (window/showMessage) or logged (window/logMessage). */
export interface ServerMessage {
  readonly kind: "show" | "log";
  /** LSP's MessageType: 1 error, 2 warning, 3 info, 4 log. */
  readonly type: number;
  readonly message: string;
}

export class TestClient {
  readonly published: PublishDiagnosticsParams[] = [];
  readonly messages: ServerMessage[] = [];
  /** What the server registered dynamically (client/registerCapability), in order. */
  readonly registrations: Registration[] = [];
  private readonly waiters: (() => void)[] = [];
  private readonly versions = new Map<string, number>();
  readonly stderr: string[] = [];

  private constructor(
    readonly process: ChildProcessWithoutNullStreams,
    readonly connection: ProtocolConnection,
  ) {}

  /** Starts the server and completes the initialize handshake. */
  static async start(options: { initializationOptions?: unknown; rootUri?: string | null; capabilities?: object } = {}): Promise<{ client: TestClient; init: InitializeResult }> {
    if (!existsSync(serverPath)) throw new Error(`${serverPath} is missing: build the language server first (npx -y pnpm@12.4.2 run build).`);
    const child = spawn(process.execPath, [serverPath, "--stdio"], { stdio: "pipe" });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const client = new TestClient(child, connection);
    child.stderr.on("data", (chunk: Buffer) => client.stderr.push(chunk.toString()));
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      client.published.push(params);
      for (const wake of client.waiters.splice(0)) wake();
    });
    const record = (kind: ServerMessage["kind"]) => (params: { type: number; message: string }) => {
      client.messages.push({ kind, type: params.type, message: params.message });
      for (const wake of client.waiters.splice(0)) wake();
    };
    connection.onNotification(ShowMessageNotification.type, record("show"));
    connection.onRequest(ShowMessageRequest.type, (params) => (record("show")(params), null));
    connection.onNotification(LogMessageNotification.type, record("log"));
    connection.onRequest(RegistrationRequest.type, (params) => {
      client.registrations.push(...params.registrations);
    });
    connection.listen();
    const init = await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: options.rootUri === undefined ? pathToFileURL(repoRoot).href : options.rootUri,
      capabilities: options.capabilities ?? { workspace: { workspaceEdit: { documentChanges: true } }, textDocument: { publishDiagnostics: { versionSupport: true } } },
      workspaceFolders: null,
      initializationOptions: options.initializationOptions ?? null,
    });
    await connection.sendNotification(InitializedNotification.type, {});
    return { client, init };
  }

  async open(uri: string, text: string, languageId = "recycle-scenario", version = 1): Promise<void> {
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version, text } });
  }

  /** Replaces the whole text (a full-document change); returns the new version. */
  async change(uri: string, text: string): Promise<number> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    return version;
  }

  /** Replaces the text between two positions (an incremental change, as an editor sends a keystroke); returns the new version. */
  async edit(uri: string, start: { line: number; character: number }, end: { line: number; character: number }, text: string): Promise<number> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ range: { start, end }, text }] });
    return version;
  }

  /** Resolves with the first published diagnostics (for `uri`) that satisfy `accept`. */
  async diagnostics(uri: string, accept: (p: PublishDiagnosticsParams) => boolean = () => true, timeoutMs = 15_000): Promise<PublishDiagnosticsParams> {
    return this.waitFor(
      () => this.published.find((p) => p.uri === uri && accept(p)),
      timeoutMs,
      () => `No matching diagnostics for ${uri} within ${timeoutMs} ms; got: ${JSON.stringify(this.published.filter((p) => p.uri === uri).map((p) => ({ version: p.version, codes: p.diagnostics.map((d) => d.code) })))}`,
    );
  }

  /** Resolves with the first message the server showed or logged that satisfies `accept`. */
  async message(accept: (m: ServerMessage) => boolean, timeoutMs = 15_000): Promise<ServerMessage> {
    return this.waitFor(() => this.messages.find(accept), timeoutMs, () => `No matching message within ${timeoutMs} ms; got: ${JSON.stringify(this.messages)}`);
  }

  /** Waits for `find` to find something, woken by each notification; fails after `timeoutMs`. */
  private async waitFor<T>(find: () => T | undefined, timeoutMs: number, failure: () => string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${failure()}\nserver stderr: ${this.stderr.join("")}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Shuts the server down the polite way and resolves with its exit code. */
  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => {
      if (this.process.exitCode !== null) resolve(this.process.exitCode);
      else this.process.once("exit", (code) => resolve(code));
    });
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    const code = await exited;
    this.connection.dispose();
    return code;
  }

  kill(): void {
    if (this.process.exitCode === null) this.process.kill();
  }
}

/** Offset → LSP position in `text` (tests locate things by searching the text). */
export function positionOf(text: string, needle: string, delta = 0, from = 0): { line: number; character: number } {
  const at = text.indexOf(needle, from);
  if (at < 0) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at + delta);
  const line = before.split("\n").length - 1;
  return { line, character: before.length - (before.lastIndexOf("\n") + 1) };
}

/** Applies LSP text edits (non-overlapping) to a text. */
export function applyEdits(text: string, edits: readonly { range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string }[]): string {
  const lines = text.split("\n");
  const offset = (p: { line: number; character: number }): number => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  return [...edits]
    .sort((a, b) => offset(b.range.start) - offset(a.range.start))
    .reduce((t, e) => t.slice(0, offset(e.range.start)) + e.newText + t.slice(offset(e.range.end)), text);
}

/**
 * Settles as `promise` does, or rejects once `ms` have passed: a request the server leaves
 * pending (a FIFO being read, say) fails its test promptly instead of hanging it.
 */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
