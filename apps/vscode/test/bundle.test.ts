/**
 * The bundled server (dist/server/server.js, what the .vsix ships) works on its own: started
 * outside the repository, it finds its card data (dist/data/) and reports the same finding as the
 * package build. The bundle rewrites `import.meta.url`, so this is the test that catches a broken
 * data path.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import {
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
afterAll(() => {
  if (server && server.exitCode === null) server.kill();
});

it("publishes recycle/illegal-cost for vi-empty-trash and exits cleanly", async () => {
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
    textDocument: { uri: "file:///somewhere/vi.scenario.yaml", languageId: "recycle-scenario", version: 1, text: readFileSync(example, "utf8") },
  });
  const result = await published;
  expect(stderr.join("")).toBe("");
  expect(result.diagnostics.map((d) => [d.code, d.range.start])).toEqual([["recycle/illegal-cost", { line: 17, character: 14 }]]);
  const exited = new Promise<number | null>((resolve) => server?.once("exit", resolve));
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  expect(await exited).toBe(0);
  connection.dispose();
});
