import { describe, expect, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/unknown-key", () => {
  it("a misspelled key is a warning with a did-you-mean and a fix", () => {
    const d = expectDiagnostic(
      `players:
  A: {}
‹setps›: []
`,
      { code: "scenario/unknown-key", severity: "warning", message: 'Did you mean "steps"?' },
    );
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("steps");
  });

  it("inside a step", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
steps:
  - recycle: 1
    ‹form›: trash
`,
      { code: "scenario/unknown-key", message: 'Did you mean "from"?' },
    );
  });
});
