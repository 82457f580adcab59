import { describe, expect, it } from "vitest";
import { describeRiftSymbol, parseRiftCost, RIFT_SYMBOLS } from "../../src/index.js";

describe("parseRiftCost", () => {
  it("reads energy and power in bracketed, bare and spelled-out forms", () => {
    expect(parseRiftCost("[2][R]")).toEqual({ cost: { energy: 2, power: ["fury"] }, problems: [] });
    expect(parseRiftCost("8 [U][U]")).toEqual({ cost: { energy: 8, power: ["mind", "mind"] }, problems: [] });
    expect(parseRiftCost("[1][Order][a]")).toEqual({ cost: { energy: 1, power: ["order", "any"] }, problems: [] });
    expect(parseRiftCost("")).toEqual({ cost: { energy: 0, power: [] }, problems: [] });
  });

  it("resolves [C] only when the card has exactly one domain", () => {
    expect(parseRiftCost("[C]", { domains: ["chaos"] }).cost.power).toEqual(["chaos"]);
    expect(parseRiftCost("[C]", { domains: ["chaos", "fury"] }).problems).toEqual([{ start: 0, end: 3, message: expect.stringContaining("[C]") }]);
  });

  it("reports unknown symbols, stray text and non-cost symbols at their offsets", () => {
    expect(parseRiftCost("[2][Rr]").problems).toEqual([expect.objectContaining({ start: 3, end: 7, replacement: "[R]" })]);
    expect(parseRiftCost("2 red").problems).toEqual([expect.objectContaining({ start: 2, end: 5 })]);
    expect(parseRiftCost("[E][M]").problems.map((p) => [p.start, p.end])).toEqual([[0, 3], [3, 6]]);
    expect(parseRiftCost("[2").problems).toEqual([expect.objectContaining({ start: 0, end: 1 })]);
  });
});

describe("symbols", () => {
  it("describes symbols for hovers", () => {
    expect(RIFT_SYMBOLS["[E]"]?.kind).toBe("exhaust");
    expect(RIFT_SYMBOLS["[Y]"]).toMatchObject({ kind: "power", domain: "order" });
    expect(RIFT_SYMBOLS["[Fury]"]).toMatchObject({ kind: "power", domain: "fury" });
    expect(describeRiftSymbol("[12]")).toMatchObject({ kind: "energy", amount: 12 });
    expect(describeRiftSymbol("[calm]")).toMatchObject({ domain: "calm" });
    expect(describeRiftSymbol("[Reaction]")).toBeUndefined();
  });
});
