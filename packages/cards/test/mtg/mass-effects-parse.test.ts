import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const spell = (text: string) => parseMtgText(text, { types: ["Sorcery"] }).spell?.effect;
const type = (t: string) => ({ supertypes: [], types: [t], subtypes: [] });

describe("'destroy all …' (701.8a): the plural phrase read whole", () => {
  it("reads one kind, several joined by 'and', and a qualified 'nonland permanents'", () => {
    expect(spell("Destroy all enchantments.")).toEqual([{ kind: "destroy-all", filters: [type("Enchantment")] }]);
    expect(spell("Destroy all artifacts, creatures, and enchantments.")).toEqual([{ kind: "destroy-all", filters: [type("Artifact"), type("Creature"), type("Enchantment")] }]);
    expect(spell("Destroy all artifacts and enchantments.")).toEqual([{ kind: "destroy-all", filters: [type("Artifact"), type("Enchantment")] }]);
    expect(spell("Destroy all nonland permanents with mana value 1 or less.")).toEqual([
      { kind: "destroy-all", filters: [{ supertypes: [], types: [], subtypes: [], notTypes: ["Land"], stat: { of: "mana-value", atMost: 1 } }] },
    ]);
  });

  it("leaves a phrase it doesn't read whole unmodelled: a controller, a subtype, a word it doesn't know", () => {
    for (const text of ["Destroy all creatures you control.", "Destroy all Goblins.", "Destroy all tapped creatures."]) {
      expect(spell(text)).toEqual([{ kind: "unmodelled", text }]);
    }
  });
});

describe("mill (701.17a), in its words and its older wording", () => {
  it("reads who mills and how many, up to fourteen", () => {
    expect(spell("Each opponent mills fourteen cards.")).toEqual([{ kind: "mill", who: "each-opponent", count: { kind: "fixed", n: 14 } }]);
    expect(spell("Target player mills three cards.")).toEqual([{ kind: "mill", who: "target", count: { kind: "fixed", n: 3 } }]);
    expect(parseMtgText("Target player puts the top five cards of their library into their graveyard.", { types: ["Sorcery"] }).spell).toEqual({
      effect: [{ kind: "mill", who: "target", count: { kind: "fixed", n: 5 } }],
      target: "player",
    });
  });
});

describe("effects on every creature", () => {
  it("reads 'deals X damage to each creature' and 'all other creatures get -2/-2'", () => {
    expect(parseMtgText("Starstorm deals X damage to each creature.", { name: "Starstorm", types: ["Instant"] }).spell?.effect).toEqual([{ kind: "damage", to: "each-creature", amount: { kind: "x" } }]);
    expect(parseMtgText("When this creature enters, all other creatures get -2/-2 until end of turn.").abilities).toEqual([
      expect.objectContaining({ trigger: "when-enters", effect: [{ kind: "pump", on: "other-creatures", power: -2, toughness: -2 }] }),
    ]);
  });
});
