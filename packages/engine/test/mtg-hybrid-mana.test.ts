/**
 * Two-colour hybrid mana symbols (107.4e): {W/U} is paid with one white or one blue mana; it
 * counts 1 toward mana value (202.3f) and gives its card both colours (105.2).
 */
import { describe, expect, it } from "vitest";
import { EMPTY_POOL, colorsOf, formatNeed, manaValue, needFor, parseManaCost } from "../src/index.js";
import { planMana } from "../src/mtg/mana-plan.js";

const need = (text: string) => needFor(parseManaCost(text)!, 0);

describe("hybrid mana (107.4e)", () => {
  it("reads {R/G}, counts it once toward mana value and gives both colours", () => {
    const cost = parseManaCost("{3}{R/G}")!;
    expect(cost.hybrid).toEqual([["R", "G"]]);
    expect(manaValue(cost)).toBe(4);
    expect(colorsOf(cost)).toEqual(["R", "G"]);
    expect(formatNeed(needFor(cost, 0))).toBe("{3}{R/G}");
  });

  it("refuses a hybrid of one colour with itself, and monocoloured hybrid", () => {
    expect(parseManaCost("{U/U}")).toBeUndefined();
    expect(parseManaCost("{2/W}")).toBeUndefined();
  });

  it("is paid by a source of either colour, and by neither other", () => {
    expect(planMana(need("{R/G}"), EMPTY_POOL, [{ id: "forest", produces: ["G"] }])?.taps).toEqual([{ id: "forest", kind: "G" }]);
    expect(planMana(need("{R/G}"), EMPTY_POOL, [{ id: "mountain", produces: ["R"] }])?.taps).toEqual([{ id: "mountain", kind: "R" }]);
    expect(planMana(need("{R/G}"), EMPTY_POOL, [{ id: "island", produces: ["U"] }])).toBeUndefined();
  });

  it("finds the payment when floating mana must go to the second hybrid symbol", () => {
    // {U} floats and only a Plains is untapped: the Plains pays {W/U}, the {U} pays {U/B}.
    const plan = planMana(need("{W/U}{U/B}"), { ...EMPTY_POOL, U: 1 }, [{ id: "plains", produces: ["W"] }]);
    expect(plan?.taps).toEqual([{ id: "plains", kind: "W" }]);
    expect(plan?.spend).toEqual({ ...EMPTY_POOL, W: 1, U: 1 });
  });
});
