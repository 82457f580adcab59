import { describe, expect, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

const VI = `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
    main-deck: [Sai Scout]
  B: {}
`;

describe("scenario/expect-mismatch", () => {
  it("illegal: for a step that is legal", () => {
    expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\n    expect: { illegal: ‹"416.3"› }\n`, {
      code: "scenario/expect-mismatch",
      message: "legal",
    });
  });

  it("illegal: for another rule than the refusal's", () => {
    const d = expectDiagnostic(`showdown: true\n${VI}steps:\n  - activate: Vi, Destructive\n    expect: { illegal: ‹"416.3"› }\n`, {
      code: "scenario/expect-mismatch",
      rule: "145.2",
    });
    expect(d.related?.[0]?.message).toBeDefined();
  });

  it("a Might that differs, on the might: value, with the actual value", () => {
    expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\n    expect:\n      A: { base: [{ card: "Vi, Destructive", might: ‹5› }] }\n`, {
      code: "scenario/expect-mismatch",
      message: "Might is 4",
    });
  });

  it("a whole unordered zone with a card too many", () => {
    expectDiagnostic(`${VI}expect:\n  A:\n    trash: [Blind Fury, ‹Sai Scout›]\n`, { code: "scenario/expect-mismatch", message: "is not in A's trash" });
  });

  it("a count", () => {
    expectDiagnostic(`${VI}expect:\n  A:\n    main-deck: { count: ‹2› }\n`, { code: "scenario/expect-mismatch", message: "has 1 card" });
  });

  it("energy, power and points", () => {
    expectDiagnostic(`${VI}expect:\n  A: { energy: ‹1› }\n`, { code: "scenario/expect-mismatch", message: "0 energy" });
    expectDiagnostic(`${VI}expect:\n  A: { power: { fury: ‹1› } }\n`, { code: "scenario/expect-mismatch", message: "0 fury power" });
    expectDiagnostic(`${VI}expect:\n  B: { points: ‹1› }\n`, { code: "scenario/expect-mismatch" });
  });

  it("exhausted:", () => {
    expectDiagnostic(`${VI}expect:\n  A:\n    base: [{ card: "Vi, Destructive", exhausted: ‹true› }]\n`, { code: "scenario/expect-mismatch", message: "ready" });
  });

  it("events: an entry that matches no later event line", () => {
    expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\n    expect:\n      events: ["Blind Fury: A trash → A main-deck (bottom)", ‹"Sai Scout"›]\n`, {
      code: "scenario/expect-mismatch",
      message: "No event after the previous match",
    });
  });

  it("an ordered deck listed in the wrong order", () => {
    expectDiagnostic(
      `players:
  A:
    main-deck: [Sai Scout, Blind Fury]
expect:
  A:
    main-deck: [‹Blind Fury›, Sai Scout]
`,
      { code: "scenario/expect-mismatch", message: "top to bottom: Sai Scout, Blind Fury" },
    );
  });
});
