/**
 * The bundled server (dist/server/server.js, what the .vsix ships) works on its own: started
 * outside the repository, it finds its card data (dist/data/), reads a recycle-rules.config.json
 * (jsonc-parser, bundled) and reports the same finding as the package build. The bundle rewrites
 * `import.meta.url`, so this is the test that catches a broken data path.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import {
  DiagnosticSeverity,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializeRequest,
  InitializedNotification,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
  type PublishDiagnosticsParams,
} from "vscode-languageserver-protocol/node";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const example = path.resolve(appRoot, "../../examples/vi-empty-trash.scenario.yaml");
let server: ChildProcessWithoutNullStreams | undefined;
let folder: string | undefined;
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (server && server.exitCode === null) server.kill();
});

it("publishes recycle/illegal-cost for vi-empty-trash, at the severity of the config beside it, and exits cleanly", async () => {
  // A config with a comment: the bundle reads it with jsonc-parser's bundled build.
  folder = mkdtempSync(path.join(tmpdir(), "recycle-rules-bundle-"));
  writeFileSync(path.join(folder, "recycle-rules.config.json"), '{\n  // a judge\'s call\n  "rules": { "recycle/illegal-cost": "warning" },\n}\n');
  server = spawn(process.execPath, [path.join(appRoot, "dist", "server", "server.js"), "--stdio"], { cwd: tmpdir(), stdio: "pipe" });
  const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  const stderr: string[] = [];
  server.stderr.on("data", (c: Buffer) => stderr.push(c.toString()));
  // A server that dies (a broken bundle) fails the test at once, with what it printed.
  const died = new Promise<never>((_, reject) => server?.once("exit", (code) => reject(new Error(`the server exited (${code}) before publishing:\n${stderr.join("")}`))));
  const published = Promise.race([new Promise<PublishDiagnosticsParams>((resolve) => connection.onNotification(PublishDiagnosticsNotification.type, resolve)), died]);
  died.catch(() => undefined);
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null });
  await connection.sendNotification(InitializedNotification.type, {});
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: pathToFileURL(path.join(folder, "vi.scenario.yaml")).href, languageId: "recycle-scenario", version: 1, text: readFileSync(example, "utf8") },
  });
  const result = await published;
  expect(stderr.join("")).toBe("");
  expect(result.diagnostics.map((d) => [d.code, d.range.start, d.severity])).toEqual([["recycle/illegal-cost", { line: 17, character: 14 }, DiagnosticSeverity.Warning]]);
  const exited = new Promise<number | null>((resolve) => server?.once("exit", resolve));
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  expect(await exited).toBe(0);
  connection.dispose();
});
