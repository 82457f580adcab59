/**
 * A Riftbound file's `edition:`: `current` (Recycle = 416, the default) or `v1.1` (Core Rules
 * v1.1, Origins: Recycle = 403). A v1.1 file's `rules:` and `illegal:` are read in v1.1 numbers,
 * and the transcript and the diagnostics cite them (rulings R16).
 */
import { describe, expect, it } from "vitest";
import { citeRift } from "../../src/games/riftbound/edition.js";
import { expectDiagnostic, lintScenario, runScenario } from "../../src/index.js";

const VI = (edition: string, illegal?: string): string => `${edition ? `edition: ${edition}\n` : ""}players:
  A:
    base: ["Vi, Destructive"]
    main-deck: [Blind Fury]
  B: {}
steps:
  - activate: Vi, Destructive
${illegal ? `    expect: { illegal: "${illegal}" }\n` : ""}`;

describe("citeRift: a current rule number in v1.1's numbering", () => {
  it("Recycle's section with its sub-rules; the actions the sources map; unchanged sections as they are", () => {
    expect(citeRift("416.5.a", "v1.1")).toBe("403.5.a");
    expect(citeRift("[recycle 416.1.c]", "v1.1")).toBe("[recycle 403.1.c]");
    expect(citeRift("413", "v1.1")).toBe("400");
    expect(citeRift("429", "v1.1")).toBe("416");
    expect(citeRift("186.1", "v1.1")).toBe("177.1");
    expect(citeRift("145.2 and 151.2", "v1.1")).toBe("142.2 and 145.2");
    expect(citeRift("052", "v1.1")).toBe("052");
    expect(citeRift("316.5.b", "v1.1")).toBe("316.5.b");
    // [Hidden] and the Discretionary Actions (rulings R16, R47); 811.1.d.1.a is new in the current text.
    expect(citeRift("811.1.b", "v1.1")).toBe("737.1.b");
    expect(citeRift("410.1", "v1.1")).toBe("398.1");
    expect(citeRift("811.1.d.1.a", "v1.1")).toBe("811.1.d.1.a (current rules)");
  });

  it("a rule the sources give no v1.1 number for keeps the current one, labelled", () => {
    expect(citeRift("164.2", "v1.1")).toBe("164.2 (current rules)");
    expect(citeRift("429.3", "v1.1")).toBe("429.3 (current rules)");
    expect(citeRift("056", "v1.1")).toBe("056 (current rules)");
  });

  it("leaves what is no rule number alone, and the current edition untouched", () => {
    expect(citeRift("OGN-036, 10,000 cards, (=416), 4160", "v1.1")).toBe("OGN-036, 10,000 cards, (=416), 4160");
    expect(citeRift("416.3", "current")).toBe("416.3");
  });

  it("a step's or turn's number and a count keep their digits; the rule beside them is written in v1.1", () => {
    expect(citeRift("recycled to A's rune-deck at step 120 (416.1.b)", "v1.1")).toBe("recycled to A's rune-deck at step 120 (403.1.b)");
    expect(citeRift("Step 416: turn 102", "v1.1")).toBe("Step 416: turn 102");
    expect(citeRift("after 120 steps, 100 cards in the trash (427)", "v1.1")).toBe("after 120 steps, 100 cards in the trash (414)");
  });
});

describe("edition: current and v1.1, both sides", () => {
  it("current (the default): the refusal cites 416.3, and illegal: 416.3 expects it", () => {
    expectDiagnostic(VI("").replace("activate: Vi, Destructive", "activate: ‹Vi, Destructive›"), { code: "recycle/illegal-cost", rule: "416.3" });
    expect(lintScenario(VI("current", "416.3")).diagnostics).toEqual([]);
  });

  it("v1.1: the refusal cites 403.3, in the diagnostic and the transcript; illegal: 403.3 expects it", () => {
    expectDiagnostic(VI("v1.1").replace("activate: Vi, Destructive", "activate: ‹Vi, Destructive›"), { code: "recycle/illegal-cost", rule: "403.3" });
    expect(lintScenario(VI("v1.1", "403.3")).diagnostics).toEqual([]);
    const transcript = runScenario(VI("v1.1")).transcript;
    expect(transcript).toContain("edition: v1.1 (Recycle = 403;");
    expect(transcript).toContain("REFUSED [403.3]");
  });

  it("v1.1: illegal: 416.3 is Add's number there, so it doesn't match the refusal, and the mismatch says 403.3", () => {
    expectDiagnostic(VI("v1.1").replace("activate: Vi, Destructive", "activate: Vi, Destructive\n    expect: { illegal: ‹\"416.3\"› }"), {
      code: "scenario/expect-mismatch",
      rule: "403.3",
      message: "The step is illegal under 403.3, not 416.3",
    });
  });

  it("v1.1: a rule with no v1.1 number is cited labelled, and illegal: takes it with or without the label", () => {
    const inShowdown = (illegal: string): string => `edition: v1.1
showdown: true
players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
steps:
  - activate: Vi, Destructive
    expect: { illegal: "${illegal}" }
`;
    expect(lintScenario(inShowdown("142.2")).diagnostics).toEqual([]);
    expect(lintScenario(inShowdown("145.2")).diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("illegal under 142.2, not 145.2")]);
    // Garbage Grabber's [1] with no energy: 131.2, which has no v1.1 number in the sources.
    const noEnergy = (illegal: string): string => `edition: v1.1
players:
  A:
    base: [Garbage Grabber]
    trash: [Blind Fury, Sai Scout, Mystic Poro]
steps:
  - activate: Garbage Grabber
    expect: { illegal: "${illegal}" }
`;
    expect(lintScenario(noEnergy("131.2")).diagnostics.filter((d) => d.code !== "scenario/unmodelled-text")).toEqual([]);
    expect(lintScenario(noEnergy("131.2 (current rules)")).diagnostics.filter((d) => d.code !== "scenario/unmodelled-text")).toEqual([]);
    expect(runScenario(noEnergy("131.2")).transcript).toContain("REFUSED [131.2 (current rules)]");
  });

  it("v1.1: an expectation's recycle/wrong-destination cites 403.1.a", () => {
    expectDiagnostic(
      `edition: v1.1
players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
steps:
  - activate: Vi, Destructive
expect:
  A:
    trash: [‹Blind Fury›]
`,
      { code: "recycle/wrong-destination", rule: "403.1.a", message: "to pay the cost of Vi, Destructive's ability at step 1 (403.1.a)" },
    );
  });

  it("an unknown edition is a syntax error, with the two it can be", () => {
    expectDiagnostic(`edition: ‹v1.4›\n`, { code: "scenario/syntax", message: "current" });
  });
});
