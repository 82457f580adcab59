import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const abilities = (text: string, name = "Test Card") => parseMtgText(text, { name, types: ["Creature"] }).abilities;

describe("waterbend costs (701.67a, rulings M75) and Treasure tokens (111.10a)", () => {
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
});
