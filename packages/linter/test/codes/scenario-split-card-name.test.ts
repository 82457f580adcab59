import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";

describe("scenario/split-card-name", () => {
  it("[Vi, Destructive] in a flow list: one diagnostic over both pieces, with a quoting fix", () => {
    const d = expectDiagnostic(
      `players:
  A:
    base: [‹Vi, Destructive›, Garbage Grabber]
`,
      { code: "scenario/split-card-name" },
    );
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe('"Vi, Destructive"');
  });

  it("{ card: Vi, Destructive } in a flow mapping", () => {
    expectDiagnostic(
      `players:
  A:
    base: [{ card: ‹Vi, Destructive›, exhausted: true }]
`,
      { code: "scenario/split-card-name" },
    );
  });

  it("in choose: answers", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury, "Dr. Mundo, Expert"]
steps:
  - activate: Vi, Destructive
    choose: [‹Dr. Mundo, Expert›]
`,
      { code: "scenario/split-card-name" },
    );
  });

  it("is the only finding: the joined name is used for the rest of the check", () => {
    const { diagnostics } = lintScenario(`players:
  A:
    base: [Vi, Destructive]
    trash: [Blind Fury]
steps:
  - activate: Vi, Destructive
    expect:
      A: { base: [{ card: "Vi, Destructive", might: 4 }] }
`);
    expect(diagnostics.map((d) => d.code)).toEqual(["scenario/split-card-name"]);
  });

  it("a quoted name is fine", () => {
    const { diagnostics } = lintScenario(`players:\n  A:\n    base: ["Vi, Destructive"]\n`);
    expect(diagnostics).toEqual([]);
  });
});
