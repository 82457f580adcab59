import { describe, expect, it } from "vitest";
import { readMetadata, renderGolden } from "../src/index.js";

const FULL = `# yaml-language-server: $schema=x.json
# conformance:
#   edition: Riftbound Core Rules (416)
# A free comment after the block.
scenario: Title
source: "Core Rules 416.3"
rules: ["416.3", 416.10]
players:
  A: {}
`;

describe("readMetadata", () => {
  it("reads source and rules from the scenario and the edition from the conformance comment block", () => {
    expect(readMetadata(FULL)).toEqual({ title: "Title", source: "Core Rules 416.3", rules: ["416.3", "416.10"], edition: "Riftbound Core Rules (416)", problems: [] });
  });

  it("reports each missing piece", () => {
    const meta = readMetadata("scenario: bare\n");
    expect(meta.problems.map((p) => p.message).join("\n")).toMatch(/source:[\s\S]*rules:[\s\S]*edition/);
  });

  it("ignores a conformance block that comes after the scenario has begun", () => {
    const late = `scenario: Late\nsource: s\nrules: ["416"]\n# conformance:\n#   edition: too late\n`;
    expect(readMetadata(late).edition).toBeUndefined();
  });

  it("reports an edition that is not text, and a block that is not YAML, on the block's line", () => {
    const notText = `# conformance:\n#   edition: [1, 2]\nsource: s\nrules: ["416"]\n`;
    expect(readMetadata(notText).problems).toEqual([{ line: 1, message: expect.stringContaining("must be text") }]);
    const broken = `\n# conformance:\n#   edition: "unterminated\nsource: s\nrules: ["416"]\n`;
    expect(readMetadata(broken).problems).toEqual([{ line: 2, message: expect.stringContaining("not valid YAML") }]);
  });
});

describe("renderGolden", () => {
  it("is the linter's transcript followed by the diagnostics, code [rules] line:col severity: message", () => {
    const golden = renderGolden(`scenario: Vi with an empty trash
players:
  A:
    base:
      - Vi, Destructive
steps:
  - activate: Vi, Destructive
`);
    expect(golden.startsWith("scenario: Vi with an empty trash\n")).toBe(true);
    expect(golden).toContain("\n\ndiagnostics:\n  recycle/illegal-cost [416.3] 7:15 error: ");
    expect(golden.endsWith("\n")).toBe(true);
  });

  it("says so when there is nothing to report", () => {
    expect(renderGolden("scenario: Empty\nplayers:\n  A: {}\n").endsWith("\ndiagnostics: none\n")).toBe(true);
  });
});
