import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withoutUnmodelledText } from "../deck-reference/helpers.js";
import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";
import { SMALL_RIFTBOUND, workspace } from "../deck-reference/helpers.js";

describe("scenario/deck-outside-workspace", () => {
  it("a path that climbs out of the scenario's folder is refused on the value, and nothing is read", () => {
    const ws = workspace({ "decks/vi.deck": SMALL_RIFTBOUND });
    const read: string[] = [];
    const d = expectDiagnostic(
      `players:
  A:
    deck: ‹../../etc/passwd›
`,
      { code: "scenario/deck-outside-workspace", rule: [], severity: "error", message: "leads outside the workspace (the scenario's own folder)" },
      { filePath: ws.file("s.scenario.yaml"), readFile: (p) => (read.push(p), undefined), realPath: (p) => (read.push(p), p) },
    );
    expect(d.range.start).toEqual({ line: 2, character: 10 });
    expect(read).toEqual([]);
  });

  it("an absolute path elsewhere, quoted: the range is the whole value", () => {
    const ws = workspace();
    const other = workspace({ "x.deck": SMALL_RIFTBOUND });
    expectDiagnostic(
      `players:
  A:
    deck: ‹"${other.file("x.deck")}"›
`,
      { code: "scenario/deck-outside-workspace" },
      { filePath: ws.file("s.scenario.yaml") },
    );
  });

  it("a symbolic link inside the workspace that leads out of it", () => {
    const ws = workspace();
    const other = workspace({ "secret.deck": SMALL_RIFTBOUND });
    mkdirSync(ws.file("decks"));
    symlinkSync(other.file("secret.deck"), ws.file("decks/linked.deck"));
    symlinkSync(other.dir, ws.file("elsewhere"));
    for (const deck of ["./decks/linked.deck", "./elsewhere/secret.deck"]) {
      expectDiagnostic(`players:\n  A:\n    deck: ‹${deck}›\n`, { code: "scenario/deck-outside-workspace", message: "through a symbolic link" }, { filePath: ws.file("s.scenario.yaml") });
    }
  });

  it("workspaceRoot widens the workspace: a sibling folder of the scenario's is inside it", () => {
    const ws = workspace({ "decks/vi.deck": SMALL_RIFTBOUND });
    const text = "players:\n  A:\n    deck: ../decks/vi.deck\n";
    const filePath = ws.file("scenarios/s.scenario.yaml");
    expect(lintScenario(text, { filePath }).diagnostics.map((d) => d.code)).toEqual(["scenario/deck-outside-workspace"]);
    expect(withoutUnmodelledText(lintScenario(text, { filePath, workspaceRoot: ws.dir }).diagnostics)).toEqual([]);
    // …and a workspace given as a file: URL, as an editor names its folders.
    expect(withoutUnmodelledText(lintScenario(text, { filePath, workspaceRoot: `file://${ws.dir.split(path.sep).join("/")}` }).diagnostics)).toEqual([]);
  });

  it("with no file path, a path that climbs out of the scenario's folder is still refused", () => {
    expectDiagnostic("players:\n  A:\n    deck: ‹./decks/../../x.deck›\n", { code: "scenario/deck-outside-workspace" });
  });

  it("a folder named like a parent (..decks) is inside", () => {
    const ws = workspace();
    mkdirSync(ws.file("..decks"));
    writeFileSync(ws.file("..decks/vi.deck"), SMALL_RIFTBOUND);
    expect(withoutUnmodelledText(lintScenario("players:\n  A:\n    deck: ./..decks/vi.deck\n", { filePath: ws.file("s.scenario.yaml") }).diagnostics)).toEqual([]);
  });
});
