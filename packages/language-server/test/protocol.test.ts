/**
 * The server as an editor sees it: a real process on stdio, driven with LSP messages.
 */
import { docsUrl } from "@recycle-rules/linter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  CompletionRequest,
  DefinitionRequest,
  DiagnosticSeverity,
  DocumentSymbolRequest,
  HoverRequest,
  type CodeAction,
  type CompletionList,
  type Diagnostic,
  type DocumentSymbol,
  type InitializeResult,
  type Location,
  type MarkupContent,
  type TextDocumentEdit,
  type TextEdit,
} from "vscode-languageserver-protocol/node";
import { RUN_SCENARIO_METHOD, type RunScenarioResult } from "../src/protocol.js";
import { TestClient, applyEdits, exampleUri, positionOf, readExample } from "./client.js";

let client: TestClient;
let init: InitializeResult;

beforeAll(async () => {
  ({ client, init } = await TestClient.start());
});
afterAll(() => client?.kill());

const VI = "vi-empty-trash.scenario.yaml";

describe("initialize", () => {
  it("announces the features the server has", () => {
    const caps = init.capabilities;
    expect(caps.hoverProvider).toBe(true);
    expect(caps.completionProvider).toBeDefined();
    expect(caps.codeActionProvider).toBeDefined();
    expect(caps.documentSymbolProvider).toBe(true);
    expect(caps.definitionProvider).toBe(true);
    expect(init.serverInfo?.name).toBe("recycle-rules-language-server");
  });
});

describe("diagnostics", () => {
  it("publishes the linter's findings on open, with code, docs link, severity, rule and version", async () => {
    const uri = exampleUri(VI);
    await client.open(uri, readExample(VI));
    const published = await client.diagnostics(uri);
    expect(published.version).toBe(1);
    expect(published.diagnostics).toHaveLength(1);
    const d = published.diagnostics[0] as Diagnostic;
    expect(d.code).toBe("recycle/illegal-cost");
    expect(d.codeDescription?.href).toBe(docsUrl("recycle/illegal-cost"));
    expect(d.severity).toBe(DiagnosticSeverity.Error);
    expect(d.source).toBe("recycle-rules");
    expect(d.message).toContain("(rule 416.3)");
    // Line 18, column 15 in the CLI's 1-based report: the card after `activate:`.
    expect(d.range).toEqual({ start: { line: 17, character: 14 }, end: { line: 17, character: 29 } });
  });

  it("publishes new diagnostics after a change, for the new version", async () => {
    const uri = "file:///unsaved/recycle-rules-test/change.scenario.yaml";
    const text = readExample(VI);
    await client.open(uri, text);
    await client.diagnostics(uri, (p) => p.version === 1 && p.diagnostics.length === 1);
    // A card in the trash pays the cost: the finding goes away.
    const fixed = text.replace("trash: []", "trash: [Blind Fury]");
    const v2 = await client.change(uri, fixed);
    const after = await client.diagnostics(uri, (p) => p.version === v2);
    expect(after.diagnostics).toEqual([]);
  });

  it("never publishes a stale version: two quick changes give only the last one's diagnostics", async () => {
    const uri = "file:///unsaved/recycle-rules-test/stale.scenario.yaml";
    const text = readExample(VI);
    await client.open(uri, text);
    await client.diagnostics(uri, (p) => p.version === 1);
    const v2 = await client.change(uri, text.replace("trash: []", "trash: [Blind Fury]"));
    const v3 = await client.change(uri, text.replace("trash: []", "trash: [Blind Fury]").replace("ability: 1", "ability: 7"));
    const last = await client.diagnostics(uri, (p) => p.version === v3);
    expect(last.diagnostics.map((d) => d.code)).toEqual(["scenario/unknown-ability"]);
    // A request round trip: anything the server sent before answering has arrived by now.
    await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
    const versions = client.published.filter((p) => p.uri === uri).map((p) => p.version);
    expect(versions).toEqual([1, v3]);
    expect(versions).not.toContain(v2);
  });

  it("leaves documents that are not scenarios alone", async () => {
    const uri = "file:///unsaved/recycle-rules-test/other.yaml";
    await client.open(uri, "players: [", "yaml");
    await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
    expect(client.published.filter((p) => p.uri === uri)).toEqual([]);
  });
});

