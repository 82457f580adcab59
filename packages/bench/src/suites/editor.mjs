/**
 * The editor measures: recycle-rules' language server against yaml-language-server 1.25 (with
 * the scenario JSON Schema, which is what a user without recycle-rules would run), both driven
 * over stdio by the same real LSP client on the same generated files.
 */
import process from "node:process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SCENARIOS, middleEdit } from "../generate.mjs";
import { BenchClient, positionAt } from "../lsp.mjs";
import { median } from "../measure.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");
const require = createRequire(import.meta.url);

const schemaUri = pathToFileURL(path.join(repoRoot, "packages/linter/schema/scenario.schema.json")).href;
const examplePath = path.join(repoRoot, "examples/vi-empty-trash.scenario.yaml");

export const SERVERS = {
  /** The package's server; no debounce, so the figure is the server's own work. */
  ours: {
    label: "recycle-rules language server",
    command: process.execPath,
    args: [require.resolve("@recycle-rules/language-server/server"), "--stdio"],
    initializationOptions: { diagnostics: { debounceMs: 0 } },
    settings: { recycleRules: { diagnostics: { debounceMs: 0 } } },
  },
  /** The same server as the VS Code extension ships it: one esbuild bundle. */
  bundled: {
    label: "recycle-rules server, .vsix bundle",
    command: process.execPath,
    args: [path.join(repoRoot, "apps/vscode/dist/server/server.js"), "--stdio"],
    initializationOptions: { diagnostics: { debounceMs: 0 } },
    settings: { recycleRules: { diagnostics: { debounceMs: 0 } } },
  },
  yls: {
    label: "yaml-language-server 1.25",
    command: process.execPath,
    args: [require.resolve("yaml-language-server/bin/yaml-language-server"), "--stdio"],
    settings: { yaml: { validate: true, hover: false, completion: false, schemas: { [schemaUri]: "*.scenario.yaml" }, schemaStore: { enable: false } } },
  },
};

const uriFor = (name) => pathToFileURL(path.join(repoRoot, ".bench", name)).href;

/**
 * Opens a generated scenario of `size` bytes, then types one character in the middle of it and
 * deletes it again, `edits` times each. Returns the open time, the median edit time and the
 * server's resident memory before opening and at the end; a step that outlives `budgetMs` ends
 * the measure.
 */
export async function editSession(serverId, game, size, { edits = 5, budgetMs }) {
  const { text } = SCENARIOS[game](size);
  let client;
  try {
    client = await BenchClient.start({ ...SERVERS[serverId], timeoutMs: budgetMs });
  } catch (error) {
    return { ok: false, bytes: text.length, reason: error.message, rssMb: NaN };
  }
  const uri = uriFor(`${game}-${size}.scenario.yaml`);
  // Before any document: the process, its code and its libraries, what no document can go below.
  const idleRssMb = client.rssMb();
  try {
    const openMs = await client.open(uri, text, "yaml", budgetMs);
    const position = positionAt(text, middleEdit(text).offset);
    const times = [];
    for (let i = 0; i < edits; i++) {
      times.push(await client.edit(uri, position, "x", 0, budgetMs));
      times.push(await client.edit(uri, position, "", 1, budgetMs));
    }
    return { ok: true, bytes: text.length, openMs, editMs: median(times), rssMb: client.rssMb(), idleRssMb };
  } catch (error) {
    return { ok: false, bytes: text.length, reason: error.message, rssMb: client.rssMb() };
  } finally {
    await client.stop();
  }
}

/**
 * Spawn → initialize → open a small example → first diagnostics: `{ ok, ms, rssMb }` with the
 * median of `runs` starts and the server's memory after its first diagnostics, or
 * `{ ok: false, reason }` when a start fails. `document` is another file to open (a deck list).
 */
export async function coldStart(serverId, runs, budgetMs, document = { name: "small.scenario.yaml", text: readFileSync(examplePath, "utf8"), languageId: "yaml" }) {
  const times = [];
  const memory = [];
  try {
    for (let i = 0; i < runs; i++) {
      const client = await BenchClient.start({ ...SERVERS[serverId], timeoutMs: budgetMs });
      try {
        await client.open(uriFor(document.name), document.text, document.languageId, budgetMs);
        times.push(performance.now() - client.startedAt);
        memory.push(client.rssMb());
      } finally {
        await client.stop();
      }
    }
  } catch (error) {
    return { ok: false, reason: error.message };
  }
  return { ok: true, ms: median(times), rssMb: median(memory) };
}
