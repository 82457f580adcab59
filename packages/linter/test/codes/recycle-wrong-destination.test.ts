import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";

describe("recycle/wrong-destination", () => {
  it("a rune recycled to: main-deck — runes go to the Rune Deck (416.1.b), on the to: value", () => {
    expectDiagnostic(
      `players:
  A:
    runes: [Fury Rune]
steps:
  - recycle: [Fury Rune]
    from: runes
    to: ‹main-deck›
`,
      { code: "recycle/wrong-destination", rule: "416.1.b" },
    );
  });

  it("A recycling B's card to A.main-deck — each player recycles to their own deck (416.1.c)", () => {
    expectDiagnostic(
      `players:
  A: {}
  B:
    trash: [Mystic Poro]
steps:
  - recycle: [Mystic Poro]
    from: B.trash
    to: ‹A.main-deck›
`,
      { code: "recycle/wrong-destination", rule: "416.1.c", message: "belongs to B" },
    );
  });

  it("position: top contradicts 416.1", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
steps:
  - recycle: 1
    position: ‹top›
`,
      { code: "recycle/wrong-destination", rule: "416.1" },
    );
  });

  it("the fix for position: top cites the rule in the file's edition (403.1 in v1.1)", () => {
    const text = (edition: string) => `game: riftbound\n${edition}players:\n  A:\n    trash: [Blind Fury]\nsteps:\n  - recycle: 1\n    position: top\n`;
    const titles = (edition: string) => lintScenario(text(edition)).diagnostics.flatMap((d) => d.fixes ?? []).map((f) => f.title);
    expect(titles("")).toEqual(['Change to "bottom" (416.1: recycled cards go to the bottom)']);
    expect(titles("edition: v1.1\n")).toEqual(['Change to "bottom" (403.1: recycled cards go to the bottom)']);
  });

  it("an expectation that a recycled card is on top cites 416.1 and says where it went", () => {
    const d = expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
    main-deck: [Sai Scout]
steps:
  - recycle: 1
    expect:
      A:
        main-deck: { top: [‹Blind Fury›] }
`,
      { code: "recycle/wrong-destination", rule: "416.1" },
    );
    expect(d.message).toContain("bottom of A's main-deck");
  });

  it("an expectation that a rune went to the Main Deck cites 416.1.b", () => {
    expectDiagnostic(
      `players:
  A:
    runes: [Fury Rune]
steps:
  - activate: Fury Rune
    ability: recycle
expect:
  A:
    main-deck: { includes: [‹Fury Rune›] }
`,
      { code: "recycle/wrong-destination", rule: "416.1.b", message: "rune-deck" },
    );
  });

  it("a Mech token expected in the Main Deck: it ceased to exist (186.1)", () => {
    expectDiagnostic(
      `players:
  A:
    base: [{ card: Mech, token: true }]
steps:
  - recycle: [Mech]
    from: base
expect:
  A:
    main-deck: [‹Mech›]
`,
      { code: "recycle/wrong-destination", rule: "186.1", message: "ceased to exist" },
    );
  });

  it("excludes: a card the recycle put there cites the rule that sent it", () => {
    expectDiagnostic(
      `players:
  A: {}
  B:
    trash: [Mystic Poro]
steps:
  - recycle: [Mystic Poro]
    from: B.trash
expect:
  B:
    main-deck: { excludes: [‹Mystic Poro›] }
`,
      { code: "recycle/wrong-destination", rule: "416.1.c" },
    );
  });

  it("a correct destination is silent", () => {
    const { diagnostics } = lintScenario(`players:
  A:
    runes: [Fury Rune]
steps:
  - recycle: [Fury Rune]
    from: runes
    to: rune-deck
    expect:
      A: { rune-deck: { bottom: [Fury Rune] }, runes: [] }
`);
    expect(diagnostics).toEqual([]);
  });
});