describe("hover", () => {
  const uri = exampleUri(VI);
  const text = readExample(VI);

  it("shows a card's type, cost, domain, Might and text on its name", async () => {
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: positionOf(text, "Vi, Destructive\n", 3) });
    const value = (hover?.contents as MarkupContent).value;
    expect(value).toContain("**Vi, Destructive**");
    expect(value).toContain("Unit · Champion · Fury · [2][R] · Might 3");
    expect(value).toContain("Recycle 1 from your trash: Give me +1 [M] this turn.");
    expect(hover?.range).toEqual({ start: { line: 13, character: 8 }, end: { line: 13, character: 23 } });
  });

  it("shows a rule's text and its number in the other edition", async () => {
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: positionOf(text, '"416.3"', 2) });
    const value = (hover?.contents as MarkupContent).value;
    expect(value).toContain("**416.3**");
    expect(value).toContain("**403.3**");
    expect(value).toContain("When Recycling is listed as a Cost, the action must be able to be completed");
  });

  it("has nothing to say about plain words", async () => {
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: positionOf(text, "phase: main", 1) });
    expect(hover).toBeNull();
  });
});

describe("completion", () => {
  const uri = "file:///unsaved/recycle-rules-test/complete.scenario.yaml";
  const text = `players:
  A:
    runes:
      - Fury Rune
steps:
  - activate: Fury Rune
    ability: 
  - activate: Vi
`;

  beforeAll(async () => {
    await client.open(uri, text);
  });

  it("offers card names with their type line, replacing what was typed", async () => {
    const list = (await client.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: positionOf(text, "activate: Vi", 12) })) as CompletionList;
    const vi = list.items.find((i) => i.label === "Vi, Destructive");
    expect(vi?.detail).toContain("Unit");
    expect(vi?.textEdit).toEqual({ range: { start: { line: 7, character: 14 }, end: { line: 7, character: 16 } }, newText: "Vi, Destructive" });
  });

  it("offers the activated abilities of the step's card", async () => {
    const list = (await client.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: positionOf(text, "ability: ", 9) })) as CompletionList;
    expect(list.items.map((i) => i.label)).toEqual(expect.arrayContaining(["exhaust", "recycle", "1", "2"]));
  });

  it("offers step keys and zone names", async () => {
    const other = "file:///unsaved/recycle-rules-test/complete2.scenario.yaml";
    const t = "steps:\n  - recycle: 1\n    from: \n  - ";
    await client.open(other, t);
    const zones = (await client.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: other }, position: { line: 2, character: 10 } })) as CompletionList;
    expect(zones.items.map((i) => i.label)).toEqual(expect.arrayContaining(["trash", "main-deck", "rune-deck"]));
    const keys = (await client.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: other }, position: { line: 3, character: 4 } })) as CompletionList;
    expect(keys.items.map((i) => i.label)).toEqual(expect.arrayContaining(["activate", "play", "recycle", "phase", "showdown", "conquer"]));
  });
});

describe("deck lists", () => {
  const name = "decks/riftbound-rune-in-main.deck";
  const text = readExample(name);
  const uri = exampleUri(name);

  it("shows a card's text on its name in a deck line, and completes card names", async () => {
    await client.open(uri, text, "recycle-deck");
    const lines = text.split("\n");
    const line = lines.findIndex((l) => /^\d+x? Garbage Grabber/.test(l));
    const character = lines[line]!.indexOf("Garbage") + 3;
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line, character } });
    expect((hover?.contents as MarkupContent).value).toContain("Recycle 3 from your trash, [1], [E]: Draw 1.");
    const items = (await client.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line, character: 2 } })) as CompletionList;
    const grabber = items.items.find((i) => i.label === "Garbage Grabber");
    expect(grabber?.detail).toMatch(/^Gear/);
    expect(items.items.some((i) => i.label === "Mech")).toBe(false);
  });
});

