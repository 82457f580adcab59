/**
 * recycle-rules.config.json in the editor (docs/configuration.md): a real client drives the real
 * server over a workspace of folders, each with its own config, and checks what is published —
 * severities, ignores, file patterns, card files, the config changing on disk, the config's own
 * problems — and the "Disable <code> for this line" quick fix.
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  DiagnosticSeverity,
  DidChangeWatchedFilesNotification,
  DidSaveTextDocumentNotification,
  DocumentSymbolRequest,
  FileChangeType,
  HoverRequest,
  type CodeAction,
  type Diagnostic,
  type PublishDiagnosticsParams,
  type TextDocumentEdit,
  type TextEdit,
} from "vscode-languageserver-protocol/node";
import { TestClient, applyEdits, positionOf, readExample } from "./client.js";

const CONFIG = "recycle-rules.config.json";
/** One scenario/unknown-zone (line 4) and one recycle/illegal-cost (line 6), both errors without a config. */
const TWO_FINDINGS = 'players:\n  A:\n    base: ["Vi, Destructive"]\n    colour: red\nsteps:\n  - activate: Vi, Destructive\n';
/** A card only a card file defines: recycling 2 from the trash costs more than the one card there. */
const BOT_SCENARIO = "players:\n  A:\n    base: [Recycler Bot]\n    trash: [Blind Fury]\nsteps:\n  - activate: Recycler Bot\n";
const bot = (recycle: number) => [{ name: "Recycler Bot", type: "gear", domains: ["mind"], cost: { energy: 1, power: [] }, text: `Recycle ${recycle} from your trash: Draw 1.` }];

const ws = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-config-")));
const write = (relative: string, text: string): string => {
  const file = path.join(ws, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return pathToFileURL(file).href;
};
const uriOf = (relative: string): string => pathToFileURL(path.join(ws, relative)).href;
const codes = (p: PublishDiagnosticsParams): string[] => p.diagnostics.map((d) => String(d.code));
const watched = (client: TestClient, relative: string, type: FileChangeType) =>
  client.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: uriOf(relative), type }] });
/** A request round trip: whatever the server sent before answering has arrived by now. */
const roundTrip = (client: TestClient, uri: string) => client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
/** Diagnostics for `uri` published after the first `mark` publishes, that `accept` takes. */
const after = (client: TestClient, mark: number, uri: string, accept: (p: PublishDiagnosticsParams) => boolean = () => true) =>
  client.diagnostics(uri, (p) => client.published.indexOf(p) >= mark && accept(p));

const CAPABILITIES = {
  workspace: { workspaceEdit: { documentChanges: true }, didChangeWatchedFiles: { dynamicRegistration: true } },
  textDocument: { publishDiagnostics: { versionSupport: true } },
};

let client: TestClient;
beforeAll(async () => {
  ({ client } = await TestClient.start({ rootUri: pathToFileURL(ws).href, capabilities: CAPABILITIES, initializationOptions: { diagnostics: { debounceMs: 0 } } }));
});
afterAll(() => {
  client?.kill();
  rmSync(ws, { recursive: true, force: true });
});

