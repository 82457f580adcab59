import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";

describe("scenario/unsupported-game", () => {
  it("game: mtg gives one info diagnostic and nothing else", () => {
    const text = `game: mtg\nplayers:\n  A:\n    library: [Island]\n`;
    expectDiagnostic(`game: ‹mtg›\nplayers:\n  A:\n    library: [Island]\n`, { code: "scenario/unsupported-game", severity: "info" });
    const result = lintScenario(text);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.replay).toBeUndefined();
  });
});
