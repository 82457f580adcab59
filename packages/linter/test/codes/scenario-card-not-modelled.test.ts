import { describe, expect, it } from "vitest";
import { expectDiagnostic, expectNoDiagnostics, lintScenario, runScenario } from "../../src/index.js";
import { workspace } from "../deck-reference/helpers.js";

describe("scenario/card-not-modelled", () => {
  it("a real Magic card the data has by name only: a warning where it is named, and it plays as a card without abilities", () => {
    const text = `game: mtg
turn: A
step: main1
players:
  A:
    hand: [Street Wraith, ‹Lightning Bolt›]
    library: [Island]
steps:
  - cycle: Street Wraith
    expect:
      A:
        hand: [Lightning Bolt, Island]
`;
    expectDiagnostic(text, { code: "scenario/card-not-modelled", severity: "warning", rule: [], message: "Lightning Bolt is a real Magic card, but the card data has only its name and types" });
    const result = runScenario(text.replace(/[‹›]/g, ""));
    expect(result.diagnostics.map((d) => d.code)).toEqual(["scenario/card-not-modelled"]);
  });

  it("is no unknown card, and a custom card of that name is used instead, without the warning", () => {
    expectNoDiagnostics(`game: mtg
cards:
  - name: Lightning Bolt
    mana-cost: "{R}"
    type: Instant
    text: Lightning Bolt deals 3 damage to any target.
players:
  A:
    hand: [Lightning Bolt]
`);
  });

  it("a deck list's real cards without a definition: one warning on its deck:, naming them", () => {
    const { file } = workspace({ "decks/burn.deck": "game: mtg\nDeck\n4 Lightning Bolt\n4 Lava Spike\n4 Street Wraith\n48 Mountain\n" });
    const scenario = `game: mtg
players:
  A:
    deck: ./decks/burn.deck
steps: []
`;
    const result = lintScenario(scenario, { filePath: file("s.scenario.yaml") });
    const warnings = result.diagnostics.filter((d) => d.code === "scenario/card-not-modelled");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain("2 cards here are real Magic cards the card data has by name and types only (Lava Spike, Lightning Bolt)");
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