describe("a document's recycle-rules.config.json", () => {
  it("asks the client to watch config files", async () => {
    await roundTrip(client, uriOf("none.scenario.yaml"));
    expect(client.registrations).toContainEqual(
      expect.objectContaining({ method: "workspace/didChangeWatchedFiles", registerOptions: { watchers: [{ globPattern: `**/${CONFIG}` }] } }),
    );
  });

  it("sets severities: a code set to 'warning' is published as one, and 'off' drops its findings", async () => {
    const plain = write("plain/two.scenario.yaml", TWO_FINDINGS);
    await client.open(plain, TWO_FINDINGS);
    const without = await client.diagnostics(plain);
    expect(without.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["scenario/unknown-zone", DiagnosticSeverity.Error],
      ["recycle/illegal-cost", DiagnosticSeverity.Error],
    ]);
    write(`severities/${CONFIG}`, JSON.stringify({ rules: { "recycle/illegal-cost": "warning", "scenario/unknown-zone": "off" } }));
    const uri = write("severities/two.scenario.yaml", TWO_FINDINGS);
    await client.open(uri, TWO_FINDINGS);
    const published = await client.diagnostics(uri);
    expect(published.diagnostics.map((d) => [d.code, d.severity])).toEqual([["recycle/illegal-cost", DiagnosticSeverity.Warning]]);
  });

  it("publishes an empty list for a document the config ignores, and answers nothing about it", async () => {
    write(`ignoring/${CONFIG}`, '{ "ignore": ["drafts"] }');
    const ignored = write("ignoring/drafts/two.scenario.yaml", TWO_FINDINGS);
    const linted = write("ignoring/two.scenario.yaml", TWO_FINDINGS);
    await client.open(ignored, TWO_FINDINGS);
    await client.open(linted, TWO_FINDINGS);
    expect(codes(await client.diagnostics(linted))).toEqual(["scenario/unknown-zone", "recycle/illegal-cost"]);
    expect((await client.diagnostics(ignored)).diagnostics).toEqual([]);
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: ignored }, position: positionOf(TWO_FINDINGS, "Vi, Destructive", 2) });
    expect(hover).toBeNull();
    expect(client.published.filter((p) => p.uri === ignored).every((p) => p.diagnostics.length === 0)).toBe(true);
  });

  it("lints a .txt file files.decks names as a deck list, and a .yaml file files.scenarios names as a scenario", async () => {
    write(`patterns/${CONFIG}`, JSON.stringify({ files: { decks: ["decks/**/*.txt"], scenarios: ["cases/*.yaml"] } }));
    const deckText = readExample("decks/riftbound-rune-in-main.deck");
    const deck = write("patterns/decks/rune-in-main.txt", deckText);
    const notes = write("patterns/notes.txt", deckText);
    const scenario = write("patterns/cases/two.yaml", TWO_FINDINGS);
    await client.open(deck, deckText, "plaintext");
    await client.open(notes, deckText, "plaintext");
    await client.open(scenario, TWO_FINDINGS, "yaml");
    expect(codes(await client.diagnostics(deck))).toContain("deck/wrong-section");
    expect(codes(await client.diagnostics(scenario))).toEqual(["scenario/unknown-zone", "recycle/illegal-cost"]);
    await roundTrip(client, notes);
    expect(client.published.filter((p) => p.uri === notes)).toEqual([]);
  });

  it("reads the config's card files: a card only they define is known, in scenarios and deck lists", async () => {
    write(`cards/${CONFIG}`, JSON.stringify({ cards: ["data/playtest.json"] }));
    write("cards/data/playtest.json", JSON.stringify(bot(2)));
    const uri = write("cards/bot.scenario.yaml", BOT_SCENARIO);
    await client.open(uri, BOT_SCENARIO);
    // Known, so its cost is checked: 2 to recycle, 1 in the trash.
    expect(codes(await client.diagnostics(uri))).toEqual(["recycle/illegal-cost"]);
    const deckText = "Champion:\n1 Recycler Bot\n";
    const deck = write("cards/bot.deck", deckText);
    await client.open(deck, deckText, "recycle-deck");
    expect(codes(await client.diagnostics(deck))).not.toContain("deck/unknown-card");
    const elsewhere = write("plain/bot.scenario.yaml", BOT_SCENARIO);
    await client.open(elsewhere, BOT_SCENARIO);
    expect(codes(await client.diagnostics(elsewhere))).toContain("scenario/unknown-card");
  });

  it("lints open documents again when a config is created, changed or deleted on disk (workspace/didChangeWatchedFiles)", async () => {
    const uri = write("watched/two.scenario.yaml", TWO_FINDINGS);
    await client.open(uri, TWO_FINDINGS);
    expect(codes(await client.diagnostics(uri))).toEqual(["scenario/unknown-zone", "recycle/illegal-cost"]);
    let mark = client.published.length;
    write(`watched/${CONFIG}`, '{ "rules": { "recycle/illegal-cost": "off" } }');
    await watched(client, `watched/${CONFIG}`, FileChangeType.Created);
    expect(codes(await after(client, mark, uri))).toEqual(["scenario/unknown-zone"]);
    mark = client.published.length;
    write(`watched/${CONFIG}`, '{ "rules": { "recycle/illegal-cost": "info" } }');
    await watched(client, `watched/${CONFIG}`, FileChangeType.Changed);
    const info = await after(client, mark, uri);
    expect(info.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["scenario/unknown-zone", DiagnosticSeverity.Error],
      ["recycle/illegal-cost", DiagnosticSeverity.Information],
    ]);
    mark = client.published.length;
    rmSync(path.join(ws, `watched/${CONFIG}`));
    await watched(client, `watched/${CONFIG}`, FileChangeType.Deleted);
    expect((await after(client, mark, uri)).diagnostics.map((d) => d.severity)).toEqual([DiagnosticSeverity.Error, DiagnosticSeverity.Error]);
  });

  it("publishes a config's problems on the config file, warns once per set of problems, and clears them when fixed", async () => {
    const configText = '{\n  "rules": { "scenario/unknown-zona": "off" },\n  "bogus": true\n}\n';
    write(`broken/${CONFIG}`, configText);
    const configUri = uriOf(`broken/${CONFIG}`);
    const uri = write("broken/two.scenario.yaml", TWO_FINDINGS);
    await client.open(uri, TWO_FINDINGS);
    const problems = await client.diagnostics(configUri);
    expect(problems.diagnostics.map((d) => [d.code, d.source, d.range.start])).toEqual([
      ["config/invalid", "recycle-rules", positionOf(configText, '"scenario/unknown-zona"')],
      ["config/invalid", "recycle-rules", positionOf(configText, '"bogus"')],
    ]);
    expect(problems.diagnostics[0]?.message).toContain('Did you mean "scenario/unknown-zone"?');
    // What could be read still applies: the scenario is linted (the mistyped code turns nothing off).
    expect(codes(await client.diagnostics(uri))).toEqual(["scenario/unknown-zone", "recycle/illegal-cost"]);
    const warnings = () => client.messages.filter((m) => m.kind === "show" && m.type === 2 && m.message.includes(`broken/${CONFIG}`));
    await client.message((m) => warnings().includes(m));
    expect(warnings()[0]?.message).toMatch(/^recycle-rules: broken\/recycle-rules\.config\.json, line 2: "scenario\/unknown-zona" is not a recycle-rules code\..* \(and 1 more problem, listed on the file\)$/);
    // Read again with the same problems (another config changed): no second warning.
    let mark = client.published.length;
    write(`unrelated/${CONFIG}`, "{}");
    await watched(client, `unrelated/${CONFIG}`, FileChangeType.Created);
    await after(client, mark, uri);
    await roundTrip(client, uri);
    expect(warnings()).toHaveLength(1);
    mark = client.published.length;
    write(`broken/${CONFIG}`, '{ "rules": { "scenario/unknown-zone": "off" } }');
    await watched(client, `broken/${CONFIG}`, FileChangeType.Changed);
    expect((await after(client, mark, configUri)).diagnostics).toEqual([]);
    expect(codes(await after(client, mark, uri))).toEqual(["recycle/illegal-cost"]);
    expect(warnings()).toHaveLength(1);
  });
});

