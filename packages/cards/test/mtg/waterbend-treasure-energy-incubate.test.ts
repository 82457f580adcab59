import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const abilities = (text: string, name = "Test Card") => parseMtgText(text, { name, types: ["Creature"] }).abilities;

describe("waterbend costs (701.67a, rulings M75), Treasure tokens (111.10a) and energy (107.14)", () => {
  it("reads 'Waterbend {3}: …' as an activated ability whose mana is a waterbend cost", () => {
    expect(abilities("Waterbend {3}: This creature can't be blocked this turn.")).toMatchObject([
      { kind: "activated", cost: { mana: "{3}", waterbend: true }, effect: [{ kind: "combat-this-turn", effect: "cant-be-blocked", on: "self" }] },
    ]);
  });

  it("leaves a waterbend cost beside other mana unmodelled (701.67b: only its own generic mana)", () => {
    expect(abilities("{1}, Waterbend {2}: This creature can't be blocked this turn.")).toMatchObject([{ kind: "static", effect: { kind: "unmodelled" } }]);
  });

  it("reads 'create two Treasure tokens' as two Treasures with their mana ability", () => {
    const [trigger] = abilities("When you cycle Test Card, create two Treasure tokens.");
    expect(trigger).toMatchObject({
      kind: "triggered",
      trigger: "when-you-cycle-this",
      effect: [
        {
          kind: "create-token",
          count: { kind: "fixed", n: 2 },
          token: { name: "Treasure", types: ["Artifact"], subtypes: ["Treasure"], abilities: [{ kind: "mana", cost: { tapSelf: true, sacrificeSelf: true }, produces: ["W", "U", "B", "R", "G"] }] },
        },
      ],
    });
  });

  it("reads Jolted Awake's line whole: up to one target card in your graveyard, {E}{E}, then energy paid for its mana value", () => {
    const parsed = parseMtgText(
      "Choose up to one target artifact or creature card in your graveyard. You get {E}{E} (two energy counters). Then you may pay an amount of {E} equal to that card's mana value. If you do, return it from your graveyard to the battlefield.",
      { name: "Test Card", types: ["Sorcery"] },
    );
    expect(parsed.spell).toEqual({
      effect: [{ kind: "get-energy", count: 2 }, { kind: "may-pay-energy-equal-to-target-mana-value", then: [{ kind: "return-target-to-battlefield" }] }],
      target: { graveyardCard: [{ supertypes: [], types: ["Artifact"], subtypes: [] }, { supertypes: [], types: ["Creature"], subtypes: [] }], whose: "yours" },
      targetCount: { min: 0, max: 1 },
    });
  });

  it("reads 'incubate 3' (701.53a) as an Incubator token with three +1/+1 counters and a Phyrexian other face", () => {
    const [trigger] = abilities("When Test Card dies, incubate 3.");
    expect(trigger).toMatchObject({
      kind: "triggered",
      trigger: "when-dies",
      effect: [
        {
          kind: "create-token",
          count: { kind: "fixed", n: 1 },
          token: {
            name: "Incubator",
            types: ["Artifact"],
            counters: { "+1/+1": 3 },
            abilities: [{ kind: "activated", cost: { mana: "{2}" }, effect: [{ kind: "transform-self" }] }],
            backFace: { name: "Phyrexian Token", types: ["Artifact", "Creature"], subtypes: ["Phyrexian"], power: 0, toughness: 0 },
          },
        },
      ],
    });
  });
});
