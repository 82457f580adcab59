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

  it("keeps the older kinds for a plain creature, and reads nothing it doesn't understand whole", () => {
    expect(readTargetPhrase("creature")).toBe("creature");
    expect(readTargetPhrase("creature you control")).toBe("creature-you-control");
    // "Vehicle" is the one subtype read on its own (rulings M46); another subtype isn't.
    expect(readTargetPhrase("creature or vehicle an opponent controls")).toEqual({ permanent: [CREATURE, { supertypes: [], types: [], subtypes: ["Vehicle"] }], controller: "opponent" });
    expect(readTargetPhrase("creature or equipment an opponent controls")).toBeUndefined();
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
