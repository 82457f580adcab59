import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";
import { workspace } from "../deck-reference/helpers.js";

describe("scenario/deck-not-found", () => {
  it("a file that doesn't exist: on the value, naming the path inside the workspace", () => {
    const ws = workspace();
    const d = expectDiagnostic(
      `players:
  A:
    deck: ‹./decks/vi.deck›
`,
      { code: "scenario/deck-not-found", rule: [], severity: "error", message: 'The deck file "./decks/vi.deck" does not exist (decks/vi.deck' },
      { filePath: ws.file("s.scenario.yaml") },
    );
    expect(d.message).not.toContain(ws.dir);
  });

  it("a folder is not a deck list", () => {
    const ws = workspace();
    mkdirSync(ws.file("decks"));
    expectDiagnostic("players:\n  A:\n    deck: ‹./decks›\n", { code: "scenario/deck-not-found", message: "can't be read" }, { filePath: ws.file("s.scenario.yaml") });
  });

  it("a scenario linted as text has no folder to resolve the path against", () => {
    expectDiagnostic("players:\n  A:\n    deck: ‹./decks/vi.deck›\n", { code: "scenario/deck-not-found", message: "no file path" });
    // An editor's unsaved buffer is a URI that names no file.
    expectDiagnostic("players:\n  A:\n    deck: ‹./decks/vi.deck›\n", { code: "scenario/deck-not-found", message: "no file path" }, { filePath: "untitled:Untitled-1" });
  });

  it("an empty path", () => {
    expectDiagnostic('players:\n  A:\n    deck: ‹""›\n', { code: "scenario/deck-not-found", message: "empty" }, { filePath: "/project/s.scenario.yaml" });
  });

  it("a readFile of the caller's that can't read it", () => {
    const { diagnostics } = lintScenario("players:\n  A:\n    deck: ./vi.deck\n", { filePath: "/virtual/s.scenario.yaml", readFile: () => undefined });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([["scenario/deck-not-found", expect.stringContaining("doesn't exist or can't be opened")]]);
  });

  it("a value that is no text is the schema's finding, not this one", () => {
    expect(lintScenario("players:\n  A:\n    deck: 3\n", { filePath: "/virtual/s.scenario.yaml" }).diagnostics.map((d) => d.code)).toEqual(["scenario/syntax"]);
  });
});
