import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/invalid-choice", () => {
  it("a listed card that is not in the from: zone (416.6), on that list item", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
    hand: [Sai Scout]
steps:
  - recycle: [Blind Fury, ‹Sai Scout›]
    from: trash
`,
      { code: "scenario/invalid-choice", rule: "416.6" },
    );
  });

  it("a cost answer naming a card that can't be chosen (416.3)", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
    hand: [Sai Scout]
steps:
  - activate: Vi, Destructive
    choose: [‹Sai Scout›]
`,
      { code: "scenario/invalid-choice", rule: "416.3" },
    );
  });
});
