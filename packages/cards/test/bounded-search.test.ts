import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closingIndex, forwardIndexOf, indexWithin } from "../src/bounded-search.js";
import { recordingText } from "./helpers.js";

describe("indexWithin", () => {
  it("finds a character inside the span only, reading nothing past its end", () => {
    const { text, reads } = recordingText(`{2${"x".repeat(1000)}}`);
    expect(indexWithin(text, "}", { start: 0, end: 10 })).toBe(-1);
    expect(Math.max(...reads)).toBe(9);
    expect(indexWithin("a:b:c", ":", { start: 2, end: 5 })).toBe(3);
  });
});

describe("closingIndex", () => {
  it("finds the closer, or stops at a stopper", () => {
    expect(closingIndex("[Fury] x", 0, "]", "[\n")).toBe(5);
    expect(closingIndex("[Fury\n] x", 0, "]", "[\n")).toBe(-1);
    expect(closingIndex("[Fury\n] x", 0, "]", "[")).toBe(6);
    expect(closingIndex("[[1]", 0, "]", "[")).toBe(-1);
    expect(closingIndex("[", 0, "]", "[")).toBe(-1);
  });

  it("reads only as far as the next opener in a run of unclosed ones", () => {
    // "[[[[…": each "[" is given up at the next one, so the whole run is read about once.
    const { text, reads } = recordingText("[".repeat(1000));
    for (let i = 0; i < 1000; i += 1) expect(closingIndex(text, i, "]", "[\n")).toBe(-1);
    expect(reads.length).toBeLessThanOrEqual(1000);
  });
});

describe("forwardIndexOf", () => {
  it("answers as indexOf does, whatever the order of the questions", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", ",", " ") }), fc.array(fc.nat(40)), (text, froms) => {
        const next = forwardIndexOf(text, ",");
        for (const from of froms) expect(next(from)).toBe(text.indexOf(",", from));
      }),
    );
  });

  it("searches a text with no comma once, however many offsets ask", () => {
    const { text, searchesFrom } = recordingText("When you cycle a. ".repeat(100));
    const next = forwardIndexOf(text, ",");
    for (let from = 0; from < text.length; from += 18) expect(next(from)).toBe(-1);
    expect(searchesFrom).toEqual([0]);
  });

  it("searches again only once the last answer is behind", () => {
    const { text, searchesFrom } = recordingText("a, b, c");
    const next = forwardIndexOf(text, ",");
    expect([next(0), next(1), next(2), next(3), next(5)]).toEqual([1, 1, 4, 4, -1]);
    expect(searchesFrom).toEqual([0, 2, 5]);
  });
});
