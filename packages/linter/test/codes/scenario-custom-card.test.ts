import { JUDGED_CODES } from "../deck-reference/helpers.js";
import { describe, expect, it } from "vitest";
import { expectDiagnostic, expectNoDiagnostics, lintScenario } from "../../src/index.js";

describe("scenario/custom-card", () => {
  it("a problem inside a literal block text: points at the exact characters", () => {
    expectDiagnostic(
      `cards:
  - name: Recycler Bot
    type: unit
    domain: fury
    cost: "[2][R]"
    might: 2
    text: |
      Recycle 2 from your trash, [E]: Draw 1.
      Pay ‹[Q]› to smile.
`,
      { code: "scenario/custom-card", message: "[Q]" },
    );
  });

  it("inside a double-quoted text on one line", () => {
    expectDiagnostic(
      `cards:
  - name: Bot
    type: gear
    text: "Recycle 1 from your trash, ‹[Z]›: Draw 1."
`,
      { code: "scenario/custom-card" },
    );
  });

  it("a problem with a whole field (an unknown type) goes on the field's value", () => {
    expectDiagnostic(
      `cards:
  - name: Bot
    type: ‹robot›
`,
      { code: "scenario/custom-card", message: "Unknown card type" },
    );
  });

  it("a folded text whose escapes can't be mapped falls back to the whole value", () => {
    const text = `cards:
  - name: Bot
    type: gear
    text: ‹"Recycle 1 from your trash,\\t[Z]: Draw 1."›
`;
    expectDiagnostic(text, { code: "scenario/custom-card" });
  });

  it("text the engine doesn't model is reported on its characters: a replay skips it, never silently", () => {
    const d = expectDiagnostic(
      `cards:
  - name: Gambler Bot
    type: unit
    domain: chaos
    cost: "[2]"
    might: 2
    text: |
      When I conquer, reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain:
      [U] — Draw 1.
      [Y] — ‹Counter an ability.›
`,
      { code: "scenario/custom-card", severity: "warning", message: "not modelled" },
    );
    expect(d.message).toContain('"Counter an ability."');
  });

  it("a custom card can be used like a printed one", () => {
    expectNoDiagnostics(`cards:
  - name: Recycler Bot
    type: unit
    domain: fury
    cost: "[1]"
    might: 2
    text: "Recycle 2 from your trash: Give me +1 [M] this turn."
players:
  A:
    base: [Recycler Bot]
    trash: [Blind Fury, Sai Scout]
steps:
  - activate: Recycler Bot
    expect:
      A: { trash: [], base: [{ card: Recycler Bot, might: 3 }], main-deck: { includes: [Blind Fury, Sai Scout] } }
`, { codes: JUDGED_CODES });
    expect(lintScenario("cards: []\n").diagnostics).toEqual([]);
  });
});
