import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";

describe("scenario/unsupported-game", () => {
  it("is reserved: game: mtg is replayed now, so nothing reports it", () => {
    const result = lintScenario(`game: mtg\nplayers:\n  A:\n    library: [Island]\n`);
    expect(result.diagnostics).toEqual([]);
    // One replay type for every game: its \`game\` says it is the Magic one, not a Riftbound replay.
    expect(result.replay?.game).toBe("mtg");
  });

  it("an unknown game is a syntax error, not an unsupported game", () => {
    expectDiagnostic(`game: ‹mgt›\n`, { code: "scenario/syntax", message: 'Did you mean "mtg"?' });
    expect(lintScenario(`game: pokemon\n`).diagnostics.map((d) => d.code)).not.toContain("scenario/unsupported-game");
  });
});
