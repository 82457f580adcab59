import { createMtgGame } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";

describe("scenario/invalid-setup", () => {
  it("a token can't start off the Board (186.1)", () => {
    expectDiagnostic(
      `players:
  A:
    main-deck:
      - ‹Mech›
`,
      { code: "scenario/invalid-setup", rule: "186.1" },
    );
  });

  it("a unit listed at a battlefield when the scenario has none says no location (146.1)", () => {
    expectDiagnostic(
      `players:
  A:
    battlefield:
      - ‹Mystic Poro›
`,
      { code: "scenario/invalid-setup", rule: "146.1" },
    );
  });

  it("a card under battlefields: that is no battlefield", () => {
    expectDiagnostic(
      `battlefields:
  - ‹Mystic Poro›
players:
  A: {}
`,
      { code: "scenario/invalid-setup", rule: [], message: "not a battlefield" },
    );
  });

  it("two cards with one id", () => {
    expectDiagnostic(
      `players:
  A:
    trash:
      - { card: Blind Fury, id: x }
      - ‹{ card: Sai Scout, id: x }›
`,
      { code: "scenario/invalid-setup", rule: [], message: "already used" },
    );
  });

  it("Magic: a chosen color on a card off the battlefield (400.7), on that entry", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand:
      - ‹{ card: Night Market, chosen-color: green }›
`,
      { code: "scenario/invalid-setup", rule: ["400.7"], message: "only a permanent has one" },
    );
  });

  it("Magic: a chosen color that is no color is a syntax error, and no color is chosen", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    battlefield:
      - { card: Night Market, chosen-color: ‹teal› }
`,
      { code: "scenario/syntax", message: '"teal" is not a color' },
    );
  });

  it("Magic: a negative energy count is the schema's error only, and the engine's own check reports it for API callers (122.1)", () => {
    const codes = lintScenario("game: mtg\nplayers:\n  A:\n    energy: -1\n").diagnostics.map((d) => d.code);
    expect(codes).toEqual(["scenario/syntax"]);
    const created = createMtgGame({ activePlayer: "A", players: { A: { energy: -1 } } });
    expect(created.problems).toEqual([expect.objectContaining({ player: "A", key: "energy", rule: "122.1" })]);
    expect(created.state.playerState.A?.energy).toBeUndefined();
    expect(createMtgGame({ activePlayer: "A", players: { A: { energy: 3 } } }).state.playerState.A?.energy).toBe(3);
  });
});
