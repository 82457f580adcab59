import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

describe("tokens with abilities", () => {
  it("reads 'create a Food token' as Food's 111.10b definition, and 'two Food tokens' as two", () => {
    const [food] = parseMtgText("When this creature enters, create two Food tokens.").abilities;
    expect(food).toMatchObject({
      trigger: "when-enters",
      effect: [
        {
          kind: "create-token",
          count: { kind: "fixed", n: 2 },
          token: { name: "Food", types: ["Artifact"], subtypes: ["Food"], abilities: [{ kind: "activated", cost: { mana: "{2}", tapSelf: true, sacrificeSelf: true }, effect: [{ kind: "gain-life", who: "you" }] }] },
        },
      ],
    });
  });

  it("reads an Eldrazi Spawn's quoted mana ability, and leaves a quoted ability it doesn't know unmodelled", () => {
    const spawn = parseMtgText('When you cast or cycle Warped Tusker, create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this creature: Add {C}."', { name: "Warped Tusker" });
    expect(spawn.abilities.map((a) => (a.kind === "triggered" ? a.trigger : a.kind))).toEqual(["when-you-cast-this", "when-you-cycle-this"]);
    expect(spawn.abilities[0]).toMatchObject({
      effect: [{ kind: "create-token", token: { name: "Eldrazi Spawn", colors: [], power: 0, toughness: 1, abilities: [{ kind: "mana", cost: { sacrificeSelf: true }, produces: ["C"] }] } }],
    });
    const other = 'Create a 1/1 colorless Pilot creature token with "This token crews Vehicles as though its power were 2 greater."';
    expect(parseMtgText(other, { types: ["Sorcery"] }).spell?.effect).toEqual([{ kind: "unmodelled", text: other }]);
  });

  it("reads a mana ability paid by sacrificing itself, with or without a tap", () => {
    expect(parseMtgText("Sacrifice this creature: Add {C}.").abilities).toEqual([{ kind: "mana", cost: { sacrificeSelf: true }, produces: ["C"], text: "Sacrifice this creature: Add {C}." }]);
    expect(parseMtgText("{T}, Sacrifice this artifact: Add {R}.").abilities).toEqual([expect.objectContaining({ kind: "mana", cost: { tapSelf: true, sacrificeSelf: true }, produces: ["R"] })]);
    // Mana in the cost is paid as it is activated (602.2b, rulings M28).
    expect(parseMtgText("{1}, Sacrifice this artifact: Add {R}.").abilities).toEqual([expect.objectContaining({ kind: "mana", cost: { mana: "{1}", sacrificeSelf: true }, produces: ["R"] })]);
  });
});
