import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/unused-choice", () => {
  it("an answer no choice asked for", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury, Sai Scout]
steps:
  - activate: Vi, Destructive
    choose: [Blind Fury, ‹Sai Scout›]
`,
      { code: "scenario/unused-choice", rule: [] },
    );
  });

  it("an answer to a step that raises no choice", () => {
    expectDiagnostic(
      `players:
  A: {}
steps:
  - showdown: start
    choose: ‹yes›
`,
      { code: "scenario/unused-choice" },
    );
  });
});
