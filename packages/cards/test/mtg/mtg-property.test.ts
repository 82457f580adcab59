import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardTextFrom, expectSoundParse } from "../helpers.js";
import { defineMtgCard, parseMtgText, parseTypeLine } from "../../src/index.js";

/** Fragments of real rules text, so generated strings hit the interesting paths, not just noise. */
const anyText = cardTextFrom([
  "Cycling", "cycling", "Swamp", "Basic land", " ", "{2}", "{G}", "{X}", "{T}", "{", "}", "{G/U}", "—", "-", "Pay 2 life", "Pay two life", ".", ",", ":", "\n", "\r\n",
  "(", ")", "When you cycle ", "this card", "CARDNAME", "Whenever you cycle or discard another card, ", "Whenever a player cycles a card, ",
  "you may ", "pay {1}. If you do, ", "draw a card", "create an X/X blue Shark creature token with flying", "Players can't cycle cards",
  "If a card or token would be put into a graveyard from anywhere, exile it instead", "Add {C}", "Activate only during your upkeep",
  "target player", "any target", "Dr. ", "’", "🔥"
]);

describe("the MTG text parser on arbitrary input", () => {
  it("never throws and keeps every problem inside the text", () => {
    fc.assert(
      fc.property(anyText, fc.option(fc.constantFrom("Shark Typhoon", "Gempalm Polluter", "a.b(c)"), { nil: undefined }), fc.constantFrom([], ["Instant"], ["Creature"]), (text, name, types) => {
        const parsed = parseMtgText(text, { ...(name ? { name } : {}), types });
        expectSoundParse(text, parsed);
      }),
      { numRuns: 2000 },
    );
  });

  it("parseTypeLine and defineMtgCard never throw, and type-line problems stay inside the line", () => {
    fc.assert(
      fc.property(anyText, anyText, fc.anything(), (line, text, power) => {
        const parsed = parseTypeLine(line);
        for (const p of parsed.problems) expect(0 <= p.start && p.start <= p.end && p.end <= line.length).toBe(true);
        expect(() => defineMtgCard({ name: line, type: line, text, power } as never)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
