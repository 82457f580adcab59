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

  it("reads Mel, Defiant Soul's [Empower] cost in words and her banish by Might", () => {
    const parsed = parseRiftText(
      "[Empower] — Discard a spell (Pay the cost: Empower me. Use only if not Empowered.)\nWhen I become [Empowered], banish an enemy unit at a battlefield with 3 [M] or less.",
      { type: "unit" },
    );
    expect(parsed.notModelled).toEqual([]);
    expect(parsed.abilities).toMatchObject([
      { kind: "activated", name: "empower", cost: [{ kind: "discard", count: 1, match: { types: ["spell"] } }], onlyIfNotEmpowered: true },
      { trigger: "when-empowered", effect: [{ kind: "banish-unit", target: "enemy-unit-at-battlefield", mightAtMost: 3 }] },
    ]);
    expect(parseRiftText("[Empower] — Discard 1", { type: "unit" }).abilities).toMatchObject([{ cost: [{ kind: "discard", count: 1, match: {} }] }]);
  });

  it("reads Forgotten Relic's two triggers, its burn and the Might of the burned unit", () => {
    const parsed = parseRiftText(
      "When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn a unit this way, do this: Give a friendly unit +[M] equal to the burned card's Might this turn.",
      { type: "gear" },
    );
    expect(parsed.notModelled).toEqual([]);
    const effect = [{ kind: "burn", count: 1 }, { kind: "if-burned-give-its-might", match: { types: ["unit"] }, target: "friendly-unit" }];
    expect(parsed.abilities).toMatchObject([
      { trigger: "when-played", effect },
      { trigger: "start-of-beginning-phase", effect },
    ]);
  });
});
