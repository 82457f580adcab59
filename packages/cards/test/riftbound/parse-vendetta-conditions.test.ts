import { describe, expect, it } from "vitest";
import { parseRiftText } from "../../src/index.js";

/** Clauses of Vendetta cards read as conditions, costs within instructions and points (rulings R25). */
describe("parseRiftText: Vendetta conditions and costs", () => {
  it("reads Gust Monk's banish from any trash as the cost of its [Assault 2]", () => {
    const parsed = parseRiftText(
      "You may pay [1] as an additional cost to play me.\nWhen you play me, if you paid the additional cost, banish a card from any trash to give a unit [Assault 2] this turn. (+2 [M] while it's an attacker.)",
      { type: "unit" },
    );
    expect(parsed.notModelled).toEqual([]);
    expect(parsed.abilities).toMatchObject([
      {
        trigger: "when-played",
        effect: [
          {
            kind: "if-paid-additional-cost",
            effect: [{ kind: "cost-then", cost: [{ kind: "banish-from-trash", match: {}, whose: "any" }], effect: [{ kind: "give-keyword-this-turn", keyword: "Assault 2", target: "unit" }] }],
          },
        ],
      },
    ]);
  });

  it("reads Swain, Visionary's played-this-turn condition and the point it gives", () => {
    const parsed = parseRiftText("When I conquer, if you've played a non-token unit, a non-token gear, and a spell this turn, you score 1 point.", { type: "unit" });
    expect(parsed.notModelled).toEqual([]);
    expect(parsed.abilities).toMatchObject([
      { trigger: "when-conquer", effect: [{ kind: "if-played-this-turn", types: ["unit", "gear", "spell"], effect: [{ kind: "gain-points", count: 1 }] }] },
    ]);
  });

  it("leaves a played-this-turn condition naming something other than a card type unmodelled", () => {
    const parsed = parseRiftText("When I conquer, if you've played a Poro this turn, you score 1 point.", { type: "unit" });
    expect(parsed.notModelled).toHaveLength(1);
  });

  it("reads Kharox's chosen opponent, their burn, and the optional play from their trash", () => {
    const parsed = parseRiftText(
      "When I become [Empowered], choose an opponent. They [Burn 3]. Then you may do this: Choose a unit in their trash and play it, ignoring its cost.",
      { type: "unit" },
    );
    expect(parsed.notModelled).toEqual([]);
    expect(parsed.abilities).toMatchObject([
      {
        trigger: "when-empowered",
        effect: [
          { kind: "burn", count: 3, who: "chosen-opponent" },
          { kind: "you-may", effect: [{ kind: "play-from-trash", match: { types: ["unit"] }, ignore: "all", whose: "chosen-player" }] },
        ],
      },
    ]);
  });
});