describe("Disable <code> for this line", () => {
  async function disableAction(uri: string, text: string, languageId: string, code: string): Promise<{ diagnostic: Diagnostic; actions: CodeAction[] }> {
    await client.open(uri, text, languageId);
    const diagnostic = (await client.diagnostics(uri)).diagnostics.find((d) => d.code === code);
    if (!diagnostic) throw new Error(`no ${code} published for ${uri}`);
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic] } })) as CodeAction[];
    return { diagnostic, actions };
  }
  const editsOf = (action: CodeAction): TextEdit[] => (action.edit?.documentChanges?.[0] as TextDocumentEdit).edits as TextEdit[];

  it("inserts '# recycle-rules-disable-next-line <code> -- ' above a scenario's finding, and the lint of the result drops it", async () => {
    const uri = write("disable/two.scenario.yaml", TWO_FINDINGS);
    const { diagnostic, actions } = await disableAction(uri, TWO_FINDINGS, "recycle-scenario", "recycle/illegal-cost");
    const action = actions.find((a) => a.title === "Disable recycle/illegal-cost for this line");
    expect(action).toMatchObject({ kind: "quickfix", isPreferred: false, diagnostics: [diagnostic] });
    const fixed = applyEdits(TWO_FINDINGS, editsOf(action!));
    expect(fixed.split("\n")[5]).toBe("  # recycle-rules-disable-next-line recycle/illegal-cost -- ");
    const version = await client.change(uri, fixed);
    expect(codes(await client.diagnostics(uri, (p) => p.version === version))).toEqual(["scenario/unknown-zone"]);
  });

  it("inserts '// recycle-rules-disable-next-line <code> -- ' in a deck list, and none in an MTGO .dek", async () => {
    const text = readExample("decks/riftbound-rune-in-main.deck");
    const uri = write("disable/rune-in-main.deck", text);
    const { actions } = await disableAction(uri, text, "recycle-deck", "deck/copy-limit");
    const action = actions.find((a) => a.title === "Disable deck/copy-limit for this line");
    expect(action?.isPreferred).toBe(false);
    const fixed = applyEdits(text, editsOf(action!));
    expect(fixed).toContain("\n// recycle-rules-disable-next-line deck/copy-limit -- \n4 Sai Scout\n");
    const version = await client.change(uri, fixed);
    const after = await client.diagnostics(uri, (p) => p.version === version);
    expect(codes(after)).not.toContain("deck/copy-limit");
    expect(codes(after)).not.toContain("suppression/unused");

    const dek = '<?xml version="1.0"?>\n<Deck>\n  <Cards CatID="1" Quantity="5" Sideboard="false" Name="Street Wraith" />\n</Deck>\n';
    const dekUri = write("disable/wraiths.dek", dek);
    const { actions: none } = await disableAction(dekUri, dek, "recycle-deck", "deck/copy-limit");
    expect(none.filter((a) => a.title.startsWith("Disable"))).toEqual([]);
  });
});

