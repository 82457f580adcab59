// "Is the server still serving?", asked the same way after every hostile input: a server started
// with one small scenario open, an outline request about it (answered from the cached analysis:
// the transport and the dispatcher work), and a new version of it (the debounce timer fires, the
// linter runs and the diagnostics are published for that version).
import { readFileSync } from "node:fs";
import path from "node:path";
import { ANSWER_MS } from "./bounds.mjs";
import { LspClient } from "./lsp-client.mjs";
import { repoRoot } from "./server-process.mjs";

export const PROBE_URI = "file:///stress/probe.scenario.yaml";
const PROBE_TEXT = readFileSync(path.join(repoRoot, "examples", "vi-empty-trash.scenario.yaml"), "utf8");
/** The most a setting can delay diagnostics (readSettings caps diagnostics.debounceMs at 5 s). */
const MAX_DEBOUNCE_MS = 5_000;

/** A server with the probe document open and linted once. */
export async function startProbedServer(options = {}) {
  const client = await LspClient.start({ rootUri: null, ...options });
  client.probeVersion = 1;
  await client.notify("textDocument/didOpen", { textDocument: { uri: PROBE_URI, languageId: "recycle-scenario", version: 1, text: PROBE_TEXT } });
  if (!(await client.diagnosticsFor(PROBE_URI, 1, ANSWER_MS))) throw new Error(`the probe document was not linted; stderr: ${client.server.stderr}`);
  return client;
}

/** The outline request; resolves with the request's outcome ({ result } when it answered). */
export function probeRequest(client, ms = ANSWER_MS) {
  return client.request("textDocument/documentSymbol", { textDocument: { uri: PROBE_URI } }, ms);
}

/** Whether the outline came back as the probe's one scenario symbol. */
export function probeAnswered(outcome) {
  return Array.isArray(outcome.result) && outcome.result.length === 1;
}

/** A new version of the probe; resolves with whether its diagnostics were published (the illegal cost). */
export async function probeLints(client) {
  const version = ++client.probeVersion;
  await client.notify("textDocument/didChange", { textDocument: { uri: PROBE_URI, version }, contentChanges: [{ text: PROBE_TEXT }] });
  const published = await client.diagnosticsFor(PROBE_URI, version, ANSWER_MS + MAX_DEBOUNCE_MS);
  return published !== undefined && published.diagnostics.map((d) => d.code).join() === "recycle/illegal-cost";
}

/** Both probes: "answers and lints", or what failed. */
export async function serving(client) {
  const outcome = await probeRequest(client);
  if (!probeAnswered(outcome)) return { ok: false, detail: `outline: ${JSON.stringify(outcome).slice(0, 200)}` };
  if (!(await probeLints(client))) return { ok: false, detail: "a new version was not linted" };
  return { ok: true, detail: `answered in ${outcome.ms} ms, linted a new version` };
}
