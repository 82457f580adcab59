import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("recycle/not-a-card", () => {
  it("a rune chosen for Vi's \"Recycle 1 from your trash\": runes aren't cards (052)", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury, Fury Rune]
steps:
  - activate: Vi, Destructive
    choose: [‹Fury Rune›]
`,
      { code: "recycle/not-a-card", rule: "052" },
    );
  });
});
