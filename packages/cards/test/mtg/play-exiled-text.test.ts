/**
 * The templates of issue 11's lane mtg-c: "exile the top card of your library" and "Until the end
 * of your next turn, you may play that card" (rulings M72), kicker and "if this spell was kicked"
 * (M71), "if you cast it" with "any number of target permanent cards" (M73), and escape (M74).
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";
import { readTargetCount } from "../../src/mtg/target-count.js";

const creature = (text: string, name: string) => parseMtgText(text, { types: ["Creature"], name }).abilities;
const MAY_PLAY = { kind: "may-play-exiled", until: "end-of-your-next-turn" };

describe("cards exiled to be played", () => {
  it("reads the permission after an exile of the library's top card or of a target card", () => {
    expect(creature("When this creature enters, exile the top card of your library. Until the end of your next turn, you may play that card.", "Kulrath Zealot")[0]).toMatchObject({
      trigger: "when-enters",
      effect: [{ kind: "exile-top-of-library", who: "you", count: { kind: "fixed", n: 1 } }, MAY_PLAY],
    });
    expect(creature("When ~ enters, exile target card with a cycling ability from your graveyard. Until the end of your next turn, you may play that card.", "Rooting Moloch")[0]).toMatchObject({
      effect: [{ kind: "exile-target" }, MAY_PLAY],
    });
  });

  it("leaves the permission unread when nothing before it exiled a card", () => {
    const [ability] = creature("When this creature enters, draw a card. Until the end of your next turn, you may play that card.", "Test");
    expect(ability).toMatchObject({ effect: [{ kind: "draw" }, { kind: "unmodelled" }] });
  });
});

describe("kicker, 'if you cast it' and escape", () => {
  it("reads 'If this spell was kicked' around an effect it knows", () => {
    const spell = parseMtgText("Kicker {1}\nDraw a card. If this spell was kicked, draw a card.", { types: ["Sorcery"], name: "Test" });
    expect(spell.abilities).toEqual([{ kind: "static", effect: { kind: "kicker", mana: "{1}" }, text: "Kicker {1}" }]);
    expect(spell.spell?.effect).toEqual([
      { kind: "draw", count: { kind: "fixed", n: 1 } },
      { kind: "if-kicked", then: [{ kind: "draw", count: { kind: "fixed", n: 1 } }] },
    ]);
  });

  it("reads 'any number of target' with no upper count, and a permanent card as one of a permanent type (110.4a)", () => {
    expect(readTargetCount("return any number of target permanent cards with cycling abilities from your graveyard to the battlefield")).toEqual({
      words: "return target permanent card with a cycling ability from your graveyard to the battlefield",
      count: { min: 0, max: 0, anyNumber: true },
    });
    const [, trigger] = creature("Flying\nWhen ~ enters the battlefield, if you cast it, return any number of target permanent cards with cycling abilities from your graveyard to the battlefield.", "Herald of the Forgotten");
    expect(trigger).toMatchObject({ trigger: "when-enters", ifCast: true, targetCount: { anyNumber: true }, effect: [{ kind: "return-target-to-battlefield" }] });
    const kinds = trigger?.kind === "triggered" && typeof trigger.target === "object" && "graveyardCard" in trigger.target ? trigger.target.graveyardCard.map((f) => f.types) : [];
    expect(kinds).toEqual([["Artifact"], ["Battle"], ["Creature"], ["Enchantment"], ["Land"], ["Planeswalker"]]);
  });

  it("reads escape with a permanent and other cards to exile, and escape with cards only", () => {
    expect(creature("Escape—{4}{G}{U}, Exile a land you control, Exile five other cards from your graveyard.", "Lunar Hatchling")).toEqual([
      {
        kind: "static",
        effect: { kind: "escape", mana: "{4}{G}{U}", exileOthers: 5, exilePermanent: { supertypes: [], types: ["Land"], subtypes: [] } },
        text: "Escape—{4}{G}{U}, Exile a land you control, Exile five other cards from your graveyard.",
      },
    ]);
    expect(creature("Escape—{2}{B}, Exile three other cards from your graveyard.", "Test")[0]).toMatchObject({ effect: { kind: "escape", mana: "{2}{B}", exileOthers: 3 } });
  });
});
