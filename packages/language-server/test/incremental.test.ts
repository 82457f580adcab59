/**
 * Incremental linting as an editor drives it: a scenario of many steps, edited keystroke by
 * keystroke through a real LSP client, gets for each version the findings a lint from scratch
 * gives (the server replays only from the step that changed: scenario-lints.ts); and a lint that a
 * newer version overtakes stops between slices (slices.ts) and leaves its steps to the next one.
 */
import { lintScenario, ScenarioLinter } from "@recycle-rules/linter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DocumentSymbolRequest, type Diagnostic } from "vscode-languageserver-protocol/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { Analyses } from "../src/analyses.js";
import { toDiagnostic } from "../src/convert.js";
import { runInSlices } from "../src/slices.js";
import { TestClient, positionOf } from "./client.js";

const STEP = "  - activate: Vi, Destructive\n    choose: [Blind Fury]\n";

/** Vi, Destructive recycles a Blind Fury from the trash once per step (as packages/bench generates them). */
function viScenario(steps: number): string {
  const head = `game: riftbound\nturn: A\nphase: main\nplayers:\n  A:\n    base: ["Vi, Destructive"]\n    trash:\n${"      - Blind Fury\n".repeat(steps)}  B: {}\nsteps:\n`;
  return `${head}${STEP.repeat(steps)}`;
}

const URI = "file:///unsaved/recycle-rules-test/edits.scenario.yaml";
/** A lint from scratch of the text, as the server would publish it. */
const fromScratch = (text: string): Diagnostic[] => lintScenario(text, { filePath: URI }).diagnostics.map((d) => toDiagnostic(d, URI));

describe("incremental diagnostics over LSP", () => {
  let client: TestClient;
  beforeAll(async () => {
    ({ client } = await TestClient.start({ initializationOptions: { diagnostics: { debounceMs: 0 } } }));
  });
  afterAll(() => client?.kill());

  it("publishes, for each edit, what a lint from scratch of the new text finds", async () => {
    const uri = URI;
    let text = viScenario(60);
    await client.open(uri, text);
    expect((await client.diagnostics(uri, (p) => p.version === 1)).diagnostics).toEqual([]);
    // A typo in the card of step 40: that step's answer is no longer one the card accepts.
    const at = positionOf(text, "choose: [Blind Fury]", "choose: [Blind F".length, text.indexOf("steps:") + 40 * STEP.length);
    let version = await client.edit(uri, at, at, "x");
    text = applyAt(text, at, "x");
    const typo = await client.diagnostics(uri, (p) => p.version === version);
    expect(typo.diagnostics.map((d) => d.code)).toEqual(["scenario/invalid-choice"]);
    expect(typo.diagnostics).toEqual(fromScratch(text));
    // A step deleted before it, then the typo undone: every version matches a lint from scratch.
    const second = positionOf(text, "  - activate", 0, text.indexOf("steps:"));
    version = await client.edit(uri, second, { line: second.line + 2, character: 0 }, "");
    text = text.replace(STEP, "");
    expect((await client.diagnostics(uri, (p) => p.version === version)).diagnostics).toEqual(fromScratch(text));
    const typoAt = positionOf(text, "Blind Fxury");
    version = await client.edit(uri, { line: typoAt.line, character: typoAt.character + "Blind F".length }, { line: typoAt.line, character: typoAt.character + "Blind Fx".length }, "");
    text = text.replace("Blind Fxury", "Blind Fury");
    const fixed = await client.diagnostics(uri, (p) => p.version === version);
    expect(fixed.diagnostics).toEqual(fromScratch(text));
    expect(fixed.diagnostics).toEqual([]);
  });

  it("publishes versions in order while typing outpaces the lint, the last one last with its findings", async () => {
    const uri = "file:///unsaved/recycle-rules-test/typing.scenario.yaml";
    const text = viScenario(300);
    await client.open(uri, text);
    await client.diagnostics(uri, (p) => p.version === 1);
    // Typing a word into the last step's answer, a character at a time, without waiting.
    const at = positionOf(text, "Blind Fury]", "Blind ".length, text.lastIndexOf("choose:"));
    let version = 1;
    for (const [i, c] of [..."Zzz"].entries()) version = await client.edit(uri, { line: at.line, character: at.character + i }, { line: at.line, character: at.character + i }, c);
    const last = await client.diagnostics(uri, (p) => p.version === version);
    expect(last.diagnostics.map((d) => d.code)).toEqual(["scenario/invalid-choice"]);
    // A request round trip: anything the server sent before answering has arrived by now.
    await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
    const versions = client.published.filter((p) => p.uri === uri).map((p) => p.version as number);
    // Each version published is the newest the server had when it published; the last one comes last.
    expect(versions.at(-1)).toBe(version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });
});

describe("a document closed mid-lint and opened again with its versions started over", () => {
  it("the lint of the closed text stores nothing, and the reopened text, under the same version number, gets its own", async () => {
    const analyses = new Analyses();
    const uri = "file:///unsaved/recycle-rules-test/reopened.scenario.yaml";
    // Long enough that its lint takes several slices: the close comes while it runs.
    const closing = analyses.current(TextDocument.create(uri, "recycle-scenario", 1, viScenario(2000)), () => true);
    analyses.forget(uri);
    expect(await closing).toBeUndefined();
    const other = viScenario(5).replace("choose: [Blind Fury]", "choose: [Blind Fxury]");
    const reopened = TextDocument.create(uri, "recycle-scenario", 1, other);
    const expected = lintScenario(other, { filePath: uri }).diagnostics;
    expect(expected.map((d) => d.code)).toEqual(["scenario/invalid-choice"]);
    expect((await analyses.current(reopened, () => true))?.lint.diagnostics).toEqual(expected);
    expect(analyses.get(reopened).lint.diagnostics).toEqual(expected);
  });
});

describe("runInSlices", () => {
  const text = viScenario(30);

  it("stops between slices once the work is no longer wanted, and the next version resumes from the steps it did", async () => {
    const linter = new ScenarioLinter();
    const job = linter.start(text);
    let asked = 0;
    // A slice of 0 ms is one step: the lint is dropped after three of them.
    expect(await runInSlices(job, () => ++asked < 3, 0)).toBe(false);
    const next = linter.lint(`${text}# typed\n`);
    expect(next.reusedSteps).toBe(3);
    expect(next.diagnostics).toEqual(lintScenario(`${text}# typed\n`).diagnostics);
  });

  it("finishes a job that stays wanted", async () => {
    const job = new ScenarioLinter().start(text);
    expect(await runInSlices(job, () => true, 0)).toBe(true);
    expect(job.finish().diagnostics).toEqual(lintScenario(text).diagnostics);
  });
});

function applyAt(text: string, at: { line: number; character: number }, insert: string): string {
  const lines = text.split("\n");
  const offset = lines.slice(0, at.line).reduce((n, l) => n + l.length + 1, 0) + at.character;
  return text.slice(0, offset) + insert + text.slice(offset);
}
