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
    const text = "Cycling {2}{G/P}";
    expect(parseMtgText(text).problems.map((p) => pointedAt(text, p))).toEqual(["{G/P}"]);
  });

  it("does not take 'Cycling abilities you activate …' or 'Recycling' for a keyword", () => {
    expect(only("Cycling abilities you activate cost you up to {2} less to activate.")).toMatchObject({ kind: "static", effect: { kind: "activation-cost", abilities: "cycling" } });
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
    expect(only("When you cycle this card, put a charge counter on target creature you control.")).toMatchObject({
      target: "creature-you-control",
      effect: [{ kind: "unmodelled", text: "put a charge counter on target creature you control." }],
    });
  });
});

describe("statics and other abilities", () => {
  it("reads cost changes of every activated ability (601.2f by 602.2b), with a floor read from its own sentence", () => {
    // Suppression Field: mana abilities are excepted, so the engine's reading is whole.
    expect(only("Activated abilities cost {2} more to activate unless they're mana abilities.")).toMatchObject({
      effect: { kind: "activation-cost", abilities: "non-mana", change: "increase", amount: 2, floor: 0 },
    });
    // Without the exception it would change mana abilities too, which the engine doesn't: unmodelled.
    expect(only("Activated abilities cost {2} more to activate.")).toMatchObject({ effect: { kind: "unmodelled" } });
    // Heartstone: the second sentence is the first one's floor, one ability.
    expect(only("Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in that cost to less than one mana.")).toMatchObject({
      effect: { kind: "activation-cost", abilities: "of-creatures", change: "reduce", amount: 1, floor: 1 },
    });
  });

  it("reads 'whenever you draw your second card each turn' and a counter put on a target creature", () => {
    const [trigger] = parseMtgText("Whenever you draw your second card each turn, put a +1/+1 counter on target creature.").abilities;
    expect(trigger).toMatchObject({ kind: "triggered", trigger: "whenever-you-draw-nth", nth: 2, target: "creature", effect: [{ kind: "counters", counter: "+1/+1", count: { kind: "fixed", n: 1 }, on: "target" }] });
  });

  it("reads 'target creature gets ±N/±N until end of turn' and a cycle trigger's 'have target creature get …'", () => {
    expect(parseMtgText("Target creature gets +4/+4 until end of turn.", { types: ["Instant"] }).spell).toMatchObject({ target: "creature", effect: [{ kind: "pump", on: "target", power: 4, toughness: 4 }] });
    const [trigger] = parseMtgText("When you cycle this card, you may have target creature get -1/-1 until end of turn.").abilities;
    expect(trigger).toMatchObject({ optional: true, target: "creature", effect: [{ kind: "pump", on: "target", power: -1, toughness: -1 }] });
  });

  it("reads 'destroy target <card types>' and 'counter target spell [unless its controller pays {N}]' with their targets", () => {
    const artifact = { supertypes: [], types: ["Artifact"], subtypes: [] };
    expect(parseMtgText("Destroy target artifact or enchantment.", { types: ["Instant"] }).spell).toEqual({
      effect: [{ kind: "destroy-target" }],
      target: { permanent: [artifact, { supertypes: [], types: ["Enchantment"], subtypes: [] }] },
    });
    // A type with a qualifier ("creature with flying") qualifies that type only (target-phrase.ts).
    expect(parseMtgText("Destroy target artifact, enchantment, or creature with flying.", { types: ["Instant"] }).spell).toEqual({
      effect: [{ kind: "destroy-target" }],
      target: { permanent: [artifact, { supertypes: [], types: ["Enchantment"], subtypes: [] }, { supertypes: [], types: ["Creature"], subtypes: [], keyword: "Flying" }] },
    });
    expect(parseMtgText("Counter target spell unless its controller pays {3}.", { types: ["Instant"] }).spell).toEqual({ effect: [{ kind: "counter-target", unlessPays: "{3}" }], target: "spell" });
    expect(parseMtgText("Counter target spell.", { types: ["Instant"] }).spell).toEqual({ effect: [{ kind: "counter-target" }], target: "spell" });
  });

  it("reads pumps of the creatures a player controls, 'return target permanent …' and a drain", () => {
    const spell = (text: string) => parseMtgText(text, { types: ["Instant"] }).spell;
    expect(spell("Creatures you control get +2/+1 until end of turn.")).toEqual({ effect: [{ kind: "pump", on: "creatures-you-control", power: 2, toughness: 1 }] });
    expect(spell("Creatures your opponents control get -2/-0 until end of turn.")).toEqual({ effect: [{ kind: "pump", on: "creatures-opponents-control", power: -2, toughness: -0 }] });
    expect(spell("Return target permanent to its owner's hand.")).toEqual({ effect: [{ kind: "return-target-to-hand" }], target: { permanent: [{ supertypes: [], types: [], subtypes: [] }] } });
    // Two targets: one spec, chosen for two different permanents (601.2c).
    expect(spell("Return two target permanents to their owners' hands.")).toEqual({ effect: [{ kind: "return-target-to-hand" }], target: { permanent: [{ supertypes: [], types: [], subtypes: [] }] }, targetCount: { min: 2, max: 2 } });
    expect(spell("Target player loses 4 life and you gain 4 life.")).toMatchObject({ target: "player", effect: [{ kind: "lose-life", who: "target" }, { kind: "gain-life", who: "you" }] });
  });

  it("reads 'whenever you discard one or more cards' with 'that many' counters and 'that much' damage to each opponent", () => {
    const [mako] = parseMtgText("Whenever you discard one or more cards, put that many +1/+1 counters on this creature.").abilities;
    expect(mako).toMatchObject({ trigger: "whenever-you-discard-one-or-more", effect: [{ kind: "counters", counter: "+1/+1", count: { kind: "x" }, on: "self" }] });
    const [artillerist] = parseMtgText("Whenever you discard one or more cards, this creature deals that much damage to each opponent.").abilities;
    expect(artillerist).toMatchObject({ trigger: "whenever-you-discard-one-or-more", effect: [{ kind: "damage", to: "each-opponent", amount: { kind: "x" } }] });
  });

  it("reads a search that puts the card onto the battlefield tapped (Beneath the Sands)", () => {
    expect(parseMtgText("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle your library.", { types: ["Sorcery"] }).spell).toEqual({
      effect: [{ kind: "search", queries: [{ supertypes: ["Basic"], types: ["Land"], subtypes: [] }], to: "battlefield", reveal: false, tapped: true }],
    });
  });

  it("reads a token of two colors joined by 'and', and no other 'and' among a token's words", () => {
    const [gavi] = parseMtgText("Whenever you draw your second card each turn, create a 2/2 red and white Dinosaur Cat creature token.").abilities;
    expect(gavi).toMatchObject({ effect: [{ kind: "create-token", token: { colors: ["R", "W"], subtypes: ["Dinosaur", "Cat"], power: 2, toughness: 2 } }] });
    const [odd] = parseMtgText("When you cycle this card, create a 1/1 white Cat and Dog creature token.").abilities;
    expect(odd).toMatchObject({ effect: [{ kind: "unmodelled" }] });
  });

  it("reads Stabilizer, Fluctuator (both wordings), New Perspectives and the graveyard replacements", () => {
    expect(only("Players can't cycle cards.")).toMatchObject({ effect: { kind: "cant-cycle", who: "all" } });
    for (const text of ["Cycling abilities you activate cost you up to {2} less to activate.", "Cycling abilities you activate cost up to {2} less to activate."]) {
      expect(only(text)).toMatchObject({ effect: { kind: "activation-cost", abilities: "cycling", change: "reduce", amount: 2, upTo: true, whose: "you", floor: 0 } });
    }
    expect(only("Cycling abilities your opponents activate cost {1} more to activate.")).toMatchObject({ effect: { kind: "activation-cost", abilities: "cycling", change: "increase", amount: 1, upTo: false, whose: "opponents" } });
    expect(only("As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs.")).toMatchObject({ effect: { kind: "cycling-alternative-cost", mana: "{0}", minHand: 7, firstEachTurn: false } });
    // Gavi, Nest Warden (118.9, "the first card you cycle each turn").
    expect(only("You may pay {0} rather than pay the cycling cost of the first card you cycle each turn.")).toMatchObject({ effect: { kind: "cycling-alternative-cost", mana: "{0}", minHand: 0, firstEachTurn: true } });
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

  it("reads cycling granted to cards of a card type in hand (Rhet-Tomb Mystic), and to \"historic\" cards (Jo Grant, 700.6)", () => {
    const [grant] = parseMtgText("Each creature card in your hand has cycling {1}{U}. ({1}{U}, Discard that card: Draw a card.)").abilities;
    expect(grant).toMatchObject({
      effect: { kind: "grant-cycling", type: { types: ["Creature"] }, whose: "you", ability: { kind: "cycling", cost: { mana: "{1}{U}" }, variant: { kind: "draw" }, text: "Cycling {1}{U}" } },
    });
    expect(only("Each historic card in your hand has cycling {2}{W}.")).toMatchObject({ effect: { kind: "grant-cycling", type: "historic", whose: "you", ability: { text: "Cycling {2}{W}" } } });
  });

  it("reads a color chosen as it enters and its mana (614.1c), an exert cost (701.43a), countering an ability (701.6b), damage to each planeswalker at your end step (120.3c)", () => {
    const market = parseMtgText("This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.", { name: "Night Market", types: ["Land"] }).abilities;
    expect(market).toEqual([
      expect.objectContaining({ kind: "static", effect: { kind: "enters-tapped" } }),
      expect.objectContaining({ kind: "static", effect: { kind: "choose-color-as-enters" } }),
      expect.objectContaining({ kind: "mana", cost: { tapSelf: true }, produces: [], chosenColor: true }),
    ]);
    expect(only("{W}, {T}, Exert Basri: Create a 1/1 white Cat creature token with lifelink.", "Basri")).toMatchObject({ kind: "activated", cost: { mana: "{W}", tapSelf: true, exertSelf: true } });
    expect(only("When you cycle Nimble Obstructionist, counter target activated or triggered ability you don't control.", "Nimble Obstructionist")).toMatchObject({
      trigger: "when-you-cycle-this",
      target: "ability-you-dont-control",
      effect: [{ kind: "counter-target-ability" }],
    });
    expect(only("At the beginning of your end step, this enchantment deals 5 damage to each planeswalker.", "Flame Blitz")).toMatchObject({
      trigger: "at-beginning-of-end-step",
      yourTurnOnly: true,
      effect: [{ kind: "damage-each", amount: { kind: "fixed", n: 5 }, creatures: [], players: false, planeswalkers: true }],
    });
    expect(only("At the beginning of the end step, draw a card.")).not.toHaveProperty("yourTurnOnly");
  });

  it("gives an instant or sorcery its effect and target", () => {
    const parsed = parseMtgText("Flame Jet deals 3 damage to target player or planeswalker.\nCycling {2}", { name: "Flame Jet", types: ["Sorcery"] });
    expect(parsed.problems).toEqual([]);
    expect(parsed.spell).toEqual({ effect: [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 3 } }], target: "player" });
  });
});

