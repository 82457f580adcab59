import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/unknown-player", () => {
  it("a step's player: that players: does not declare", () => {
    expectDiagnostic(
      `players:
  A: {}
  B: {}
steps:
  - showdown: start
    player: ‹C›
`,
      { code: "scenario/unknown-player" },
    );
  });

  it("a zone's player prefix", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
steps:
  - recycle: 1
    from: ‹Z.trash›
`,
      { code: "scenario/unknown-player" },
    );
  });

  it("an expectation about an undeclared player", () => {
    expectDiagnostic(
      `players:
  A: {}
expect:
  ‹B›: { points: 1 }
`,
      { code: "scenario/unknown-player" },
    );
  });
});
