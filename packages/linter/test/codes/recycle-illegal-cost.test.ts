import { describe, expect, it } from "vitest";
import { expectDiagnostic, expectNoDiagnostics } from "../../src/index.js";

describe("recycle/illegal-cost", () => {
  it("Vi can't activate with an empty trash (416.3), reported on the activate: value", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
steps:
  - activate: ‹Vi, Destructive›
`,
      { code: "recycle/illegal-cost", rule: "416.3", severity: "error" },
    );
  });

  it("Garbage Grabber with 2 cards in the trash can't pay Recycle 3 (416.3)", () => {
    expectDiagnostic(
      `players:
  A:
    base: [Garbage Grabber]
    trash: [Blind Fury, Mystic Poro]
    runes: [Mind Rune]
steps:
  - activate: ‹Garbage Grabber›
`,
      { code: "recycle/illegal-cost", rule: "416.3", message: "only 2" },
    );
  });

  it("an exhausted Garbage Grabber can't pay [E] (414.4)", () => {
    expectDiagnostic(
      `players:
  A:
    base: [{ card: Garbage Grabber, exhausted: true }]
    trash: [Blind Fury, Mystic Poro, Sai Scout]
    runes: [Mind Rune]
steps:
  - activate: ‹Garbage Grabber›
`,
      { code: "recycle/illegal-cost", rule: "414.4" },
    );
  });

  it("is not reported when the trash can pay", () => {
    expectNoDiagnostics(`players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
steps:
  - activate: Vi, Destructive
    expect:
      A: { trash: [], main-deck: [Blind Fury], base: [{ card: "Vi, Destructive", might: 4 }] }
`);
  });

  it("an expected refusal (illegal: 416.3) is not reported", () => {
    expectNoDiagnostics(`players:
  A:
    base: ["Vi, Destructive"]
steps:
  - activate: Vi, Destructive
    expect: { illegal: "416.3" }
`);
  });

  it("reports the rule, not the generic code list", () => {
    const d = expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
steps:
  - activate: ‹Vi, Destructive›
`,
      { code: "recycle/illegal-cost" },
    );
    expect(d.rule).toEqual(["416.3"]);
  });
});
