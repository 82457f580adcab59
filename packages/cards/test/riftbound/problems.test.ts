import { describe, expect, it } from "vitest";
import { parseRiftText } from "../../src/index.js";
import { pointedAt, spanOf } from "../helpers.js";

describe("problems point at exact offsets", () => {
  it("flags a recycle cost without a count, on exactly that cost part", () => {
    const text = "[Ganking]\nRecycle from your trash: Give me +1 [M] this turn.";
    const { problems, abilities } = parseRiftText(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject(spanOf(text, "Recycle from your trash"));
    expect(problems[0]?.message).toMatch(/no count/);
    // The ability is kept as text: without a count the engine can't know what to charge.
    expect(abilities).toEqual([{ kind: "static", effect: { kind: "unmodelled" }, text: "Recycle from your trash: Give me +1 [M] this turn." }]);
  });

  it("suggests digits for a spelled-out count, with a replacement", () => {
    const text = "Recycle three from your trash, [1], [E]: Draw 1.";
    const { problems } = parseRiftText(text);
    expect(problems).toEqual([
      { ...spanOf(text, "three"), message: 'Write the recycle count as digits: "Recycle 3 from …" (416.6).', replacement: "3" },
    ]);
  });

  it("finds the spelled-out count in an effect on a later line", () => {
    const text = "[Vision]\nAt the start of your Beginning Phase, recycle up to two cards from your trash.";
    const [problem] = parseRiftText(text).problems;
    expect(problem && pointedAt(text, problem)).toBe("two");
    expect(problem?.replacement).toBe("2");
  });

  it("flags a missing zone and a zero count", () => {
    const text = "Recycle 2: Draw 1.\nRecycle 0 from your trash: Draw 1.";
    const problems = parseRiftText(text).problems;
    expect(problems.map((p) => pointedAt(text, p))).toEqual(["Recycle 2", "0"]);
    expect(problems[0]?.start).toBe(0);
    expect(problems[1]?.start).toBe(spanOf(text, "0 from").start);
  });

  it("flags unknown symbols with a did-you-mean, and unclosed brackets", () => {
    const text = "[E]: [Rection] — Add [Q].\nRecycle this: Add [C";
    const problems = parseRiftText(text, { domains: ["fury"] }).problems;
    expect(problems.map((p) => pointedAt(text, p))).toEqual(["[Rection]", "[Q]", "["]);
    expect(problems[0]).toMatchObject({ replacement: "[Reaction]" });
    expect(problems[2]?.start).toBe(text.lastIndexOf("["));
  });

  it("flags [M] in a cost and [C] on a card without a domain", () => {
    const text = "[M]: Draw 1.\n[C]: Draw 1.";
    const problems = parseRiftText(text, { domains: [] }).problems;
    expect(problems.map((p) => pointedAt(text, p))).toEqual(["[M]", "[C]"]);
  });

  it("raises nothing for recycle wording inside reminder text or for valid wording", () => {
    const text = "[Vision] (Recycle from your trash, or recycle three from there.)\nRecycle one of your runes: Draw 1.";
    expect(parseRiftText(text).problems).toEqual([]);
  });

  it("reports an activated ability with nothing after the colon", () => {
    const text = "[E]:";
    expect(parseRiftText(text).problems).toEqual([{ start: 3, end: 4, message: "This ability has a cost but no effect after the colon." }]);
  });

  it("keeps offsets right after astral-plane characters", () => {
    const text = "🔥 Recycle from your trash: Draw 1.";
    const [problem] = parseRiftText(text).problems;
    expect(problem && pointedAt(text, problem)).toBe("Recycle from your trash");
  });
});
