/**
 * The server against clients that send what the protocol forbids, and name files they should
 * not: the real process, spoken to over stdio. Whatever comes in, the server answers promptly
 * (a result or an error), logs what it dropped, reads nothing outside the workspace, quotes no
 * file it refused, and keeps serving the other documents.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FILE_LIMITS } from "@recycle-rules/linter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocumentSymbolRequest, ErrorCodes, HoverRequest, LSPErrorCodes, type MarkupContent } from "vscode-languageserver-protocol/node";
import { RUN_SCENARIO_METHOD, type RunScenarioResult } from "../src/protocol.js";
import { TestClient, positionOf, readExample, within } from "./client.js";

/** Every request must be answered within this; the hostile ones used to hang or take seconds. */
const PROMPTLY_MS = 5_000;
const SECRET = "root:x:0:0:root:/root:/bin/bash";
const VI = readExample("vi-empty-trash.scenario.yaml");

/** The server still lints: a fresh document's debounced change (a timer, like the one that crashed) is published. */
async function expectServing(client: TestClient, name: string): Promise<void> {
  const uri = `file:///unsaved/recycle-rules-test/${name}.scenario.yaml`;
  await client.open(uri, VI);
  const version = await client.change(uri, VI.replace("trash: []", "trash: [Blind Fury]"));
  const published = await client.diagnostics(uri, (p) => p.version === version, PROMPTLY_MS);
  expect(published.diagnostics).toEqual([]);
  expect(client.process.exitCode).toBeNull();
}

