import { describe, expect, it } from "vitest";
import { CARD_TEXT_LIMITS, defineMtgCard, parseMtgText, parseRiftCost, parseRiftText, parseTypeLine, type TextProblem } from "../src/index.js";
import { parseWithinLimits } from "../src/text-limits.js";
import { expectSoundParse } from "./helpers.js";

const { maxTextLength, maxProblems } = CARD_TEXT_LIMITS;

describe("CARD_TEXT_LIMITS", () => {
  it("are exported, and can't be lifted by a caller", () => {
    expect(CARD_TEXT_LIMITS).toEqual({ maxTextLength: 20_000, maxProblems: 100 });
    expect(Object.isFrozen(CARD_TEXT_LIMITS)).toBe(true);
  });
});

describe("the problem cap", () => {
  it("lists the first problems and then one that counts the rest, on the first one left out", () => {
    const text = "]".repeat(250);
    const { problems } = parseRiftText(text);
    expect(problems).toHaveLength(maxProblems + 1);
    expect(problems.slice(0, maxProblems).every((p, i) => p.start === i && p.message === '"]" has no matching "[".')).toBe(true);
    expect(problems[maxProblems]).toEqual({ start: 100, end: 101, message: "150 more problems in this text are not listed: only the first 100 are reported." });
  });

  it("leaves a text with exactly the most problems alone", () => {
    expect(parseRiftText("]".repeat(maxProblems)).problems).toHaveLength(maxProblems);
  });

  it("applies to every parser that reports problems", () => {
    const capped = (problems: readonly TextProblem[]) => problems.length === maxProblems + 1 && /more problems in this text are not listed/.test(problems[maxProblems]?.message ?? "");
    expect(capped(parseMtgText("}".repeat(500)).problems)).toBe(true);
    expect(capped(parseRiftCost("[".repeat(500)).problems)).toBe(true);
    expect(capped(parseTypeLine("Zombie ".repeat(500)).problems)).toBe(true);
    const card = defineMtgCard({ name: "Bot", type: "Land", manaCost: "{".repeat(500) });
    expect(capped(card.problems.filter((p) => p.field === "manaCost"))).toBe(true);
  });

  it("never carries a fix on the count, even when the first problem left out has one", () => {
    const one = { start: 0, end: 1, message: "m", replacement: "r" };
    const { problems } = parseWithinLimits("x", () => ({ problems: Array.from({ length: maxProblems + 5 }, () => one) }));
    expect(problems[maxProblems]).toEqual({ start: 0, end: 1, message: "5 more problems in this text are not listed: only the first 100 are reported." });
  });
});

describe("the text length limit", () => {
  it("reads a text of exactly the limit whole", () => {
    const text = ". ".repeat(maxTextLength / 2);
    const parsed = parseRiftText(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities).toHaveLength(maxTextLength / 2);
  });

  it("reads no further than the limit and reports the rest as one problem", () => {
    const text = `${"Draw 1. ".repeat(maxTextLength / 8)}[Nonsense`;
    const parsed = parseRiftText(text, { type: "spell" });
    expect(parsed.problems).toEqual([{ start: maxTextLength, end: text.length, message: "Card text is limited to 20,000 characters: the last 9 are not read." }]);
    expect(parsed.onPlay).toHaveLength(maxTextLength / 8);
  });

  it("never cuts a character made of two code units in half", () => {
    const text = `${"x".repeat(maxTextLength - 1)}🔥 more`;
    const parsed = parseMtgText(text);
    expect(parsed.problems).toEqual([{ start: maxTextLength - 1, end: text.length, message: "Card text is limited to 20,000 characters: the last 7 are not read." }]);
    expect(parsed.abilities).toEqual([{ kind: "static", effect: { kind: "unmodelled" }, text: "x".repeat(maxTextLength - 1) }]);
  });
});

describe("problems stay inside the text", () => {
  it("whatever offsets a parser slips into, one place moves them inside", () => {
    const slips = [
      { start: 8, end: 9, message: "past the end" },
      { start: -2, end: 3, message: "before the start" },
      { start: 4, end: 2, message: "backwards" },
      { start: Number.NaN, end: Number.NaN, message: "not a number" },
      { start: 1, end: 3, message: "fine" },
    ];
    const text = "Cycling-";
    const { problems } = parseWithinLimits(text, () => ({ problems: slips }));
    expect(problems.map((p) => [p.start, p.end])).toEqual([[8, 8], [0, 3], [4, 4], [0, 0], [1, 3]]);
    expect(problems[4]).toBe(slips[4]);
    expectSoundParse(text, { problems });
  });
});
