import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const spell = (text: string, name = "Test Card") => parseMtgText(text, { name, types: ["Instant"] }).spell;
const abilities = (text: string, name = "Test Card") => parseMtgText(text, { name, types: ["Creature"] }).abilities;

describe("assorted templates (rulings M29)", () => {
  it("puts a target enchantment on top of its owner's library, and reads no other place", () => {
    expect(spell("Put target enchantment on top of its owner's library.")).toEqual({
      effect: [{ kind: "target-to-library-top" }],
      target: { permanent: [{ supertypes: [], types: ["Enchantment"], subtypes: [] }] },
    });
    expect(spell("Put target enchantment second from the top of its owner's library.")?.effect).toMatchObject([{ kind: "unmodelled" }]);
  });

  it("counts the Goblins on the battlefield for X", () => {
    const [trigger] = abilities("When you cycle Test Card, you may have it deal X damage to target creature, where X is the number of Goblins on the battlefield.");
    expect(trigger).toMatchObject({ kind: "triggered", optional: true, target: "creature", effect: [{ kind: "damage", to: "target", amount: { kind: "count", query: { subtypes: ["Goblin"] } } }] });
  });

  it("deals damage to each creature of a kind and each player, and not to a kind it can't read", () => {
    expect(spell("Test Card deals 3 damage to each creature with flying and each player.")?.effect).toEqual([
      { kind: "damage-each", amount: { kind: "fixed", n: 3 }, creatures: [{ supertypes: [], types: ["Creature"], subtypes: [], keyword: "Flying" }], players: true },
    ]);
    expect(spell("Test Card deals 3 damage to each creature you control and each player.")?.effect).toMatchObject([{ kind: "unmodelled" }]);
  });

  it("counts the graveyard for Countervailing Winds's payment and the hand for Ancient Excavation", () => {
    expect(spell("Counter target spell unless its controller pays {1} for each card in your graveyard.")).toEqual({
      effect: [{ kind: "counter-target", unlessPaysGeneric: { kind: "cards-in-your", zone: "graveyard" } }],
      target: "spell",
    });
    expect(spell("Draw cards equal to the number of cards in your hand, then discard a card for each card drawn this way.")?.effect).toEqual([
      { kind: "draw-then-discard-drawn", count: { kind: "cards-in-your", zone: "hand" } },
    ]);
  });

  it("reads untapping up to N lands and a choice of tap or untap", () => {
    expect(abilities("When Test Card enters the battlefield, untap up to two lands.")).toMatchObject([{ kind: "triggered", trigger: "when-enters", effect: [{ kind: "untap-lands", max: 2 }] }]);
    expect(abilities("When you cycle Test Card, you may tap or untap target permanent.")).toMatchObject([{ optional: true, effect: [{ kind: "tap-or-untap-target" }] }]);
  });

  it("exiles everything of three types, every graveyard and every hand", () => {
    const effect = spell("Exile all artifacts, creatures, and lands from the battlefield, all cards from all graveyards, and all cards from all hands.")?.effect;
    expect(effect).toMatchObject([{ kind: "exile-all", permanents: [{ types: ["Artifact"] }, { types: ["Creature"] }, { types: ["Land"] }], graveyards: true, hands: true }]);
  });

  it("reads 'Untap those creatures' and 'Exile that card' only with the sentences they refer to", () => {
    expect(spell("Creatures you control get +1/+2 until end of turn. Untap those creatures.")?.effect).toEqual([
      { kind: "pump", on: "creatures-you-control", power: 1, toughness: 2 },
      { kind: "untap-creatures-you-control" },
    ]);
    expect(spell("Tap up to two target creatures. Untap those creatures.")?.effect).toContainEqual({ kind: "unmodelled", text: "Untap those creatures." });
    expect(spell("Target opponent reveals their hand. You choose an artifact or creature card from it. Exile that card.")).toEqual({
      effect: [{ kind: "exile-from-revealed-hand", filters: [{ supertypes: [], types: ["Artifact"], subtypes: [] }, { supertypes: [], types: ["Creature"], subtypes: [] }] }],
      target: "opponent",
    });
    expect(spell("Exile that card.")?.effect).toMatchObject([{ kind: "unmodelled" }]);
  });

  it("reads a chosen color's protection for your creatures, and shroud for you", () => {
    expect(spell("Choose a color. Creatures you control gain protection from the chosen color until end of turn.")?.effect).toEqual([{ kind: "protection-from-chosen-color" }]);
    expect(spell("Choose a color. Creatures you control get +1/+1 until end of turn.")?.effect).toContainEqual({ kind: "unmodelled", text: "Choose a color." });
    expect(spell("You gain shroud until end of turn.")?.effect).toEqual([{ kind: "you-gain-shroud" }]);
    expect(spell("You gain hexproof until end of turn.")?.effect).toMatchObject([{ kind: "unmodelled" }]);
  });
});