/** A request's answer, or its error, within PROMPTLY_MS. */
async function answer(client: TestClient, method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  return within(
    PROMPTLY_MS,
    client.connection.sendRequest(method, params).then(
      (result: unknown) => ({ result }),
      (error: { code: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
    ),
    `${method} ${JSON.stringify(params)}`,
  );
}

describe("malformed notifications and requests", () => {
  let client: TestClient;
  const open = "file:///unsaved/recycle-rules-test/kept.scenario.yaml";
  beforeAll(async () => {
    ({ client } = await TestClient.start({ initializationOptions: { diagnostics: { debounceMs: 0 } } }));
    await client.open(open, VI);
    await client.diagnostics(open, (p) => p.version === 1);
  });
  afterAll(() => client?.kill());

  it("a didOpen whose text is null or a number (the reproduction) is dropped with a log line, and the server lives on", async () => {
    for (const text of [null, 42]) {
      await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: "file:///workspace/x.scenario.yaml", languageId: "recycle-scenario", version: 1, text } });
    }
    const logged = await client.message((m) => m.message.includes("textDocument/didOpen"), PROMPTLY_MS);
    expect(logged).toMatchObject({ kind: "log", message: "recycle-rules: ignored a malformed textDocument/didOpen notification (textDocument.text is not a string)." });
    await expectServing(client, "after-null-text");
    // The dropped document is unknown: requests about it have nothing to say.
    expect((await answer(client, DocumentSymbolRequest.method, { textDocument: { uri: "file:///workspace/x.scenario.yaml" } })).result).toEqual([]);
  });

  it.each([
    ["textDocument/didOpen", null, "textDocument.uri is not a URI string"],
    ["textDocument/didOpen", { textDocument: { uri: 7, languageId: "recycle-scenario", version: 1, text: "" } }, "textDocument.uri is not a URI string"],
    ["textDocument/didOpen", { textDocument: { uri: "file:///w/v.scenario.yaml", languageId: null, version: 1, text: "" } }, "textDocument.languageId is not a string"],
    ["textDocument/didOpen", { textDocument: { uri: "file:///w/v.scenario.yaml", languageId: "recycle-scenario", version: "one", text: "" } }, "textDocument.version is not an integer"],
    ["textDocument/didChange", { textDocument: { uri: open, version: 2 }, contentChanges: null }, "contentChanges is not a list"],
    ["textDocument/didChange", { textDocument: { uri: open, version: 2 }, contentChanges: [{ text: null }] }, "a content change has no text, or a malformed range"],
    ["textDocument/didChange", { textDocument: { uri: open, version: 2 }, contentChanges: [{ range: "all of it", text: "x" }] }, "a content change has no text, or a malformed range"],
    ["textDocument/didChange", { textDocument: { uri: open }, contentChanges: [{ text: "x" }] }, "textDocument.version is not an integer"],
    ["textDocument/didClose", { textDocument: null }, "textDocument.uri is not a URI string"],
    ["textDocument/didSave", { textDocument: { uri: [] } }, "textDocument.uri is not a URI string"],
  ])("%s %j is dropped with a log line saying why", async (method, params, problem) => {
    await client.connection.sendNotification(method, params);
    await client.message((m) => m.message === `recycle-rules: ignored a malformed ${method} notification (${problem}).`, PROMPTLY_MS);
    await expectServing(client, `after-${method.replace(/\W/g, "-")}`);
  });

  it("a document whose malformed changes were dropped keeps its text and version, and takes good changes", async () => {
    const symbols = await answer(client, DocumentSymbolRequest.method, { textDocument: { uri: open } });
    expect((symbols.result as { name: string }[]).map((s) => s.name)).toEqual([expect.stringContaining("Vi can't pay")]);
    const version = await client.change(open, VI.replace("trash: []", "trash: [Blind Fury]"));
    expect(version).toBe(2);
    expect((await client.diagnostics(open, (p) => p.version === 2, PROMPTLY_MS)).diagnostics).toEqual([]);
  });

  it("a malformed configuration change is ignored", async () => {
    await client.connection.sendNotification("workspace/didChangeConfiguration", null);
    await client.connection.sendNotification("workspace/didChangeConfiguration", { settings: { recycleRules: { cards: { extraFiles: 5 }, diagnostics: { debounceMs: "soon" } } } });
    await expectServing(client, "after-configuration");
  });

  it("a malformed watched-files change is ignored", async () => {
    for (const params of [null, { changes: 5 }, { changes: [null, { uri: 3, type: 2 }, { uri: "file:///x/recycle-rules.config.json", type: "changed" }] }]) {
      await client.connection.sendNotification("workspace/didChangeWatchedFiles", params);
    }
    await expectServing(client, "after-watched-files");
  });

  const position = { line: 0, character: 0 };
  it.each([
    ["textDocument/hover", { textDocument: { uri: open } }],
    ["textDocument/completion", { textDocument: null, position }],
    ["textDocument/completion", { textDocument: { uri: open }, position: { line: -1, character: "x" } }],
    ["textDocument/codeAction", { textDocument: { uri: open }, range: null, context: {} }],
    ["textDocument/codeAction", { textDocument: { uri: open }, range: { start: position, end: position }, context: { diagnostics: [null, { range: 3 }, "x"], only: 5 } }],
    ["textDocument/documentSymbol", { textDocument: 5 }],
    ["textDocument/definition", { textDocument: { uri: open }, position: null }],
  ])("%s %j is answered with nothing", async (method, params) => {
    const { result, error } = await answer(client, method, params);
    expect(error).toBeUndefined();
    expect(result === null || (Array.isArray(result) && result.length === 0)).toBe(true);
  });

  it("a request whose params are null is JSON-RPC's InvalidParams error", async () => {
    expect((await answer(client, "textDocument/hover", null)).error?.code).toBe(ErrorCodes.InvalidParams);
  });

  it.each([[{ uri: 42 }], [null], [{}]])("recycleRules/runScenario %j is an InvalidParams error", async (params) => {
    expect(await answer(client, RUN_SCENARIO_METHOD, params)).toEqual({ error: { code: ErrorCodes.InvalidParams, message: `${RUN_SCENARIO_METHOD} needs { "uri": "<the scenario's URI>" }.` } });
  });

  it("has served every other document all along", async () => {
    await expectServing(client, "at-the-end");
  });
});

