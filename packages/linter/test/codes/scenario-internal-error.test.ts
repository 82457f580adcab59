import { describe, expect, it } from "vitest";
import { lintScenario, type CardCatalog } from "../../src/index.js";

describe("scenario/internal-error", () => {
  it("a failure inside the linter becomes a diagnostic instead of an exception", () => {
    // A catalog that throws stands for any bug below the API: the editor must keep working.
    const broken: CardCatalog = {
      lookup: () => {
        throw new Error("catalog exploded");
      },
      suggest: () => [],
    };
    const { diagnostics } = lintScenario("players:\n  A:\n    trash: [Blind Fury]\n", { catalogs: { riftbound: broken } });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.code).toBe("scenario/internal-error");
    expect(diagnostics[0]?.message).toContain("catalog exploded");
    expect(diagnostics[0]?.range).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 }, startOffset: 0, endOffset: 0 });
  });
});
