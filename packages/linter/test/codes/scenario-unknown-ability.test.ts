import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/unknown-ability", () => {
  it("an ability index the card doesn't have, on the ability: value", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
steps:
  - activate: Vi, Destructive
    ability: ‹2›
`,
      { code: "scenario/unknown-ability", rule: [] },
    );
  });

  it("a rune ability name that does not exist", () => {
    expectDiagnostic(
      `players:
  A:
    runes: [Fury Rune]
steps:
  - activate: Fury Rune
    ability: ‹recylce›
`,
      { code: "scenario/unknown-ability", message: "exhaust, recycle" },
    );
  });
});