describe("the cards.extraFiles setting with a config's card files", () => {
  it("layers the setting's files over the config's: a card in both is the setting's", async () => {
    write(`layered/${CONFIG}`, JSON.stringify({ cards: ["playtest.json"] }));
    write("layered/playtest.json", JSON.stringify(bot(2)));
    write("mine.json", JSON.stringify(bot(1)));
    const uri = write("layered/bot.scenario.yaml", BOT_SCENARIO);
    const { client: mine } = await TestClient.start({ rootUri: pathToFileURL(ws).href, initializationOptions: { cards: { extraFiles: ["mine.json"] }, diagnostics: { debounceMs: 0 } } });
    try {
      await mine.open(uri, BOT_SCENARIO);
      // The setting's Recycler Bot recycles 1, which the one card in the trash pays.
      expect((await mine.diagnostics(uri)).diagnostics).toEqual([]);
    } finally {
      expect(await mine.stop()).toBe(0);
    }
    // The config's alone (the shared client has no extra files): it recycles 2.
    await client.open(uri, BOT_SCENARIO);
    expect(codes(await client.diagnostics(uri))).toEqual(["recycle/illegal-cost"]);
  });
});

describe("a client that doesn't watch files", () => {
  it("reads an open config file again when it is saved, and registers no watcher", async () => {
    const { client: plain } = await TestClient.start({ rootUri: pathToFileURL(ws).href, initializationOptions: { diagnostics: { debounceMs: 0 } } });
    try {
      const configUri = write(`saved/${CONFIG}`, "{}");
      const uri = write("saved/two.scenario.yaml", TWO_FINDINGS);
      await plain.open(configUri, readFileSync(path.join(ws, `saved/${CONFIG}`), "utf8"), "json");
      await plain.open(uri, TWO_FINDINGS);
      expect(codes(await plain.diagnostics(uri))).toEqual(["scenario/unknown-zone", "recycle/illegal-cost"]);
      const mark = plain.published.length;
      const saved = '{ "rules": { "scenario/unknown-zone": "off" } }';
      await plain.change(configUri, saved);
      write(`saved/${CONFIG}`, saved);
      await plain.connection.sendNotification(DidSaveTextDocumentNotification.type, { textDocument: { uri: configUri } });
      expect(codes(await after(plain, mark, uri))).toEqual(["recycle/illegal-cost"]);
      // The config document itself is not linted, and nothing was registered.
      expect(plain.published.filter((p) => p.uri === configUri)).toEqual([]);
      expect(plain.registrations).toEqual([]);
    } finally {
      expect(await plain.stop()).toBe(0);
    }
  });
});
