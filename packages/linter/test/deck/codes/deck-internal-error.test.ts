import { describe, expect, it } from "vitest";
import { lintDeck, type DeckCardOptions } from "../../../src/index.js";

describe("deck/internal-error", () => {
  it("a failure inside the linter becomes a diagnostic, not an exception", () => {
    const broken: DeckCardOptions = {
      riftbound: {
        lookup: () => {
          throw new Error("catalog exploded");
        },
        suggest: () => [],
      },
    };
    const { diagnostics, deck } = lintDeck("MainDeck:\n3 Stacked Deck\n", { game: "riftbound", cards: broken });
    expect(deck).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.code).toBe("deck/internal-error");
    expect(diagnostics[0]?.message).toContain("catalog exploded");
  });
});
