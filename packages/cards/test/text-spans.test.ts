import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { costAndColonSpan, firstSentenceSpan, sentenceSpans } from "../src/text-spans.js";
import { cardTextFrom, recordingText } from "./helpers.js";

const whole = (text: string) => ({ start: 0, end: text.length });

describe("firstSentenceSpan", () => {
  it("is the first of sentenceSpans, for any text and any span of it", () => {
    const text = cardTextFrom([". ", "! ", "? ", "Dr. ", "[", "]", "Draw 1", " ", "\n", ".", "Mr.", "x"]);
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, a, b) => {
        const [start, end] = [Math.min(a, b) % (t.length + 1), Math.max(a, b) % (t.length + 1)].sort((x, y) => x - y) as [number, number];
        expect(firstSentenceSpan(t, { start, end })).toEqual(sentenceSpans(t, { start, end })[0]);
      }),
      { numRuns: 500 },
    );
  });

  it("reads no further than the end of that sentence", () => {
    // What lets a parser take one sentence at a time from a long line without re-reading the line.
    const { text, reads } = recordingText(`Draw 1. ${"x".repeat(1000)}`);
    expect(firstSentenceSpan(text, whole(text))).toEqual({ start: 0, end: 7 });
    expect(Math.max(...reads)).toBeLessThanOrEqual("Draw 1. ".length);
  });

  it("checks for a title such as \"Dr.\" by reading back over one word, not the whole sentence", () => {
    const source = "Dr. ".repeat(500);
    const { text, reads } = recordingText(source);
    expect(sentenceSpans(text, whole(text))).toEqual([{ start: 0, end: source.length - 1 }]);
    expect(reads.length).toBeLessThanOrEqual(3 * source.length);
  });
});

describe("costAndColonSpan", () => {
  const pointed = (text: string) => {
    const span = costAndColonSpan(text, whole(text));
    return text.slice(span.start, span.end);
  };

  it("covers the first sentence and the first character of the second", () => {
    expect(pointed("Kill this: Draw 1.")).toBe("Kill this: Draw 1.");
    expect(pointed("Kill this. Draw 1: x")).toBe("Kill this. D");
    // A colon that opens the second sentence still follows a one-sentence cost.
    expect(pointed("Kill this. : Draw 1")).toBe("Kill this. :");
    expect(pointed("   ")).toBe("   ");
  });

  it("reads no further than the start of the second sentence", () => {
    const { text, reads } = recordingText(`Kill this. ${". ".repeat(1000)}: x`);
    costAndColonSpan(text, whole(text));
    expect(Math.max(...reads)).toBeLessThanOrEqual("Kill this. .".length);
  });
});
