import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("scenario/illegal-step", () => {
  it("an exhausted unit can't make a Standard Move: exhausting it is the cost (144.2)", () => {
    expectDiagnostic(
      `battlefields:
  - Grove of the God-Willow
players:
  A:
    base:
      - card: Vi, Destructive
        exhausted: true
steps:
  - move: ‹Vi, Destructive›
    to: Grove of the God-Willow
`,
      { code: "scenario/illegal-step", rule: "144.2" },
    );
  });

  it("a conquer with an opponent's units still there (466.5)", () => {
    expectDiagnostic(
      `battlefields:
  - card: Grove of the God-Willow
    units:
      A: [Mystic Poro]
      B: [Jeweled Colossus]
players:
  A: {}
  B: {}
steps:
  - conquer: ‹Grove of the God-Willow›
`,
      { code: "scenario/illegal-step", rule: "466.5" },
    );
  });

  it("a hold outside the Beginning Phase (469.2)", () => {
    expectDiagnostic(
      `battlefields:
  - card: Grove of the God-Willow
    controller: A
players:
  A: {}
steps:
  - hold: ‹Grove of the God-Willow›
`,
      { code: "scenario/illegal-step", rule: "469.2" },
    );
  });
});
