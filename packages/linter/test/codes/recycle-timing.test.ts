import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("recycle/timing", () => {
  it("Vi's ability can't be used in a showdown (145.2)", () => {
    expectDiagnostic(
      `showdown: true
players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
steps:
  - activate: ‹Vi, Destructive›
`,
      { code: "recycle/timing", rule: "145.2" },
    );
  });

  it("a showdown started by a step counts too", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
steps:
  - showdown: start
  - activate: ‹Vi, Destructive›
`,
      { code: "recycle/timing", rule: "145.2", message: "showdown" },
    );
  });

  it("gear abilities cite 151.2, outside the Main Phase", () => {
    expectDiagnostic(
      `phase: beginning
players:
  A:
    base: [Garbage Grabber]
    trash: [Blind Fury, Mystic Poro, Sai Scout]
    runes: [Mind Rune]
steps:
  - activate: ‹Garbage Grabber›
`,
      { code: "recycle/timing", rule: "151.2" },
    );
  });

  it("another player can't use my card (points at player:)", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
  B: {}
steps:
  - activate: Vi, Destructive
    player: ‹B›
`,
      { code: "recycle/timing", rule: "145.2", message: "controlled by A" },
    );
  });
});
