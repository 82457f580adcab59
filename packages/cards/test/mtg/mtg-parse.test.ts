import type { MtgAbility } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";
import { pointedAt } from "../helpers.js";

function only(text: string, name?: string): MtgAbility {
  const parsed = parseMtgText(text, name ? { name } : {});
  expect(parsed.problems).toEqual([]);
  expect(parsed.abilities).toHaveLength(1);
  return parsed.abilities[0] as MtgAbility;
}

const BASIC_LAND = { supertypes: ["Basic"], types: ["Land"], subtypes: [] };

describe("cycling keywords (702.29a, 702.29e)", () => {
  it("reads Cycling {2}{G}, masking its reminder text", () => {
    expect(only("Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)")).toEqual({ kind: "cycling", cost: { mana: "{2}{G}" }, variant: { kind: "draw" }, text: "Cycling {2}{G}" });
  });

  it("reads an X cost: Cycling {X}{1}{U}", () => {
    expect(only("Cycling {X}{1}{U}")).toMatchObject({ cost: { mana: "{X}{1}{U}" } });
  });

  it("reads a life payment: Cycling—Pay 2 life", () => {
    expect(only("Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)")).toMatchObject({ cost: { life: 2 }, variant: { kind: "draw" }, text: "Cycling—Pay 2 life" });
    expect(only("Cycling - Pay 2 life")).toMatchObject({ cost: { life: 2 } });
  });

  it("reads Swampcycling {2} as a search for a Swamp card", () => {
    expect(only("Swampcycling {2}")).toEqual({
      kind: "cycling",
      cost: { mana: "{2}" },
      variant: { kind: "typecycling", type: { supertypes: [], types: [], subtypes: ["Swamp"] }, label: "Swampcycling" },
      text: "Swampcycling {2}",
    });
  });

  it("reads Basic landcycling {1} as supertype Basic plus type Land", () => {
    expect(only("Basic landcycling {1}")).toMatchObject({ variant: { kind: "typecycling", type: BASIC_LAND, label: "Basic landcycling" } });
  });

  it("flags 'land cycling' written as two words, and still reads it", () => {
    const text = "Basic land cycling {1}";
    const parsed = parseMtgText(text);
    expect(parsed.abilities[0]).toMatchObject({ variant: { label: "Basic landcycling" } });
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({ start: 10, end: 11, replacement: "" });
  });

  it("flags mana written without braces, with the fix", () => {
    const text = "Cycling 2";
    const parsed = parseMtgText(text);
    expect(parsed.problems).toEqual([{ start: 8, end: 9, message: expect.stringContaining("{2}"), replacement: "{2}" }]);
    expect(parsed.abilities[0]).toMatchObject({ cost: { mana: "{2}" } });
  });

  it("flags a life payment in words, with the fix", () => {
    const text = "Cycling—Pay two life";
    const parsed = parseMtgText(text);
    expect(parsed.problems.map((p) => [pointedAt(text, p), p.replacement])).toEqual([["two", "2"]]);
    expect(parsed.abilities[0]).toMatchObject({ cost: { life: 2 } });
  });

  it("flags Cycling with no cost and keeps the line as unmodelled text", () => {
    const text = "Flying\nCycling";
    const parsed = parseMtgText(text);
    expect(parsed.problems.map((p) => pointedAt(text, p))).toEqual(["Cycling"]);
    expect(parsed.abilities[1]).toEqual({ kind: "static", effect: { kind: "unmodelled" }, text: "Cycling" });
  });

  it("flags a mana symbol the engine can't read", () => {
    const text = "Cycling {2}{G/U}";
    expect(parseMtgText(text).problems.map((p) => pointedAt(text, p))).toEqual(["{G/U}"]);
  });

  it("does not take 'Cycling abilities you activate …' or 'Recycling' for a keyword", () => {
    expect(only("Cycling abilities you activate cost you up to {2} less to activate.")).toMatchObject({ kind: "static", effect: { kind: "cycling-cost" } });
    expect(only("Recycling {2}")).toMatchObject({ kind: "static", effect: { kind: "unmodelled" } });
  });
});

describe("cycling triggers (702.29c, 702.29d)", () => {
  it("reads 'When you cycle CARDNAME' with the card's name, 'this card' or CARDNAME", () => {
    for (const self of ["Krosan Tusker", "this card", "CARDNAME"]) {
      expect(only(`When you cycle ${self}, you may search your library for a basic land card, reveal that card, put it into your hand, then shuffle.`, "Krosan Tusker")).toMatchObject({
        kind: "triggered",
        trigger: "when-you-cycle-this",
        optional: true,
        effect: [{ kind: "search", queries: [BASIC_LAND], to: "hand", reveal: true }],
      });
    }
  });

  it("flags 'When you cycle' naming another card, with the card's own name as the fix", () => {
    const text = "When you cycle Shark Typhon, draw a card.";
    const parsed = parseMtgText(text, { name: "Shark Typhoon" });
    expect(parsed.problems.map((p) => [pointedAt(text, p), p.replacement])).toEqual([["Shark Typhon", "Shark Typhoon"]]);
    expect(parsed.abilities[0]).toMatchObject({ trigger: "when-you-cycle-this" });
  });

  it("reads 'Whenever you cycle or discard another card'", () => {
    expect(only("Whenever you cycle or discard another card, scry 1.")).toMatchObject({ trigger: "whenever-you-cycle-or-discard", another: true, effect: [{ kind: "scry", count: 1 }] });
  });

  it("reads 'Whenever a player cycles a card' with a paid effect and a target (118.12)", () => {
    expect(only("Whenever a player cycles a card, you may pay {1}. If you do, Lightning Rift deals 2 damage to any target.", "Lightning Rift")).toMatchObject({
      trigger: "whenever-a-player-cycles",
      optional: true,
      target: "any",
      effect: [{ kind: "pay", cost: { mana: "{1}" }, then: [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 2 } }] }],
    });
  });

  it("reads 'for the first time each turn'", () => {
    expect(only("Whenever you cycle another card for the first time each turn, create a 1/1 white Human Soldier creature token.")).toMatchObject({
      trigger: "whenever-you-cycle",
      another: true,
      firstEachTurn: true,
      effect: [{ kind: "create-token", token: { name: "Human Soldier", power: 1, toughness: 1, colors: ["W"] } }],
    });
  });

  it("reads Shark Typhoon's X/X token", () => {
    expect(only("When you cycle Shark Typhoon, create an X/X blue Shark creature token with flying.", "Shark Typhoon")).toMatchObject({
      effect: [{ kind: "create-token", count: { kind: "fixed", n: 1 }, token: { power: "X", toughness: "X", keywords: ["Flying"], subtypes: ["Shark"] } }],
    });
  });

  it("keeps a sentence it can't read as unmodelled, never guessed", () => {
    expect(only("When you cycle this card, put a lifelink counter on target creature you control.")).toMatchObject({
      target: "creature-you-control",
      effect: [{ kind: "unmodelled", text: "put a lifelink counter on target creature you control." }],
    });
  });
});

