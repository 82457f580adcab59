import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("recycle/wrong-count", () => {
  it("Garbage Grabber paid with 2 chosen cards (416.3), on the choose: list", () => {
    expectDiagnostic(
      `players:
  A:
    base: [Garbage Grabber]
    trash: [Blind Fury, Mystic Poro, Sai Scout]
    runes: [Mind Rune]
steps:
  - activate: Garbage Grabber
    choose: ‹[Blind Fury, Mystic Poro]›
`,
      { code: "recycle/wrong-count", rule: "416.3" },
    );
  });

  it("an effect that recycles fewer than it could (416.4)", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury, Mystic Poro]
steps:
  - recycle: ‹2›
    choose: [Blind Fury, yes]
`,
      { code: "recycle/wrong-count", rule: "416.4" },
    );
  });
});