describe("code actions", () => {
  async function fixesFor(uri: string, text: string, code: string, languageId = "recycle-scenario"): Promise<{ diagnostic: Diagnostic; actions: CodeAction[] }> {
    await client.open(uri, text, languageId);
    const published = await client.diagnostics(uri);
    const diagnostic = published.diagnostics.find((d) => d.code === code);
    if (!diagnostic) throw new Error(`no ${code} in ${JSON.stringify(published.diagnostics)}`);
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    })) as CodeAction[];
    return { diagnostic, actions };
  }

  const editOf = (action: CodeAction): TextEdit[] => (action.edit?.documentChanges?.[0] as TextDocumentEdit).edits as TextEdit[];

  it("quotes a card name split by a flow comma", async () => {
    const text = "players:\n  A:\n    base: [Vi, Destructive]\n";
    const { actions } = await fixesFor("file:///unsaved/recycle-rules-test/split.scenario.yaml", text, "scenario/split-card-name");
    // The linter's fix, then the disable comment every finding has (never preferred).
    expect(actions.map((a) => [a.title, a.isPreferred])).toEqual([
      ['Quote "Vi, Destructive"', true],
      ["Disable scenario/split-card-name for this line", false],
    ]);
    expect(actions[0]?.kind).toBe("quickfix");
    expect(actions[0]?.isPreferred).toBe(true);
    expect(applyEdits(text, editOf(actions[0]!))).toBe('players:\n  A:\n    base: ["Vi, Destructive"]\n');
  });

  it("diagnoses a deck list and moves a rune out of the Main Deck", async () => {
    const name = "decks/riftbound-rune-in-main.deck";
    const text = readExample(name);
    const { diagnostic, actions } = await fixesFor(exampleUri(name), text, "deck/wrong-section", "recycle-deck");
    expect(diagnostic.message).toMatch(/Mind Rune is a rune/);
    expect(JSON.stringify(diagnostic.data ?? diagnostic)).toContain("416.1.b");
    expect(actions.length).toBeGreaterThanOrEqual(1);
    const fixed = applyEdits(text, editOf(actions[0]!));
    const runes = fixed.slice(fixed.indexOf("Runes:"));
    const main = fixed.slice(fixed.indexOf("MainDeck:"), fixed.indexOf("Battlefields:"));
    expect(runes).toContain("Mind Rune");
    expect(main).not.toContain("Mind Rune");
  });

  it("replaces a wrong destination with the one the rules give", async () => {
    const text = readExample("rune-to-main-deck.scenario.yaml");
    const { actions } = await fixesFor(exampleUri("rune-to-main-deck.scenario.yaml"), text, "recycle/wrong-destination");
    expect(actions.map((a) => a.title)).toEqual(['Change to "rune-deck" (416.1.b)', "Disable recycle/wrong-destination for this line"]);
    const fixed = applyEdits(text, editOf(actions[0]!));
    expect(fixed).toContain("    to: rune-deck\n");
    // Offered, not preferred: it rewrites the scenario's claim to what the engine did (not lint --fix's to make).
    expect(actions[0]?.isPreferred).toBe(false);
    expect((actions[0]!.edit?.documentChanges?.[0] as TextDocumentEdit).textDocument.version).toBe(1);
  });

  it("offers did-you-mean for an unknown card", async () => {
    const text = "players:\n  A:\n    trash:\n      - Garbage Grabbr\n";
    const { actions } = await fixesFor("file:///unsaved/recycle-rules-test/typo.scenario.yaml", text, "scenario/unknown-card");
    expect(actions.map((a) => a.title)).toContain('Change to "Garbage Grabber"');
    // Not preferred: the name may be a real card the data lacks (the fix is not safe).
    expect(actions.every((a) => a.isPreferred === false)).toBe(true);
  });
});

describe("outline and definitions", () => {
  const uri = "file:///unsaved/recycle-rules-test/outline.scenario.yaml";
  const text = `scenario: Outline
players:
  A:
    deck: ./decks/vi.deck
    trash:
      - { card: Blind Fury, id: bf }
steps:
  - recycle: [bf]
  - phase: end
`;

  it("lists the scenario, its players and its steps", async () => {
    await client.open(uri, text);
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })) as DocumentSymbol[];
    expect(symbols.map((s) => s.name)).toEqual(["Outline"]);
    const sections = symbols[0]?.children ?? [];
    expect(sections.map((s) => s.name)).toEqual(["players", "steps"]);
    expect(sections[0]?.children?.map((p) => p.name)).toEqual(["A"]);
    expect(sections[1]?.children?.map((s) => s.name)).toEqual(["1. recycle bf", "2. phase end"]);
  });

  it("goes from a copy's id to where it is defined", async () => {
    const location = (await client.connection.sendRequest(DefinitionRequest.type, { textDocument: { uri }, position: positionOf(text, "[bf]", 1) })) as Location;
    expect(location).toEqual({ uri, range: { start: { line: 5, character: 32 }, end: { line: 5, character: 34 } } });
  });

  it("goes from deck: to the deck file when it exists in the workspace", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, realpathSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { pathToFileURL } = await import("node:url");
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-deck-")));
    mkdirSync(path.join(dir, "decks"));
    writeFileSync(path.join(dir, "decks", "vi.deck"), "game: riftbound\n");
    const { client: c } = await TestClient.start({ rootUri: pathToFileURL(dir).href });
    try {
      const scenarioUri = pathToFileURL(path.join(dir, "s.scenario.yaml")).href;
      await c.open(scenarioUri, text);
      const location = (await c.connection.sendRequest(DefinitionRequest.type, { textDocument: { uri: scenarioUri }, position: positionOf(text, "./decks", 3) })) as Location;
      expect(location?.uri).toBe(pathToFileURL(path.join(dir, "decks", "vi.deck")).href);
      const escaping = text.replace("./decks/vi.deck", "../../etc/passwd");
      await c.change(scenarioUri, escaping);
      const none = await c.connection.sendRequest(DefinitionRequest.type, { textDocument: { uri: scenarioUri }, position: positionOf(escaping, "../../etc", 3) });
      expect(none).toBeNull();
    } finally {
      expect(await c.stop()).toBe(0);
    }
  });
});

