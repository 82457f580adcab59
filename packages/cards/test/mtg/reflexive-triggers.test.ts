import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const abilities = (text: string, name = "Test Card") => parseMtgText(text, { name, types: ["Creature"] }).abilities;

describe("reflexive triggers, connive and exile-and-return (rulings M41)", () => {
  it("reads a payment, then the reflexive ability with its own target; the outer ability targets nothing (603.12)", () => {
    const [trigger] = abilities("Whenever you cycle a card, you may pay {2}. When you do, Test Card deals 2 damage to target creature and you gain 2 life.");
    expect(trigger).toMatchObject({ kind: "triggered", trigger: "whenever-you-cycle", optional: true });
    expect(trigger && "target" in trigger ? trigger.target : undefined).toBeUndefined();
    expect(trigger && "effect" in trigger ? trigger.effect : undefined).toMatchObject([
      {
        kind: "pay",
        cost: { mana: "{2}" },
        then: [
          {
            kind: "reflexive-trigger",
            ability: {
              trigger: "when-you-do",
              target: "creature",
              effect: [
                { kind: "damage", to: "target", amount: { kind: "fixed", n: 2 } },
                { kind: "gain-life", who: "you", amount: { kind: "fixed", n: 2 } },
              ],
            },
          },
        ],
      },
    ]);
  });

  it("reads exile-and-return of a target you control, and leaves a reflexive ability after anything but a payment or exiling the card unmodelled", () => {
    const [trigger] = abilities("Whenever you cycle a card, you may pay {1}. When you do, exile target artifact or creature you control, then return it to the battlefield under its owner's control.");
    expect(JSON.stringify(trigger)).toContain('"flicker-target"');
    expect(JSON.stringify(trigger)).toContain('"controller":"you"');
    const [other] = abilities("When Test Card dies, you may sacrifice a creature. When you do, for each opponent, exile up to one target creature that player controls.");
    expect(JSON.stringify(other)).toContain('"unmodelled"');
  });

  it("reads The Balrog of Moria's 'you may exile it. When you do, for each opponent, …' (603.12, 601.2c)", () => {
    const [dies] = abilities("When Test Card dies, you may exile it. When you do, for each opponent, exile up to one target creature that player controls.");
    expect(dies).toMatchObject({
      trigger: "when-dies",
      optional: true,
      effect: [
        {
          kind: "exile-self-from-graveyard",
          then: [{ kind: "reflexive-trigger", ability: { trigger: "when-you-do", effect: [{ kind: "exile-target" }], target: { permanent: [{ types: ["Creature"] }], controller: "opponent" }, targetCount: { min: 0, max: 1, perOpponent: true } } }],
        },
      ],
    });
    expect(JSON.stringify(dies)).not.toContain('"unmodelled"');
  });

  it("reads 'it connives' (701.50a)", () => {
    expect(abilities("When this creature enters, it connives.")).toMatchObject([{ kind: "triggered", trigger: "when-enters", effect: [{ kind: "connive" }] }]);
  });
});

describe("modes (rulings M42)", () => {
  it("reads a modal spell's bullets as modes, each with its own target (700.2)", () => {
    const parsed = parseMtgText("Choose one —\n• Destroy target artifact.\n• Test Card deals 4 damage to target creature with flying.\nCycling {2}", { name: "Test Card", types: ["Instant"] });
    expect(parsed.spell?.effect).toEqual([]);
    expect(parsed.spell?.modes).toMatchObject([
      { text: "Destroy target artifact", effect: [{ kind: "destroy-target" }], target: { permanent: [{ types: ["Artifact"] }] } },
      { effect: [{ kind: "damage", to: "target" }], target: { permanent: [{ types: ["Creature"], keyword: "Flying" }] } },
    ]);
    expect(parsed.abilities).toMatchObject([{ kind: "cycling" }]);
  });

  it("reads a modal triggered ability, and surveil", () => {
    expect(abilities("When this creature enters, choose one —\n• You gain 3 life.\n• Surveil 2.")).toMatchObject([
      { kind: "triggered", trigger: "when-enters", effect: [], modes: [{ effect: [{ kind: "gain-life", who: "you" }] }, { effect: [{ kind: "surveil", count: 2 }] }] },
    ]);
  });
});

describe("flashback (rulings M43)", () => {
  it("reads Flashback with its cost, alone and in a keyword list", () => {
    const alone = parseMtgText("Creatures you control get +1/+1 until end of turn.\nFlashback {3}{W} (You may cast this card from your graveyard for its flashback cost. Then exile it.)", { name: "Test Card", types: ["Sorcery"] });
    expect(alone.abilities).toMatchObject([{ kind: "static", effect: { kind: "flashback", mana: "{3}{W}" } }]);
    const list = parseMtgText("Madness {R}, cycling {1}{R}, flashback {3}{R}", { name: "Test Card", types: ["Instant"] });
    expect(list.abilities.map((a) => (a.kind === "static" ? a.effect.kind : a.kind))).toEqual(["madness", "cycling", "flashback"]);
  });
});

describe("Yidaro, Wandering Monster (rulings M44)", () => {
  it("reads the shuffle and the battlefield instead after four cycles of the name", () => {
    const [trigger] = parseMtgText(
      "When you cycle Yidaro, Wandering Monster, shuffle it into your library from your graveyard. If you've cycled a card named Yidaro, Wandering Monster four or more times this game, put it onto the battlefield from your graveyard instead. (Do this before you draw.)",
      { name: "Yidaro, Wandering Monster", types: ["Creature"], supertypes: ["Legendary"] },
    ).abilities;
    expect(trigger).toMatchObject({ kind: "triggered", trigger: "when-you-cycle-this", effect: [{ kind: "shuffle-self-into-library", battlefieldIfCycledNamedAtLeast: 4 }] });
  });
});

describe("unearth (rulings M45)", () => {
  it("reads Unearth as a graveyard ability, only as a sorcery", () => {
    const parsed = parseMtgText("Cycling {2}\nUnearth {1}{B} ({1}{B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)", { name: "Test Card", types: ["Creature"] });
    expect(parsed.abilities).toMatchObject([{ kind: "cycling" }, { kind: "activated", cost: { mana: "{1}{B}" }, effect: [{ kind: "unearth" }], zone: "graveyard", timing: "sorcery" }]);
  });
});
