import { describe, expect, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/unknown-card", () => {
  it("a misspelled card in a zone, with a did-you-mean and a machine-applicable fix", () => {
    const d = expectDiagnostic(
      `players:
  A:
    trash:
      - ‹Garbage Grabbr›
`,
      { code: "scenario/unknown-card", rule: [], message: 'Did you mean "Garbage Grabber"?' },
    );
    expect(d.fixes?.[0]).toEqual({ title: 'Change to "Garbage Grabber"', edits: [{ range: d.range, newText: "Garbage Grabber" }], safe: false });
  });

  it("the fix quotes a name with a comma inside a flow list", () => {
    const d = expectDiagnostic(
      `players:
  A:
    base: [‹"Vi, Destructiv"›]
`,
      { code: "scenario/unknown-card" },
    );
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe('"Vi, Destructive"');
  });

  it("a step naming no card at all", () => {
    expectDiagnostic(
      `players:
  A:
    base: [Garbage Grabber]
steps:
  - activate: ‹Garbage Gobbler›
`,
      { code: "scenario/unknown-card" },
    );
  });

  it("an expectation naming no card", () => {
    expectDiagnostic(
      `players:
  A: {}
expect:
  A:
    trash: [‹Blind Furry›]
`,
      { code: "scenario/unknown-card", message: "Blind Fury" },
    );
  });
});