/** A fresh folder for a test's workspace: its path, its file: URI, and a writer of its files. */
async function tempFolder(prefix: string): Promise<{ dir: string; uri: (name: string) => string; write: (name: string, text: string) => void }> {
  const { mkdtempSync, writeFileSync, realpathSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  return { dir, uri: (name) => pathToFileURL(path.join(dir, name)).href, write: (name, text) => writeFileSync(path.join(dir, name), text) };
}

describe("settings", () => {
  it("reads extra card-data files and the rules edition from initializationOptions", async () => {
    const folder = await tempFolder("recycle-rules-cards-");
    folder.write("playtest.json", JSON.stringify([{ name: "Recycler Bot", type: "gear", domains: ["mind"], cost: { energy: 1, power: [] }, text: "Recycle 2 from your trash: Draw 1." }]));
    const { client: c } = await TestClient.start({
      rootUri: folder.uri("."),
      initializationOptions: { cards: { extraFiles: ["playtest.json"] }, rules: { edition: "previous" } },
    });
    try {
      const uri = folder.uri("bot.scenario.yaml");
      const text = 'rules: ["416.3"]\nplayers:\n  A:\n    base: [Recycler Bot]\n    trash: [Blind Fury]\nsteps:\n  - activate: Recycler Bot\n';
      await c.open(uri, text);
      // The card comes from the extra file, so its cost is checked (2 to recycle, 1 in the trash).
      const published = await c.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === "recycle/illegal-cost"));
      expect(published.diagnostics.map((d) => d.code)).toEqual(["recycle/illegal-cost"]);
      const card = await c.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: positionOf(text, "Recycler Bot\n", 2) });
      expect((card?.contents as MarkupContent).value).toContain("Recycle 2 from your trash: Draw 1.");
      // In the previous edition (Core Rules v1.1) 416 is Add, today's 429.
      const rule = await c.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: positionOf(text, "416.3", 1) });
      expect((rule?.contents as MarkupContent).value).toContain("It is part of rule 416 (Add), which the Core Rules (current numbering, v1.2+) numbers 429.");
    } finally {
      expect(await c.stop()).toBe(0);
    }
  });

  it("takes any format `cards import` reads (here Scryfall cards) for both games: a Magic deck's card no bundled data knows is known", async () => {
    const folder = await tempFolder("recycle-rules-pool-");
    const golem = { object: "card", name: "Recycling Golem", layout: "normal", mana_cost: "{3}", type_line: "Artifact Creature — Golem", oracle_text: "Cycling {2}", power: "2", toughness: "2" };
    folder.write("scryfall.json", JSON.stringify({ object: "list", data: [golem] }));
    const deck = "game: mtg\n4 Recycling Golem\n56 Island\n";
    const unknownIn = async (options: object): Promise<string[]> => {
      const { client: c } = await TestClient.start({ rootUri: folder.uri("."), initializationOptions: options });
      try {
        const uri = folder.uri("golems.deck");
        await c.open(uri, deck, "recycle-deck");
        const published = await c.diagnostics(uri, () => true);
        return published.diagnostics.filter((d) => d.code === "deck/unknown-card").map((d) => (typeof d.message === "string" ? d.message : d.message.value));
      } finally {
        expect(await c.stop()).toBe(0);
      }
    };
    expect(await unknownIn({})).toHaveLength(1);
    expect(await unknownIn({ cards: { extraFiles: ["scryfall.json"] } })).toEqual([]);
  });
});

describe("recycleRules/runScenario", () => {
  it("returns the transcript and a summary of the problems", async () => {
    const result = (await client.connection.sendRequest(RUN_SCENARIO_METHOD, { uri: exampleUri(VI) })) as RunScenarioResult;
    expect(result.transcript).toContain("REFUSED [416.3]");
    expect(result.errors).toBe(1);
    expect(result.problems[0]).toMatch(/^18:15 error recycle\/illegal-cost \[416\.3\]/);
  });

  it("reads a file that is not open", async () => {
    const result = (await client.connection.sendRequest(RUN_SCENARIO_METHOD, { uri: exampleUri("vi-pays-from-trash.scenario.yaml") })) as RunScenarioResult;
    expect(result.errors).toBe(0);
    expect(result.transcript).toContain("final state:");
  });
});

describe("shutdown", () => {
  it("exits with code 0 after shutdown and exit", async () => {
    const { client: c } = await TestClient.start();
    expect(await c.stop()).toBe(0);
  });
});