describe("statics and other abilities", () => {
  it("reads Stabilizer, Fluctuator (both wordings), New Perspectives and the graveyard replacements", () => {
    expect(only("Players can't cycle cards.")).toMatchObject({ effect: { kind: "cant-cycle", who: "all" } });
    for (const text of ["Cycling abilities you activate cost you up to {2} less to activate.", "Cycling abilities you activate cost up to {2} less to activate."]) {
      expect(only(text)).toMatchObject({ effect: { kind: "cycling-cost", change: "reduce", amount: 2, upTo: true, whose: "you" } });
    }
    expect(only("Cycling abilities your opponents activate cost {1} more to activate.")).toMatchObject({ effect: { kind: "cycling-cost", change: "increase", amount: 1, upTo: false, whose: "opponents" } });
    expect(only("As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs.")).toMatchObject({ effect: { kind: "cycling-alternative-cost", mana: "{0}", minHand: 7 } });
    expect(only("If a card or token would be put into a graveyard from anywhere, exile it instead.")).toMatchObject({ effect: { kind: "graveyard-to-exile", scope: "any", what: "card-or-token" } });
    expect(only("If a card would be put into an opponent's graveyard from anywhere, exile it instead.")).toMatchObject({ effect: { scope: "opponents", what: "card" } });
    for (const text of [
      "If a card with cycling would be put into your graveyard from anywhere and it wasn't cycled, exile it instead.",
      "If a card that has a cycling ability would be put into your graveyard from anywhere and it wasn't cycled, exile it instead.",
    ]) {
      expect(only(text)).toMatchObject({ effect: { scope: "yours", what: "uncycled-card-with-cycling" } });
    }
  });

  it("reads mana abilities, an upkeep-only graveyard ability, and 'enters tapped'", () => {
    expect(only("{T}: Add {W} or {U}.")).toEqual({ kind: "mana", cost: { tapSelf: true }, produces: ["W", "U"], text: "{T}: Add {W} or {U}." });
    expect(only("{3}{W}{W}: Return Eternal Dragon from your graveyard to your hand. Activate only during your upkeep.", "Eternal Dragon")).toMatchObject({
      kind: "activated",
      cost: { mana: "{3}{W}{W}" },
      effect: [{ kind: "return-self-to-hand" }],
      zone: "graveyard",
      timing: "your-upkeep",
    });
    expect(only("Forgotten Cave enters tapped.", "Forgotten Cave")).toMatchObject({ effect: { kind: "enters-tapped" } });
  });

  it("reads keyword lists and Madness with its cost (702.35a)", () => {
    const parsed = parseMtgText("Flying, vigilance\nMadness {R} (If you discard this card, discard it into exile.)");
    expect(parsed.abilities).toEqual([
      { kind: "static", effect: { kind: "keyword", keyword: "Flying" }, text: "Flying" },
      { kind: "static", effect: { kind: "keyword", keyword: "Vigilance" }, text: "Vigilance" },
      { kind: "static", effect: { kind: "madness", mana: "{R}" }, text: "Madness {R}" },
    ]);
  });

  it("reads a typecycling ability granted to cards in hand (Homing Sliver)", () => {
    const parsed = parseMtgText("Each Sliver card in each player's hand has slivercycling {3}.", { name: "Homing Sliver", types: ["Creature"] });
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities).toEqual([
      {
        kind: "static",
        effect: {
          kind: "grant-cycling",
          type: { supertypes: [], types: [], subtypes: ["Sliver"] },
          whose: "all",
          other: false,
          ability: { kind: "cycling", cost: { mana: "{3}" }, variant: { kind: "typecycling", type: { supertypes: [], types: [], subtypes: ["Sliver"] }, label: "Slivercycling" }, text: "Slivercycling {3}" },
        },
        text: "Each Sliver card in each player's hand has slivercycling {3}.",
      },
    ]);
  });

  it("gives an instant or sorcery its effect and target", () => {
    const parsed = parseMtgText("Flame Jet deals 3 damage to target player or planeswalker.\nCycling {2}", { name: "Flame Jet", types: ["Sorcery"] });
    expect(parsed.problems).toEqual([]);
    expect(parsed.spell).toEqual({ effect: [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 3 } }], target: "player" });
  });
});
