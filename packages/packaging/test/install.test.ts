/**
 * A user's first minutes, from the tarballs alone: the six packages are `npm install`ed into an
 * empty folder outside the workspace (their third-party dependencies come from the registry), and
 * everything below runs from there: `recycle-rules lint` on scenarios and deck lists of both games,
 * `recycle-rules conformance` on the bundled cases, each package imported by Node, and the
 * language server's binary over stdio through an LSP `initialize` … `exit`.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
  type PublishDiagnosticsParams,
} from "vscode-languageserver-protocol/node";
import { readJson, repoRoot } from "./workspace.js";

const packs = inject("packs");
const version = (name: string) => packs.find((p) => p.name === name)?.version;
let project: string;

/** Runs a command in the install folder; the result and everything it printed. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: project, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, all: `$ ${command} ${args.join(" ")}\n${result.stdout}${result.stderr}` };
}
/**
 * The installed CLI through npx, as a user runs it: `--no` forbids fetching it from the registry,
 * and `--` keeps npx from reading the CLI's flags (`--version`) as its own.
 */
const cli = (...args: string[]) => run("npx", ["--no", "--", "recycle-rules", ...args]);

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "recycle-rules-install-"));
  writeFileSync(path.join(project, "package.json"), `${JSON.stringify({ name: "tarball-install-test", private: true }, null, 2)}\n`);
  cpSync(path.join(repoRoot, "examples"), path.join(project, "examples"), { recursive: true });
  // All six at once, so each internal dependency is satisfied by its tarball, not by the registry.
  const install = run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", ...packs.map((p) => p.tarball)]);
  if (install.status !== 0) throw new Error(`npm install of the tarballs failed (${install.status}):\n${install.all}`);
});
afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("installed from the tarballs", () => {
  it("took every @recycle-rules package from its tarball", () => {
    const lock = readJson<{ packages: Record<string, { version?: string; resolved?: string }> }>(path.join(project, "package-lock.json"));
    const ours = Object.entries(lock.packages).filter(([where]) => where.includes("node_modules/@recycle-rules/"));
    expect(ours.map(([where]) => where.replace(/^.*node_modules\//, "")).sort()).toEqual(packs.map((p) => p.name).sort());
    for (const [where, entry] of ours) {
      const pack = packs.find((p) => where.endsWith(p.name));
      expect(entry.version, where).toBe(pack?.version);
      expect(entry.resolved, where).toMatch(/^file:.*\.tgz$/);
    }
  });

  it("recycle-rules --version prints the CLI's version", () => {
    const result = cli("--version");
    expect(result.status, result.all).toBe(0);
    expect(result.stdout.trim()).toContain(version("@recycle-rules/cli"));
  });

  it("recycle-rules lint passes clean scenarios and deck lists of both games (exit 0)", () => {
    const result = cli(
      "lint",
      "examples/deck-list-garbage-grabber.scenario.yaml", // reads ./decks/riftbound-… through `deck:`
      "examples/mtg-deck-list-street-wraith.scenario.yaml",
      "examples/decks/mtg-cycling-arena.deck",
      "examples/decks/mtg-cycling.dek",
    );
    expect(result.status, result.all).toBe(0);
    expect(result.stderr, result.all).toBe("");
  });

  it("recycle-rules lint reports a rules error in a scenario and a deck list (exit 1)", () => {
    const files = ["examples/vi-empty-trash.scenario.yaml", "examples/decks/riftbound-rune-in-main.deck"];
    const stylish = cli("lint", ...files);
    expect(stylish.status, stylish.all).toBe(1);
    expect(stylish.stdout).toContain("18:15  error  Recycling 1 from your trash is part of the cost");
    expect(stylish.stdout).toMatch(/recycle\/illegal-cost \(rule 416\.3\)/);
    expect(stylish.stdout).toMatch(/Mind Rune is a rune: it belongs in the Rune Deck.*deck\/wrong-section/);

    const json = cli("lint", "--format", "json", ...files);
    expect(json.status, json.all).toBe(1);
    const report = JSON.parse(json.stdout) as { filePath: string; diagnostics: { code: string; range: { start: { line: number } } }[] }[];
    const codes = Object.fromEntries(report.map((r) => [path.basename(r.filePath), r.diagnostics.map((d) => d.code)]));
    expect(codes["vi-empty-trash.scenario.yaml"]).toEqual(["recycle/illegal-cost"]);
    expect(codes["riftbound-rune-in-main.deck"]).toContain("deck/wrong-section");
  });

  it("recycle-rules conformance passes every bundled case", () => {
    const result = cli("conformance");
    expect(result.status, result.all).toBe(0);
    const [, passed, failed] = /(\d+) passed, (\d+) failed/.exec(result.stdout) ?? [];
    expect(Number(passed), result.all).toBeGreaterThan(100);
    expect(failed).toBe("0");
  });

  it("each package's entry point imports in Node, and the linter's schema resolves", () => {
    const script = `
      for (const name of ${JSON.stringify(packs.map((p) => p.name))}) {
        const module = await import(name);
        if (Object.keys(module).length === 0) throw new Error(name + " exports nothing");
      }
      const { lintScenario } = await import("@recycle-rules/linter");
      console.log(lintScenario("steps:\\n  - activate: Vi, Destructive\\n").diagnostics.map((d) => d.code).join(","));
      console.log(import.meta.resolve("@recycle-rules/linter/schema/scenario.schema.json"));
    `;
    const result = run(process.execPath, ["--input-type=module", "-e", script]);
    expect(result.status, result.all).toBe(0);
    const [codes, schemaUrl] = result.stdout.trim().split("\n");
    expect(codes).not.toBe("");
    const schema = JSON.parse(readFileSync(new URL(schemaUrl ?? ""), "utf8")) as { $id: string };
    expect(schema.$id).toBe(`https://cdn.jsdelivr.net/npm/@recycle-rules/linter@${version("@recycle-rules/linter")}/schema/scenario.schema.json`);
  });
});

describe("the installed language server over stdio", () => {
  let server: ChildProcessWithoutNullStreams | undefined;
  afterAll(() => {
    if (server && server.exitCode === null) server.kill();
  });

  it("answers initialize, lints an opened scenario, and exits 0 after shutdown and exit", async () => {
    // The bin npm linked, as an editor's configuration names it.
    server = spawn(path.join(project, "node_modules", ".bin", "recycle-rules-language-server"), ["--stdio"], { cwd: project, stdio: "pipe" });
    const stderr: string[] = [];
    server.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server?.once("exit", resolve));
    const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
    const published = new Promise<PublishDiagnosticsParams>((resolve) => connection.onNotification(PublishDiagnosticsNotification.type, resolve));
    connection.listen();

    const initialized = await Promise.race([
      connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null }),
      exited.then((code) => Promise.reject(new Error(`the server exited (${code}) before answering initialize:\n${stderr.join("")}`))),
    ]);
    expect(initialized.serverInfo?.version).toBe(version("@recycle-rules/language-server"));
    expect(initialized.capabilities.textDocumentSync).toBeDefined();
    await connection.sendNotification(InitializedNotification.type, {});

    // The card data and rules come from the installed cards and engine packages.
    const uri = `file://${path.join(project, "examples", "vi-empty-trash.scenario.yaml")}`;
    const text = readFileSync(path.join(project, "examples", "vi-empty-trash.scenario.yaml"), "utf8");
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: "recycle-scenario", version: 1, text } });
    expect((await published).diagnostics.map((d) => d.code)).toEqual(["recycle/illegal-cost"]);

    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    expect(await exited).toBe(0);
    expect(stderr.join("")).toBe("");
    connection.dispose();
  });
});
