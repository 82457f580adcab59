import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario, runScenario } from "../../src/index.js";
import { exampleDeck, workspace } from "../deck-reference/helpers.js";

describe("scenario/deck-invalid", () => {
  it("a deck list with errors: one summary on the value (count and first error); the readable cards load", () => {
    const ws = workspace({ "decks/typo.deck": "game: riftbound\nMainDeck:\n3 Stacked Dekc\n2 Blind Fury\n0 Sai Scout\n" });
    const marked = `players:
  A:
    deck: ‹./decks/typo.deck›
expect:
  A:
    main-deck: { count: 2 }
`;
    const d = expectDiagnostic(
      marked,
      { code: "scenario/deck-invalid", rule: [], severity: "error", message: 'The deck list "./decks/typo.deck" has 2 errors (first: 3:3 deck/unknown-card: ' },
      { filePath: ws.file("s.scenario.yaml") },
    );
    expect(d.message).toContain("lint the deck list for the details");
    // The deck's own findings are not copied into the scenario.
    const { diagnostics } = lintScenario(marked.replace(/[‹›]/g, ""), { filePath: ws.file("s.scenario.yaml") });
    expect(diagnostics.map((x) => x.code)).toEqual(["scenario/deck-invalid"]);
  });

  it("a Magic deck list in a Riftbound scenario, and the other way round", () => {
    const ws = workspace({ "mtg.deck": exampleDeck("mtg-cycling-arena.deck"), "rb.deck": exampleDeck("riftbound-mind-chaos.deck") });
    expectDiagnostic(
      "players:\n  A:\n    deck: ‹./mtg.deck›\n",
      { code: "scenario/deck-invalid", message: '"./mtg.deck" is a Magic: The Gathering deck list (from the section headers), but this is a Riftbound scenario: nothing is loaded from it.' },
      { filePath: ws.file("s.scenario.yaml") },
    );
    expectDiagnostic(
      "game: mtg\nplayers:\n  A:\n    deck: ‹./rb.deck›\n",
      { code: "scenario/deck-invalid", message: "is a Riftbound deck list (from the game: line), but this is a Magic: The Gathering scenario" },
      { filePath: ws.file("s.scenario.yaml") },
    );
    expect(runScenario("players:\n  A:\n    deck: ./mtg.deck\n", { filePath: ws.file("s.scenario.yaml") }).transcript).toContain("deck A: ./mtg.deck: not loaded (scenario/deck-invalid)\n");
  });

  it("a list that says nothing of its game is read as the scenario's", () => {
    const ws = workspace({ "plain.deck": "4 Made Up Card\n" });
    const { diagnostics } = lintScenario("game: mtg\nplayers:\n  A:\n    deck: ./plain.deck\n", { filePath: ws.file("s.scenario.yaml") });
    expect(diagnostics.map((x) => x.message)).toEqual([expect.stringContaining("has 1 error (first: 1:3 deck/unknown-card: ")]);
    expect(diagnostics[0]?.message).toContain("is not a Magic: The Gathering card");
  });

  it("a list with no cards is a warning", () => {
    const ws = workspace({ "empty.deck": "game: riftbound\n# nothing yet\n" });
    expectDiagnostic("players:\n  A:\n    deck: ‹./empty.deck›\n", { code: "scenario/deck-invalid", severity: "warning", message: "has no cards" }, { filePath: ws.file("s.scenario.yaml") });
  });
});
