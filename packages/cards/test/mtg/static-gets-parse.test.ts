import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const statics = (text: string, name = "Test Card", types = ["Creature"]) =>
  parseMtgText(text, { name, types }).abilities.flatMap((a) => (a.kind === "static" ? [a.effect] : []));
const spell = (text: string, name = "Test Card") => parseMtgText(text, { name, types: ["Instant"] }).spell;
const q = (types: string[], subtypes: string[] = []) => ({ supertypes: [], types, subtypes });

describe("static abilities by kind and count, and 'becomes' effects (rulings M51)", () => {
  it("reads an Aura's bonus by a count and its ward, and not a count it can't read", () => {
    expect(statics("Enchanted creature gets +1/+1 for each creature you control.", "Test Aura", ["Enchantment"])).toEqual([
      { kind: "enchanted-gets", power: 1, toughness: 1, keywords: [], per: { parts: [{ kind: "permanents-you-control", query: q(["Creature"]) }] } },
    ]);
    expect(statics("Enchanted creature gets +3/+3 and has ward {2}.", "Test Aura", ["Enchantment"])).toEqual([
      { kind: "enchanted-gets", power: 3, toughness: 3, keywords: [], ward: { kind: "mana", mana: "{2}" } },
    ]);
    expect(statics("Enchanted creature gets +1/+1 for each card in your hand.", "Test Aura", ["Enchantment"])).toEqual([{ kind: "unmodelled" }]);
    // Withering Hex's counter reading is unchanged.
    expect(statics("Enchanted creature gets -1/-1 for each plague counter on Test Aura.", "Test Aura", ["Enchantment"])).toEqual([
      { kind: "enchanted-gets", power: -1, toughness: -1, keywords: [], perCounterOnAura: "plague" },
    ]);
  });

  it("reads a creature's own bonus by its graveyard, an anthem by kind and count, and a keyword by kind", () => {
    expect(statics("Test Card gets +1/+0 for each card with cycling in your graveyard.")).toEqual([
      { kind: "gets", who: { kind: "self" }, power: 1, toughness: 0, keywords: [], per: { parts: [{ kind: "cards-in-your-graveyard", query: q([]), cycling: true }] } },
    ]);
    expect(statics("Artifact creatures and Heroes you control get +1/+1 for each Artificer you control and each Artificer card in your graveyard.")).toEqual([
      {
        kind: "gets",
        who: { kind: "you-control", filters: [q(["Artifact", "Creature"]), q([], ["Hero"])] },
        power: 1,
        toughness: 1,
        keywords: [],
        per: { parts: [{ kind: "permanents-you-control", query: q([], ["Artificer"]) }, { kind: "cards-in-your-graveyard", query: q([], ["Artificer"]) }] },
      },
    ]);
    expect(statics("Rhinos you control have menace.")).toEqual([{ kind: "gets", who: { kind: "you-control", filters: [q([], ["Rhino"])] }, power: 0, toughness: 0, keywords: ["Menace"] }]);
    expect(statics("Rhinos you control have ward {2}.")).toEqual([{ kind: "unmodelled" }]);
  });

  it("reads an Aura that sets a basic land type, and not another kind of type", () => {
    expect(statics("Enchanted land is an Island.", "Test Aura", ["Enchantment"])).toEqual([{ kind: "enchanted-land-is", landType: "Island" }]);
    expect(statics("Enchanted land is a Desert.", "Test Aura", ["Enchantment"])).toEqual([{ kind: "unmodelled" }]);
  });

  it("reads an Aura's quoted activated ability, and not a quote it can't read whole", () => {
    expect(statics('Enchanted land has "{T}: Target creature gains trample and haste until end of turn."', "Test Aura", ["Enchantment"])).toEqual([
      {
        kind: "enchanted-has",
        abilities: [
          {
            kind: "activated",
            cost: { tapSelf: true },
            effect: [{ kind: "pump", on: "target", power: 0, toughness: 0, keywords: ["Trample", "Haste"] }],
            zone: "battlefield",
            timing: "instant",
            target: "creature",
            text: "{T}: Target creature gains trample and haste until end of turn.",
          },
        ],
      },
    ]);
    expect(statics('Enchanted land has "{T}: Target creature gains shadow until end of turn."', "Test Aura", ["Enchantment"])).toEqual([{ kind: "unmodelled" }]);
  });

  it("reads keywords gained by the creatures of a type you control", () => {
    const [trigger] = parseMtgText("When you cycle Test Card, Cats you control gain hexproof and indestructible until end of turn.", { name: "Test Card", types: ["Creature"] }).abilities;
    expect(trigger).toMatchObject({ effect: [{ kind: "pump", on: "creatures-you-control", power: 0, toughness: 0, keywords: ["Hexproof", "Indestructible"], only: q([], ["Cat"]) }] });
  });

  it("reads a deck's copy exception", () => {
    expect(statics("A deck can have any number of cards named Test Card.")).toEqual([{ kind: "deck-copies", limit: "any" }]);
    expect(statics("A deck can have up to seven cards named Test Card.")).toEqual([{ kind: "deck-copies", limit: 7 }]);
  });

  it("reads 'becomes' effects with their types, colors, base power and keywords", () => {
    const [trigger] = parseMtgText(
      "Whenever you cycle a card, you may have Test Card become a 5/4 Dinosaur creature with trample and haste in addition to its other types until end of turn.",
      { name: "Test Card", types: ["Enchantment"] },
    ).abilities;
    expect(trigger).toMatchObject({
      kind: "triggered",
      optional: true,
      effect: [{ kind: "becomes-until-end-of-turn", on: "self", spec: { addTypes: ["Creature"], creatureTypes: ["Dinosaur"], keepTypes: true, base: { power: 5, toughness: 4 }, keywords: ["Trample", "Haste"] } }],
    });
    const [veiled] = parseMtgText(
      'When an opponent casts a spell, if Test Card is an enchantment, Test Card becomes a 4/4 Serpent creature with "This creature can\'t attack unless defending player controls an Island."',
      { name: "Test Card", types: ["Enchantment"] },
    ).abilities;
    expect(veiled).toMatchObject({
      kind: "triggered",
      trigger: "whenever-an-opponent-casts",
      ifSelfIs: "Enchantment",
      effect: [
        {
          kind: "becomes-indefinitely",
          on: "self",
          spec: {
            addTypes: ["Creature"],
            creatureTypes: ["Serpent"],
            replacesCardTypes: true,
            base: { power: 4, toughness: 4 },
            abilities: [{ kind: "static", effect: { kind: "combat", rule: { kind: "cant-attack-unless-defender-controls", subtype: "Island" } }, text: "This creature can't attack unless defending player controls an Island." }],
          },
        },
      ],
    });
    expect(spell("Until end of turn, target creature becomes a blue Serpent with base power and toughness 4/4.")).toEqual({
      effect: [{ kind: "becomes-until-end-of-turn", on: "target", spec: { addTypes: [], creatureTypes: ["Serpent"], keepTypes: false, colors: ["U"], base: { power: 4, toughness: 4 }, keywords: [] } }],
      target: "creature",
    });
  });
});
