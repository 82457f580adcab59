import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardTextFrom, expectSoundParse } from "../helpers.js";
import { parseRiftCost, parseRiftText } from "../../src/index.js";

/** Fragments of real rules text, so generated strings hit the interesting paths, not just noise. */
const anyText = cardTextFrom([
  "Recycle", "recycle", " 3 ", " from ", "your trash", "trashes", "up to ", "three", "0", "-1", ":", ",", ".", " ", "\n", "\r\n",
  "[", "]", "[E]", "[M]", "[C]", "[A]", "[1]", "[R]", "[Fury]", "[Reaction]", "[Vision]", "[Deathknell]", " — ", "(", ")",
  "Draw 1", "Add [1]", "When I conquer, ", "you may ", "At the start of your Beginning Phase, ", "Kill this", "this",
  "Look at the top 5 cards of your Main Deck", "banish it, then play it, ignoring its cost", "Then recycle the rest",
  "As you play me, ", "kill a friendly unit", "Dr. ", "🔥", "’"
]);
const context = fc.record(
  {
    type: fc.constantFrom("unit", "gear", "spell", "rune", "legend", "battlefield" as const),
    domains: fc.subarray(["fury", "calm", "mind", "body", "chaos", "order"] as const),
  },
  { requiredKeys: [] },
);

describe("parseRiftText on arbitrary input", () => {
  it("never throws and keeps every problem inside the text", () => {
    fc.assert(
      fc.property(anyText, context, (text, ctx) => {
        const parsed = parseRiftText(text, ctx);
        expectSoundParse(text, parsed);
      }),
      { numRuns: 2000 },
    );
  });

  it("parseRiftCost never throws and keeps problems inside the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { cost, problems } = parseRiftCost(text);
        expect(Number.isInteger(cost.energy)).toBe(true);
        for (const p of problems) {
          expect(0 <= p.start && p.start <= p.end && p.end <= text.length).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
