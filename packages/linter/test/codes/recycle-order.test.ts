import { describe, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

describe("recycle/order", () => {
  it("an order for 2 cards recycled to a Main Deck: the order is random (416.5)", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury, Mystic Poro]
steps:
  - recycle: [Blind Fury, Mystic Poro]
    order: ‹[Mystic Poro, Blind Fury]›
`,
      { code: "recycle/order", rule: "416.5", severity: "error" },
    );
  });

  it("2 runes to the Rune Deck with no order: the owner chooses (416.5.a), a warning", () => {
    expectDiagnostic(
      `players:
  A:
    runes: [Fury Rune, Mind Rune]
steps:
  - recycle: [Fury Rune, Mind Rune]
    from: runes
    order: ‹[Fury Rune]›
`,
      { code: "recycle/order", rule: "416.5.a", severity: "warning" },
    );
  });
});
