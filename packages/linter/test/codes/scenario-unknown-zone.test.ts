import { describe, expect, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/unknown-zone", () => {
  it("a player key that is no zone", () => {
    const d = expectDiagnostic(
      `players:
  A:
    ‹trsah›: [Blind Fury]
`,
      { code: "scenario/unknown-zone", message: 'Did you mean "trash"?' },
    );
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("trash");
  });

  it("a from: zone, with its player kept in the fix", () => {
    const d = expectDiagnostic(
      `players:
  A: {}
  B:
    trash: [Blind Fury]
steps:
  - recycle: 1
    from: ‹B.trsh›
`,
      { code: "scenario/unknown-zone" },
    );
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("B.trash");
  });
});
