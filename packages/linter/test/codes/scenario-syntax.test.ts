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

  it("a title with a colon: one error on the whole title, with a fix that quotes it", () => {
    const d = expectDiagnostic(`scenario: ‹Vi: empty trash›   # the title\nseed: 1\n`, {
      code: "scenario/syntax",
      rule: [],
      message: 'quote the text, scenario: "Vi: empty trash"',
    });
    expect(d.fixes).toEqual([{ title: 'Quote "Vi: empty trash"', edits: [{ range: d.range, newText: '"Vi: empty trash"' }], safe: true }]);
    // The mapping the parser made of it is not reported a second time.
    expect(lintScenario(`scenario: Vi: empty trash\n`).diagnostics).toHaveLength(1);
  });

  it("a colon in a step's card or in source:, under a list dash too", () => {
    expectDiagnostic(`steps:\n  - activate: ‹Vi: thing›\n`, { code: "scenario/syntax", message: 'activate: "Vi: thing"' });
    expectDiagnostic(`source: ‹Card text: Ornn, Blacksmith (SFD-058)›\n`, { code: "scenario/syntax", message: "quote the text" });
  });

  it("a title that goes on over indented lines: the fix quotes all of it, folded as YAML folds it", () => {
    const text = `scenario: Vi: empty trash\n  and a second line   # note\nseed: 1\n`;
    const d = expectDiagnostic(text.replace("Vi:", "‹Vi:").replace("second line", "second line›"), {
      code: "scenario/syntax",
      message: 'quote the text, scenario: "Vi: empty trash and a second line"',
    });
    const edit = d.fixes?.[0]?.edits[0];
    expect(edit?.newText).toBe('"Vi: empty trash and a second line"');
    const fixed = text.slice(0, edit?.range.startOffset) + edit?.newText + text.slice(edit?.range.endOffset);
    expect(fixed).toBe(`scenario: "Vi: empty trash and a second line"   # note\nseed: 1\n`);
    const { diagnostics, replay } = lintScenario(fixed);
    expect(diagnostics).toEqual([]);
    expect(replay?.title).toBe("Vi: empty trash and a second line");
  });

  it("under a list dash, the item's next key is not part of the value", () => {
    const text = `steps:\n  - play: A: B\n    choose: [x]\n`;
    const d = expectDiagnostic(text.replace("A: B", "‹A: B›"), { code: "scenario/syntax", message: 'play: "A: B"' });
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe('"A: B"');
  });

  it("two colons in one value: one hint", () => {
    expect(lintScenario(`source: a: b: c\n`).diagnostics.map((d) => d.message)).toEqual(['YAML reads the ": " in "a: b: c" as the start of a mapping (and the lines below as part of it): quote the text, source: "a: b: c".']);
  });

  it("the quoted title is read as it was meant", () => {
    const { diagnostics, replay } = lintScenario(`scenario: "Vi: empty trash"\nseed: 1\n`);
    expect(diagnostics).toEqual([]);
    expect(replay?.title).toBe("Vi: empty trash");
  });

  it("a nested mapping that is no plain one-line value keeps the parser's message", () => {
    expectDiagnostic(`scenario: ‹"›Vi": empty trash\n`, { code: "scenario/syntax", message: "YAML: Nested mappings" });
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
