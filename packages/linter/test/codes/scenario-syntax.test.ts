import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";

describe("scenario/syntax", () => {
  it("a YAML error is reported at its exact position", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury
‹s›teps: []
`,
      { code: "scenario/syntax", rule: [] },
    );
  });

  it("a YAML error does not hide the rest of the file", () => {
    const { diagnostics } = lintScenario(`players:
  A:
    base: [Vi, Destructive]
    trash: "unclosed
steps:
  - activate: Vi, Destructive
`);
    expect(diagnostics.some((d) => d.code === "scenario/syntax")).toBe(true);
  });

  it("a value of the wrong type, on the value", () => {
    expectDiagnostic(`seed: ‹seven›\n`, { code: "scenario/syntax", message: "whole number" });
  });

  it("a step with two kinds", () => {
    expectDiagnostic(
      `players:
  A: {}
steps:
  - phase: end
    ‹showdown›: start
`,
      { code: "scenario/syntax", message: "Split it into two steps" },
    );
  });

  it("a step with no kind", () => {
    expectDiagnostic(
      `players:
  A: {}
steps:
  - ‹player: A›
`,
      { code: "scenario/syntax", message: "does nothing" },
    );
  });

  it("an unknown game", () => {
    expectDiagnostic(`game: ‹pokemon›\n`, { code: "scenario/syntax" });
  });

  it("an enum value with a did-you-mean", () => {
    expectDiagnostic(`phase: ‹mian›\n`, { code: "scenario/syntax", message: 'Did you mean "main"?' });
  });

  it("top/bottom of an unordered zone", () => {
    expectDiagnostic(
      `players:
  A: {}
expect:
  A:
    trash: { ‹top›: [Blind Fury] }
`,
      { code: "scenario/syntax", message: "not ordered" },
    );
  });

  it("aliases are refused rather than expanded", () => {
    expectDiagnostic(
      `players:
  A:
    trash: &t [Blind Fury]
    hand: ‹*t›
`,
      { code: "scenario/syntax", message: "Aliases" },
    );
  });
});
