/**
 * Custom card text from the reliability reproductions (card-text-sentences-quadratic and
 * card-text-brackets-quadratic): hostile text once took seconds to parse. Their speed is measured
 * by bench/text.bench.mjs; here, that the results are right and bounded.
 */
import { describe, expect, it } from "vitest";
import { defineRiftCard, parseRiftText } from "../../src/index.js";
import { expectSoundParse } from "../helpers.js";

describe("hostile Riftbound card text", () => {
  it('". " × 10,000 (20 KB) is read whole: one unmodelled static per sentence, no text problems', () => {
    const text = ". ".repeat(10_000);
    const { def, problems } = defineRiftCard({ name: "Bot", type: "unit", text });
    expect(problems).toEqual([{ field: "might", start: 0, end: 0, message: "A unit needs a Might." }]);
    expect(def.abilities).toHaveLength(10_000);
    expect(def.abilities.every((a) => a.kind === "static" && a.effect.kind === "unmodelled" && a.text === ".")).toBe(true);
  });

  it('"[" × 30,000 gives 100 problems, a count of the other 19,900 and one about the unread 10,000 characters', () => {
    const text = "[".repeat(30_000);
    const { problems } = defineRiftCard({ name: "Bot", type: "unit", text });
    const textProblems = problems.filter((p) => p.field === "text");
    expect(textProblems).toHaveLength(102);
    expect(textProblems.slice(0, 100).every((p, i) => p.start === i && p.end === i + 1 && p.message === '"[" is never closed on this line.')).toBe(true);
    expect(textProblems.slice(100)).toEqual([
      { field: "text", start: 100, end: 101, message: "19,900 more problems in this text are not listed: only the first 100 are reported." },
      { field: "text", start: 20_000, end: 30_000, message: "Card text is limited to 20,000 characters: the last 10,000 are not read." },
    ]);
    expectSoundParse(text, parseRiftText(text));
  });
});
