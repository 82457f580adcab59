import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";
import { workspace } from "../deck-reference/helpers.js";

describe("scenario/unmodelled-text", () => {
  it("a printed Riftbound card with a clause the engine doesn't model: a warning on its name in the set-up, quoting the clause", () => {
    expectDiagnostic("players:\n  A:\n    hand: [‹Acceleration Gate›, Blind Fury]\n", {
      code: "scenario/unmodelled-text",
      severity: "warning",
      rule: [],
      message: 'Acceleration Gate: "Ready up to 4 units, gear, and/or runes." is text the engine doesn\'t model: the replay skips it',
    });
  });

  it("a printed Magic card: the clause of its ability that isn't modelled", () => {
    expectDiagnostic("game: mtg\nplayers:\n  A:\n    hand: [‹Jo Grant›]\n", { code: "scenario/unmodelled-text", message: '"Doctor\'s companion"' });
  });

  it("is not reported for a fully modelled card, nor for a custom card (its text: gets the finding on the clause)", () => {
    const clean = lintScenario("players:\n  A:\n    hand: [Blind Fury]\n    base: [Garbage Grabber]\n");
    expect(clean.diagnostics.filter((d) => d.code === "scenario/unmodelled-text")).toEqual([]);
    const custom = lintScenario("cards:\n  - name: Gate\n    type: spell\n    cost: { energy: 3 }\n    domains: [mind]\n    text: Ready up to 4 units, gear, and/or runes.\nplayers:\n  A:\n    hand: [Gate]\n");
    expect(custom.diagnostics.filter((d) => d.code === "scenario/unmodelled-text")).toEqual([]);
  });

  it("a deck list's cards with such text: one warning on its deck:, naming them", () => {
    const { file } = workspace({ "decks/wraith.deck": "game: mtg\nDeck\n4 Jo Grant\n4 Street Wraith\n52 Swamp\n" });
    const result = lintScenario("game: mtg\nplayers:\n  A:\n    deck: ./decks/wraith.deck\nsteps: []\n", { filePath: file("s.scenario.yaml") });
    const warnings = result.diagnostics.filter((d) => d.code === "scenario/unmodelled-text");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain("Jo Grant");
    expect(warnings[0]?.message).not.toContain("Street Wraith");
  });
});