describe("keyword lines and printed cards the first parser missed", () => {
  it("reads two typecycling keywords on one line (Igneous Pouncer)", () => {
    const parsed = parseMtgText("Haste\nSwampcycling {2}, mountaincycling {2} ({2}, Discard this card: Search your library for a Swamp or Mountain card, reveal it, put it into your hand, then shuffle.)");
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities.map((a) => (a.kind === "cycling" && a.variant.kind === "typecycling" ? `${a.variant.label} ${a.cost.mana}` : a.kind))).toEqual(["static", "Swampcycling {2}", "Mountaincycling {2}"]);
    expect(parsed.abilities[2]).toMatchObject({ text: "mountaincycling {2}", variant: { type: { subtypes: ["Mountain"] } } });
  });

  it("reads cycling among other keywords with costs, each item on its own (Blast from the Past)", () => {
    const parsed = parseMtgText("Madness {R}, cycling {1}{R}, kicker {2}{R}, flashback {3}{R}, buyback {4}{R}\nBlast from the Past deals 2 damage to any target.", { name: "Blast from the Past", types: ["Instant"] });
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities).toEqual([
      { kind: "static", effect: { kind: "madness", mana: "{R}" }, text: "Madness {R}" },
      { kind: "cycling", cost: { mana: "{1}{R}" }, variant: { kind: "draw" }, text: "cycling {1}{R}" },
      { kind: "static", effect: { kind: "kicker", mana: "{2}{R}" }, text: "kicker {2}{R}" },
      { kind: "static", effect: { kind: "flashback", mana: "{3}{R}" }, text: "flashback {3}{R}" },
      { kind: "static", effect: { kind: "buyback", mana: "{4}{R}" }, text: "buyback {4}{R}" },
    ]);
    expect(parsed.spell?.effect).toEqual([{ kind: "damage", to: "target", amount: { kind: "fixed", n: 2 } }]);
  });

  it("leaves a comma list without a cycling keyword, or with a sentence in it, to the usual reading", () => {
    expect(parseMtgText("Flying, vigilance").abilities.map((a) => a.text)).toEqual(["Flying", "Vigilance"]);
    expect(parseMtgText("Cycling {2}, then draw a card").abilities[0]).toMatchObject({ kind: "cycling", cost: { mana: "{2}" } });
  });

  it("reads \"When you cycle this or it dies\" as the cycle trigger and the dies trigger (the Sojourners)", () => {
    const parsed = parseMtgText("When you cycle Naya Sojourners or it dies, you may put a +1/+1 counter on target creature.", { name: "Naya Sojourners" });
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities).toEqual([
      expect.objectContaining({ kind: "triggered", trigger: "when-you-cycle-this", optional: true, target: "creature" }),
      expect.objectContaining({ kind: "triggered", trigger: "when-dies", optional: true, target: "creature" }),
    ]);
    expect(parseMtgText("When this creature dies, draw a card.").abilities).toEqual([expect.objectContaining({ trigger: "when-dies" })]);
    expect(parseMtgText("When this creature enters, you gain 3 life.").abilities).toEqual([expect.objectContaining({ trigger: "when-enters", effect: [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 3 } }] })]);
  });

  it("reads two-colour hybrid mana in a cost (107.4e), and not a hybrid of one colour with itself", () => {
    expect(parseMtgText("Cycling {U/B}").abilities).toEqual([expect.objectContaining({ kind: "cycling", cost: { mana: "{U/B}" } })]);
    expect(parseMtgText("Cycling {U/B}").problems).toEqual([]);
    expect(parseMtgText("Cycling {U/U}").problems.map((p) => p.message.slice(0, 5))).toEqual(["{U/U}"]);
  });

  it("marks printed symbols the engine doesn't read as unsupported, and made-up ones as mistakes", () => {
    const parsed = parseMtgText("Cycling {2/W}\nYou get {E}{E}.\nCycling {Z9}");
    expect(parsed.problems.map((p) => [parsed.problems.length > 0 ? p.message.slice(0, 5) : "", p.unsupported ?? false])).toEqual([
      ["{2/W}", true],
      ["{E} i", true],
      ["{E} i", true],
      ["{Z9} ", false],
    ]);
  });
});
