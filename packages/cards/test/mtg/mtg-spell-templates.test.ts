/**
 * Spell and triggered-ability templates: who a "target opponent" may be, targets qualified by a
 * keyword, a stat or a controller, and the effects written with them.
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";
import { readGraveyardPhrase, readTargetPhrase } from "../../src/mtg/target-phrase.js";

const spell = (text: string, name?: string) => parseMtgText(text, { types: ["Instant"], ...(name ? { name } : {}) }).spell;

describe("'target opponent' and 'target player' (102.3, 115.1)", () => {
  it("reads 'target opponent' as an opponent, never as any player", () => {
    expect(spell("Inferno Jet deals 6 damage to target opponent or planeswalker.", "Inferno Jet")?.target).toBe("opponent");
    expect(spell("Target player loses 4 life and you gain 4 life.")?.target).toBe("player");
  });
});

describe("qualified permanent targets, read whole (115.1)", () => {
  const CREATURE = { supertypes: [], types: ["Creature"], subtypes: [] };
  it("reads a keyword, a stat bound, 'non-' words and who controls it", () => {
    expect(readTargetPhrase("creature with flying")).toEqual({ permanent: [{ ...CREATURE, keyword: "Flying" }] });
    expect(readTargetPhrase("creature with mana value 2 or less")).toEqual({ permanent: [{ ...CREATURE, stat: { of: "mana-value", atMost: 2 } }] });
    expect(readTargetPhrase("creature with toughness 4 or greater")).toEqual({ permanent: [{ ...CREATURE, stat: { of: "toughness", atLeast: 4 } }] });
    expect(readTargetPhrase("nonartifact, nonblack creature")).toEqual({ permanent: [{ ...CREATURE, notTypes: ["Artifact"], notColors: ["B"] }] });
    expect(readTargetPhrase("creature an opponent controls")).toEqual({ permanent: [CREATURE], controller: "opponent" });
    expect(readTargetPhrase("artifact creature")).toEqual({ permanent: [{ supertypes: [], types: ["Artifact", "Creature"], subtypes: [] }] });
    // "with flying" qualifies the creature only.
    expect(readTargetPhrase("artifact, enchantment, or creature with flying")).toMatchObject({ permanent: [{ types: ["Artifact"] }, { types: ["Enchantment"] }, { types: ["Creature"], keyword: "Flying" }] });
  });

  it("reads a subtype as the noun (205.3) and a controller before a quality", () => {
    expect(readTargetPhrase("creature or vehicle an opponent controls")).toEqual({ permanent: [CREATURE, { supertypes: [], types: [], subtypes: ["Vehicle"] }], controller: "opponent" });
    expect(readTargetPhrase("sliver")).toEqual({ permanent: [{ supertypes: [], types: [], subtypes: ["Sliver"] }] });
    expect(readTargetPhrase("nonland permanent an opponent controls with mana value 4 or less")).toEqual({
      permanent: [{ supertypes: [], types: [], subtypes: [], notTypes: ["Land"], stat: { of: "mana-value", atMost: 4 } }],
      controller: "opponent",
    });
  });

  it("keeps the older kinds for a plain creature, and reads nothing it doesn't understand whole", () => {
    expect(readTargetPhrase("creature")).toBe("creature");
    expect(readTargetPhrase("creature you control")).toBe("creature-you-control");
    // "Vehicle" is read as a subtype noun (rulings M46).
    expect(readTargetPhrase("creature or vehicle an opponent controls")).toEqual({ permanent: [CREATURE, { supertypes: [], types: [], subtypes: ["Vehicle"] }], controller: "opponent" });
    expect(readTargetPhrase("attacking creature or vehicle an opponent controls")).toBeUndefined();
    expect(readTargetPhrase("creature card")).toBeUndefined();
    expect(readTargetPhrase("")).toBeUndefined();
  });

  it("reads spells and triggers written around the phrase; 'up to one' with a phrase not read whole stays unread", () => {
    expect(spell("Destroy target creature with power 2 or less.")).toEqual({ effect: [{ kind: "destroy-target" }], target: { permanent: [{ ...CREATURE, stat: { of: "power", atMost: 2 } }] } });
    expect(spell("Exile target artifact or enchantment.")?.effect).toEqual([{ kind: "exile-target" }]);
    expect(spell("Fiery Fall deals 5 damage to target creature.", "Fiery Fall")).toEqual({ effect: [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 5 } }], target: "creature" });
    expect(spell("Target player gains 8 life.")).toEqual({ effect: [{ kind: "gain-life", who: "target", amount: { kind: "fixed", n: 8 } }], target: "player" });
    const [sphinx] = parseMtgText("Whenever you cycle or discard a card, target creature an opponent controls gets -2/-0 until end of turn.").abilities;
    expect(sphinx).toMatchObject({ target: { permanent: [CREATURE], controller: "opponent" }, effect: [{ kind: "pump", on: "target", power: -2, toughness: -0 }] });
    expect(spell("Destroy up to one target artifact or enchantment with mana value 2.")?.effect[0]?.kind).toBe("unmodelled");
    expect(spell("Return two target creatures to their owners' hands.")).toEqual({ effect: [{ kind: "return-target-to-hand" }], target: "creature", targetCount: { min: 2, max: 2 } });
  });
});

describe("a target player's discard (701.9)", () => {
  it("reads 'discards two cards' and 'discards a card at random'", () => {
    expect(spell("Target player discards two cards.")).toEqual({ effect: [{ kind: "discard", who: "target", count: { kind: "fixed", n: 2 }, random: false }], target: "player" });
    expect(spell("Target player discards a card at random.")?.effect).toEqual([{ kind: "discard", who: "target", count: { kind: "fixed", n: 1 }, random: true }]);
  });
});

describe("a card in a graveyard as the target (115.1)", () => {
  it("reads 'from a graveyard', 'from an opponent's graveyard' and a qualified card 'from your graveyard'", () => {
    const ANY = { supertypes: [], types: [], subtypes: [] };
    expect(spell("Exile target card from a graveyard.")).toEqual({ effect: [{ kind: "exile-target" }], target: { graveyardCard: [ANY], whose: "any" } });
    expect(readGraveyardPhrase("card from an opponent's graveyard")).toEqual({ graveyardCard: [ANY], whose: "opponents" });
    expect(spell("Return target creature card with converted mana cost 3 or less from your graveyard to the battlefield.")).toEqual({
      effect: [{ kind: "return-target-to-battlefield" }],
      target: { graveyardCard: [{ supertypes: [], types: ["Creature"], subtypes: [], stat: { of: "mana-value", atMost: 3 } }], whose: "yours" },
    });
    // "under your control" from another player's graveyard is a control change: not read.
    expect(spell("Return target creature card from a graveyard to the battlefield under your control.")?.effect[0]?.kind).toBe("unmodelled");
    // "with cycling" (702.29): a card with a cycling ability, typecycling too.
    expect(readGraveyardPhrase("card with cycling from your graveyard")).toEqual({ graveyardCard: [{ ...ANY, cycling: true }], whose: "yours" });
    expect(readGraveyardPhrase("creature card with a cycling ability from your graveyard")).toEqual({ graveyardCard: [{ ...ANY, types: ["Creature"], cycling: true }], whose: "yours" });
  });

  it("reads Fleeting Aven's return of itself", () => {
    const [aven] = parseMtgText("Whenever a player cycles a card, return Fleeting Aven to its owner's hand.", { name: "Fleeting Aven" }).abilities;
    expect(aven).toMatchObject({ trigger: "whenever-a-player-cycles", effect: [{ kind: "return-self-from-battlefield" }] });
  });
});

describe("Zenith Flare's X", () => {
  it("reads 'the number of cards with a cycling ability in your graveyard' for both the damage and the life", () => {
    const X = { kind: "cycling-cards-in-your-graveyard" };
    expect(spell("Zenith Flare deals X damage to any target and you gain X life, where X is the number of cards with a cycling ability in your graveyard.", "Zenith Flare")).toEqual({
      effect: [{ kind: "damage", to: "target", amount: X }, { kind: "gain-life", who: "you", amount: X }],
      target: "any",
    });
  });
});

describe("lane mtg-e templates: X in targets, one target per opponent, sweeps and library order", () => {
  const ARTIFACT = { supertypes: [], types: ["Artifact"], subtypes: [] };
  const ENCHANTMENT = { supertypes: [], types: ["Enchantment"], subtypes: [] };
  const trigger = (text: string, name = "Test Card") => parseMtgText(text, { types: ["Creature"], name }).abilities.find((a) => a.kind === "triggered");

  it("reads 'with mana value X' on every kind of the list, and 'up to X target …' (107.3)", () => {
    const mv = { of: "mana-value", equalsX: true };
    expect(trigger("When you cycle this card, destroy up to one target artifact or enchantment with mana value X.")).toMatchObject({
      target: { permanent: [{ ...ARTIFACT, stat: mv }, { ...ENCHANTMENT, stat: mv }] },
      targetCount: { min: 0, max: 1 },
      effect: [{ kind: "destroy-target" }],
    });
    expect(trigger("When you cycle Test Card, destroy up to X target artifacts.")).toMatchObject({ target: { permanent: [ARTIFACT] }, targetCount: { min: 0, maxIsX: true }, effect: [{ kind: "destroy-target" }] });
  });

  it("reads 'For each opponent, … that player controls' as one target per opponent", () => {
    expect(spell("For each opponent, destroy up to one target artifact or enchantment that player controls.")).toEqual({
      effect: [{ kind: "destroy-target" }],
      target: { permanent: [ARTIFACT, ENCHANTMENT], controller: "opponent" },
      targetCount: { min: 0, max: 1, perOpponent: true },
    });
  });

  it("reads Spectacular Pileup, Ruin Grinder, Architects of Will and Malboro behind its ability word (207.2c)", () => {
    const both = [{ supertypes: [], types: ["Creature"], subtypes: [] }, { supertypes: [], types: [], subtypes: ["Vehicle"] }];
    expect(spell("All creatures and Vehicles lose indestructible until end of turn, then destroy all creatures and Vehicles.")?.effect).toEqual([
      { kind: "lose-keyword-until-end-of-turn", filters: both, keyword: "Indestructible" },
      { kind: "destroy-all", filters: both },
    ]);
    expect(trigger("When Test Card dies, each player may discard their hand and draw seven cards.")?.effect).toEqual([{ kind: "each-player-may-discard-hand-and-draw", count: 7 }]);
    expect(trigger("When Test Card enters the battlefield, look at the top three cards of target player's library, then put them back in any order.")).toMatchObject({
      target: "player",
      effect: [{ kind: "reorder-top-of-library", who: "target", count: 3 }],
    });
    expect(trigger("Bad Breath — When this creature enters, each opponent discards a card, loses 2 life, and exiles the top three cards of their library.")?.effect).toEqual([
      { kind: "discard", who: "each-opponent", count: { kind: "fixed", n: 1 }, random: false },
      { kind: "lose-life", who: "each-opponent", amount: { kind: "fixed", n: 2 } },
      { kind: "exile-top-of-library", who: "each-opponent", count: { kind: "fixed", n: 3 } },
    ]);
  });
});
