import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const abilities = (text: string, name: string) => parseMtgText(text, { types: ["Creature"], name }).abilities;

describe("'At the beginning of the end step' (513.1)", () => {
  it("reads Viashino Sandsprinter's return from the battlefield", () => {
    expect(abilities("At the beginning of the end step, return Viashino Sandsprinter to its owner's hand.", "Viashino Sandsprinter")).toEqual([
      { kind: "triggered", trigger: "at-beginning-of-end-step", optional: false, effect: [{ kind: "return-self-from-battlefield" }], text: "At the beginning of the end step, return Viashino Sandsprinter to its owner's hand." },
    ]);
  });

  it("reads Spellpyre Phoenix's intervening 'if you cycled two or more cards this turn' (603.4)", () => {
    expect(abilities("At the beginning of each end step, if you cycled two or more cards this turn, return Spellpyre Phoenix from your graveyard to your hand.", "Spellpyre Phoenix")).toMatchObject([
      { kind: "triggered", trigger: "at-beginning-of-end-step", cycledThisTurnAtLeast: 2, effect: [{ kind: "return-self-to-hand" }] },
    ]);
  });

  it("reads 'instant or sorcery card with a cycling ability from your graveyard' as two kinds of card, each with cycling", () => {
    const [enters] = abilities("When Spellpyre Phoenix enters, you may return target instant or sorcery card with a cycling ability from your graveyard to your hand.", "Spellpyre Phoenix");
    expect(enters).toMatchObject({
      trigger: "when-enters",
      optional: true,
      effect: [{ kind: "return-target-to-hand" }],
      target: { graveyardCard: [{ types: ["Instant"], cycling: true }, { types: ["Sorcery"], cycling: true }], whose: "yours" },
    });
  });

  it("leaves another condition after the end step's comma unread: the effect with it is unmodelled", () => {
    const [ability] = abilities("At the beginning of each end step, if you gained life this turn, draw a card.", "Test Card");
    expect(ability).toMatchObject({ kind: "triggered", trigger: "at-beginning-of-end-step", effect: [{ kind: "unmodelled" }] });
  });
});
