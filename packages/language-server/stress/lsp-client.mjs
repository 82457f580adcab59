// A small LSP client over ServerProcess: requests with a deadline (answered, failed or timed out,
// never thrown), notifications, raw bytes, and answers to what the server asks of a client.
// Hand-written rather than vscode-languageserver-protocol so the same pipe can carry the broken
// bytes of the transport campaign and the well-formed traffic around them.
import { pathToFileURL } from "node:url";
import { clearTimeout, setTimeout } from "node:timers";
import { frame } from "./framing.mjs";
import { ServerProcess, repoRoot } from "./server-process.mjs";

export const repoRootUri = pathToFileURL(repoRoot).href;

export class LspClient {
  server;
  /** Every textDocument/publishDiagnostics, in arrival order. */
  published = [];
  /** window/showMessage(Request) and window/logMessage, in arrival order. */
  messages = [];
  #nextId = 1;
  #pending = new Map();
  #waiters = new Set();
  #listeners = [];

  constructor() {
    this.server = new ServerProcess((message) => this.#receive(message));
    // A server that exits answers nothing more: settle what waits on it now, not at its deadline.
    void this.server.exited.then(() => {
      for (const settle of [...this.#pending.values()]) settle({ exited: true });
      this.#wake();
    });
  }

  /** Starts a server and completes the initialize handshake (within `ms`). */
  static async start({ rootUri = repoRootUri, initializationOptions = null, ms = 15_000 } = {}) {
    const client = new LspClient();
    const init = await client.request(
      "initialize",
      {
        processId: null,
        rootUri,
        workspaceFolders: null,
        capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } },
        initializationOptions,
      },
      ms,
    );
    if (!("result" in init)) {
      await client.server.kill();
      throw new Error(`initialize was not answered: ${JSON.stringify(init)}; stderr: ${client.server.stderr}`);
    }
    await client.notify("initialized", {});
    return client;
  }

  get pid() {
    return this.server.pid;
  }

  /** Calls `listener(message)` for every notification from the server. */
  onNotification(listener) {
    this.#listeners.push(listener);
  }

  /**
   * Sends a request; resolves with { result }, { error }, { timedOut: true } after `ms`, or
   * { exited: true } if the server ends first — and `ms`, how long the answer took.
   */
  request(method, params, ms) {
    const { bytes, answer } = this.prepareRequest(method, params, ms);
    void this.server.write(bytes);
    return answer;
  }

  /**
   * A request's body and framed bytes for the caller to send (in one write with many others, or
   * framed its own way) and its answer, resolved as `request` resolves it. The clock starts now.
   */
  prepareRequest(method, params, ms) {
    const id = this.#nextId++;
    const sent = Date.now();
    const answer = new Promise((resolve) => {
      const timer = setTimeout(() => settle({ timedOut: true }), ms);
      const settle = (outcome) => {
        clearTimeout(timer);
        this.#pending.delete(id);
        resolve({ ...outcome, ms: Date.now() - sent });
      };
      this.#pending.set(id, settle);
    });
    const body = JSON.stringify({ jsonrpc: "2.0", id, method, params });
    return { id, body, bytes: frame(body), answer };
  }

  notify(method, params) {
    return this.server.write(frame({ jsonrpc: "2.0", method, params }));
  }

  writeRaw(bytes) {
    return this.server.write(bytes);
  }

  /** Resolves with the first value `find` returns, re-checked on every message; undefined after `ms`. */
  async waitFor(find, ms) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.server.exit) return undefined;
      await new Promise((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.#waiters.add(done);
      });
    }
  }

  /** The first diagnostics published for `uri` at `version`, or undefined after `ms`. */
  diagnosticsFor(uri, version, ms) {
    return this.waitFor(() => this.published.find((p) => p.uri === uri && p.version === version), ms);
  }

  /** `shutdown`, then `exit`; resolves with the exit ({ code, signal }) or undefined if it lingers. */
  async shutdownAndExit(ms) {
    await this.request("shutdown", null, ms);
    await this.notify("exit", null);
    return this.server.waitForExit(ms);
  }

  #wake() {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }

  #receive(message) {
    if (message.id !== undefined && message.method === undefined) {
      this.#pending.get(message.id)?.("error" in message ? { error: message.error } : { result: message.result });
    } else if (message.id !== undefined) {
      this.#answerServerRequest(message);
    } else if (message.method === "textDocument/publishDiagnostics") {
      this.published.push(message.params);
    } else if (message.method === "window/showMessage" || message.method === "window/logMessage") {
      this.messages.push({ kind: message.method === "window/showMessage" ? "show" : "log", ...message.params });
    }
    if (message.method !== undefined && message.id === undefined) for (const listener of this.#listeners) listener(message);
    this.#wake();
  }

  /** The client's side of what the server may ask: show a message (recorded), register, configure. */
  #answerServerRequest(message) {
    if (message.method === "window/showMessageRequest") this.messages.push({ kind: "show", ...message.params });
    const result = message.method === "workspace/configuration" ? (message.params?.items ?? []).map(() => null) : null;
    void this.server.write(frame({ jsonrpc: "2.0", id: message.id, result }));
  }
}