describe("files a client names", () => {
  let ws: string;
  let outside: string;
  let fifo = false;
  const file = (name: string): string => path.join(ws, name);
  const uri = (name: string): string => pathToFileURL(file(name)).href;

  beforeAll(() => {
    ws = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-hostile-ws-")));
    outside = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-hostile-outside-")));
    writeFileSync(path.join(outside, "secret.scenario.yaml"), `scenario: ${SECRET}\n`);
    writeFileSync(path.join(outside, "cards.json"), `["${SECRET}"]`);
    writeFileSync(file("good.scenario.yaml"), VI);
    writeFileSync(file("notes.txt"), VI);
    writeFileSync(file("big.scenario.yaml"), Buffer.alloc(FILE_LIMITS.scenarioBytes + 1, "#"));
    writeFileSync(file("broken.json"), `{ "${SECRET}" `);
    writeFileSync(
      file("playtest.json"),
      JSON.stringify([{ name: "Recycler Bot", type: "gear", domains: ["mind"], cost: { energy: 1, power: [] }, text: "Recycle 2 from your trash: Draw 1." }]),
    );
    symlinkSync("/dev/zero", file("zero.scenario.yaml"));
    symlinkSync(path.join(outside, "secret.scenario.yaml"), file("secret.scenario.yaml"));
    fifo = spawnSync("mkfifo", [file("pipe.scenario.yaml"), file("pipe.json")]).status === 0;
  });
  afterAll(() => {
    rmSync(ws, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it("a scenario the client places outside the workspace folders reads no deck: list next to it", async () => {
    writeFileSync(path.join(outside, "secret.deck"), `${SECRET}\n`);
    writeFileSync(file("ok.deck"), "3 Sai Scout\n");
    const { client } = await TestClient.start({ rootUri: pathToFileURL(ws).href, initializationOptions: { diagnostics: { debounceMs: 0 } } });
    try {
      const away = pathToFileURL(path.join(outside, "made-up.scenario.yaml")).href;
      await client.open(away, "players:\n  A:\n    deck: ./secret.deck\n");
      const refused = await client.diagnostics(away, (p) => p.version === 1, PROMPTLY_MS);
      expect(refused.diagnostics.map((d) => d.code)).toEqual(["scenario/deck-outside-workspace"]);
      expect(JSON.stringify(refused)).not.toContain("root:x");
      // Inside the workspace, a list beside the scenario still loads.
      const home = uri("home.scenario.yaml");
      await client.open(home, "players:\n  A:\n    deck: ./ok.deck\n");
      const loaded = await client.diagnostics(home, (p) => p.version === 1, PROMPTLY_MS);
      expect(loaded.diagnostics.map((d) => d.code)).not.toContain("scenario/deck-outside-workspace");
      expect(loaded.diagnostics.map((d) => d.code)).not.toContain("scenario/deck-not-found");
    } finally {
      client.kill();
    }
  });

  describe("recycleRules/runScenario on a file that is not open", () => {
    let client: TestClient;
    beforeAll(async () => {
      ({ client } = await TestClient.start({ rootUri: pathToFileURL(ws).href }));
    });
    afterAll(() => client?.kill());

    const refused = async (target: string, reason: RegExp | string): Promise<void> => {
      const { result, error } = await answer(client, RUN_SCENARIO_METHOD, { uri: target });
      expect(result).toBeUndefined();
      expect(error?.code).toBe(LSPErrorCodes.RequestFailed);
      expect(error?.message).toMatch(typeof reason === "string" ? new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : reason);
      expect(error?.message).not.toContain("root:x");
    };

    it("runs a scenario inside the workspace", async () => {
      const { result } = await answer(client, RUN_SCENARIO_METHOD, { uri: uri("good.scenario.yaml") });
      expect((result as RunScenarioResult).errors).toBe(1);
      expect((result as RunScenarioResult).transcript).toContain("REFUSED [416.3]");
    });

    it("refuses /dev/zero at once (it grew the server to 625 MB)", async () => {
      await refused("file:///dev/zero", "its real path (symbolic links resolved) is outside the workspace folders");
    });

    it("refuses a link inside the workspace to /dev/zero or to a file outside, without quoting it", async () => {
      await refused(uri("zero.scenario.yaml"), "is outside the workspace folders");
      await refused(uri("secret.scenario.yaml"), "is outside the workspace folders");
      await refused(pathToFileURL(path.join(outside, "secret.scenario.yaml")).href, "is outside the workspace folders");
    });

    it("refuses a FIFO at once, without opening it (it left the request pending)", async (context) => {
      if (!fifo) context.skip();
      await refused(uri("pipe.scenario.yaml"), "it is a FIFO (named pipe), not a regular file; only regular files are read");
    });

    it("refuses a file too large, another kind of file, a missing file and a URI that names no file", async () => {
      await refused(uri("big.scenario.yaml"), `it is ${FILE_LIMITS.scenarioBytes + 1} bytes, over the 5 MB limit for this kind of file`);
      await refused(uri("notes.txt"), "it is not a *.yaml or *.yml file");
      await refused(uri("missing.scenario.yaml"), "ENOENT: no such file or directory");
      await refused("untitled:Untitled-1", "it is not open, and it is not a file: URI the server could read");
    });

    it("still serves documents afterwards", async () => {
      await expectServing(client, "after-runs");
    });
  });

  it("runScenario reads nothing from disk without a workspace folder", async () => {
    const { client } = await TestClient.start({ rootUri: null });
    try {
      const { error } = await answer(client, RUN_SCENARIO_METHOD, { uri: uri("good.scenario.yaml") });
      expect(error).toEqual({ code: LSPErrorCodes.RequestFailed, message: expect.stringContaining("the server reads files only inside a workspace folder (none is open)") });
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });

  it("cards.extraFiles: reads JSON inside the workspace; refuses the rest in a warning that quotes nothing", async () => {
    const climbing = `../${path.basename(outside)}/cards.json`;
    const extraFiles = ["/etc/passwd", "/dev/zero", path.join(outside, "cards.json"), climbing, "notes.txt", "broken.json", ...(fifo ? ["pipe.json"] : []), "playtest.json"];
    const { client } = await TestClient.start({ rootUri: pathToFileURL(ws).href, initializationOptions: { cards: { extraFiles } } });
    try {
      const warning = await client.message((m) => m.kind === "show" && m.message.includes("extra card data"), PROMPTLY_MS);
      expect(warning.type).toBe(2);
      const outsideWs = "not read: its real path (symbolic links resolved) is outside the workspace folders";
      expect(warning.message).toContain(`/etc/passwd: ${outsideWs}`);
      expect(warning.message).toContain(`/dev/zero: ${outsideWs}`);
      expect(warning.message).toContain(`${path.join(outside, "cards.json")}: ${outsideWs}`);
      expect(warning.message).toContain(`${climbing}: ${outsideWs}`);
      expect(warning.message).toContain("notes.txt: not read: it is not a *.json file");
      expect(warning.message).toContain("broken.json: not valid JSON");
      if (fifo) expect(warning.message).toContain("pipe.json: not read: it is a FIFO (named pipe), not a regular file");
      expect(warning.message).not.toContain("root:x");
      expect(warning.message).not.toContain("playtest.json");
      // The good file still counts: its card's cost is checked, and hover shows it.
      const scenarioUri = uri("bot.scenario.yaml");
      const text = "players:\n  A:\n    base: [Recycler Bot]\n    trash: [Blind Fury]\nsteps:\n  - activate: Recycler Bot\n";
      await client.open(scenarioUri, text);
      const published = await client.diagnostics(scenarioUri, (p) => p.diagnostics.some((d) => d.code === "recycle/illegal-cost"), PROMPTLY_MS);
      expect(published.diagnostics.map((d) => d.code)).toEqual(["recycle/illegal-cost"]);
      const card = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: scenarioUri }, position: positionOf(text, "Recycler Bot\n", 2) });
      expect((card?.contents as MarkupContent).value).toContain("Recycle 2 from your trash: Draw 1.");
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });

  it("recycle-rules.config.json: a FIFO or a link to /dev/zero of that name is never opened, and its card files stay in its folder", async () => {
    const configIn = (folder: string) => path.join(ws, folder, "recycle-rules.config.json");
    for (const folder of ["fifo-config", "zero-config", "escaping-config"]) mkdirSync(path.join(ws, folder));
    const fifoConfig = spawnSync("mkfifo", [configIn("fifo-config")]).status === 0;
    symlinkSync("/dev/zero", configIn("zero-config"));
    writeFileSync(configIn("escaping-config"), JSON.stringify({ cards: [`../../${path.basename(outside)}/cards.json`] }));
    const { client } = await TestClient.start({ rootUri: pathToFileURL(ws).href, initializationOptions: { diagnostics: { debounceMs: 0 } } });
    try {
      for (const folder of ["fifo-config", "zero-config", "escaping-config"]) {
        const scenario = uri(`${folder}/vi.scenario.yaml`);
        await client.open(scenario, VI);
        // Linted promptly, with the bundled cards and default severities.
        expect((await client.diagnostics(scenario, (p) => p.version === 1, PROMPTLY_MS)).diagnostics.map((d) => d.code)).toEqual(["recycle/illegal-cost"]);
      }
      const escaping = await client.diagnostics(pathToFileURL(configIn("escaping-config")).href, () => true, PROMPTLY_MS);
      expect(escaping.diagnostics.map((d) => d.message)).toEqual(["A card file must be inside the config file's folder."]);
      // Named in a watched-file change, the FIFO is refused as unreadable, not waited on.
      if (fifoConfig) {
        await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(configIn("fifo-config")).href, type: 2 }] });
        const unread = await client.diagnostics(pathToFileURL(configIn("fifo-config")).href, () => true, PROMPTLY_MS);
        expect(unread.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^Can't read the config file /)]);
      }
      await expectServing(client, "after-hostile-configs");
      expect(JSON.stringify([client.published, client.messages])).not.toContain("root:x");
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });

  it("cards.extraFiles are not read without a workspace folder", async () => {
    const { client } = await TestClient.start({ rootUri: null, initializationOptions: { cards: { extraFiles: [file("playtest.json")] } } });
    try {
      const warning = await client.message((m) => m.kind === "show", PROMPTLY_MS);
      expect(warning.message).toBe(`recycle-rules: extra card data: ${file("playtest.json")}: not read: card data is read only inside a workspace folder, and none is open`);
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });
});
