import { describe, expect, it } from "vitest";
import { BUILTIN_GAMES, GameRegistry, lintScenario, lintWithGames, parseMarkers, runWithGames } from "../../src/index.js";
import { pebbles } from "./pebbles.js";

/**
 * The proof that the pipeline knows no game: a game made up in test code (test/game-module/
 * pebbles.ts) is registered beside the built-in ones and its files are linted — structure,
 * cards, model, replay, expectations, transcript — with no change to any stage of the linter.
 */
const games = new GameRegistry([...BUILTIN_GAMES, pebbles]);

const clean = `scenario: flipping pebbles
game: pebbles
players:
  A:
    pile: [Red Pebble, Blue Pebble]
steps:
  - flip: Red Pebble
    expect:
      A: { pile: [Blue Pebble, Red Pebble] }
  - flip: Red Pebble
    expect: { illegal: P1 }
expect:
  A: { pile: { top: [Blue Pebble], count: 2 } }
`;

describe("a made-up game registered from test code", () => {
  it("lints a clean file of it with no findings", () => {
    const result = lintWithGames(games, clean);
    expect(result.diagnostics).toEqual([]);
    expect(result.replay?.game).toBe("pebbles");
    expect(result.replay?.steps.map((s) => s.refused)).toEqual([false, true]);
  });

  it("reports its rule on the step's card, with the rule number", () => {
    const { text, start, end } = parseMarkers(`game: pebbles\nplayers:\n  A:\n    pile: [Red Pebble, Blue Pebble]\nsteps:\n  - flip: ‹Blue Pebble›\n`);
    const [d] = lintWithGames(games, text).diagnostics;
    expect(d).toMatchObject({ code: "recycle/illegal-cost", rule: ["P1"], severity: "error" });
    expect([d?.range.startOffset, d?.range.endOffset]).toEqual([start, end]);
  });

  it("checks expectations with the shared zone checks, on the exact item", () => {
    const { text, start, end } = parseMarkers(`game: pebbles\nplayers:\n  A:\n    pile: [Red Pebble, Blue Pebble]\nsteps:\n  - flip: Red Pebble\nexpect:\n  A: { pile: [‹Red Pebble›, Blue Pebble] }\n`);
    const [d] = lintWithGames(games, text).diagnostics;
    expect(d?.code).toBe("scenario/expect-mismatch");
    expect(d?.message).toBe("Expected Red Pebble at position 1 of A's pile, but Blue Pebble is there: A's pile is, top first: Blue Pebble, Red Pebble.");
    expect([d?.range.startOffset, d?.range.endOffset]).toEqual([start, end]);
  });

  it("resolves its cards with did-you-mean, and checks its file's shape with its schema branch", () => {
    const codes = lintWithGames(games, `game: pebbles\ncolour: red\nplayers:\n  A:\n    pile: [Red Pebbel]\n    hand: []\n`).diagnostics.map((d) => [d.code, d.message]);
    expect(codes).toContainEqual(["scenario/unknown-card", '"Red Pebbel" is not a pebble. Did you mean "Red Pebble"?']);
    expect(codes.map(([code]) => code)).toEqual(expect.arrayContaining(["scenario/unknown-key", "scenario/unknown-zone"]));
  });

  it("renders its transcript through its own transcript rules", () => {
    const { transcript } = runWithGames(games, clean);
    expect(transcript).toBe(
      [
        "scenario: flipping pebbles",
        "game: pebbles, seed: 0",
        "turn: A",
        "",
        "start:",
        "  A pile: Red Pebble, Blue Pebble",
        "",
        "step 1: A flips Red Pebble",
        "  A flips Red Pebble to the bottom of their pile",
        "step 2: A flips Red Pebble",
        "  refused",
        "",
        "final state:",
        "  A pile: Blue Pebble, Red Pebble",
        "",
      ].join("\n"),
    );
  });

  it("takes a step with hundreds of thousands of event lines (once a stack overflow, found by pnpm fuzz)", () => {
    const chatty = { ...pebbles, replay: { ...pebbles.replay, eventLines: () => Array.from({ length: 300_000 }, (_, i) => `event ${i}`) } };
    const result = lintWithGames(new GameRegistry([...BUILTIN_GAMES, chatty]), clean);
    expect(result.diagnostics).toEqual([]);
  });

  it("leaves the built-in games as they are, and the built-in registry knows no pebbles", () => {
    const riftbound = `players:\n  A:\n    trash: [Blind Fury]\nsteps:\n  - recycle: 1\n    from: trash\n`;
    expect(lintWithGames(games, riftbound)).toEqual(lintScenario(riftbound));
    expect(lintScenario(clean).diagnostics.map((d) => d.code)).toContain("scenario/syntax");
    expect(lintScenario(clean).replay).toBeUndefined();
  });
});
