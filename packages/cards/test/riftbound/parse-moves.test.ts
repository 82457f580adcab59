import { describe, expect, it } from "vitest";
import { parseRiftText } from "../../src/index.js";

/** The wordings of moves by effects, Legion's play from the trash and Rift Herald's play from the hand. */
describe("moves by spells and abilities (444)", () => {
  const onPlay = (text: string) => parseRiftText(text, { type: "spell" }).onPlay;

  it("reads a Might limit, and 'up to one' damage followed by a move in one sentence", () => {
    expect(onPlay("Move a unit with 3 [M] or less.")).toEqual([{ kind: "move-unit", target: "unit", to: "anywhere", mightAtMost: 3 }]);
    expect(onPlay("Deal 2 to up to one enemy unit at a battlefield, then move a friendly unit.")).toEqual([
      { kind: "deal", amount: 2, target: "enemy-unit-at-battlefield", upTo: true },
      { kind: "move-unit", target: "friendly-unit", to: "anywhere" },
    ]);
  });

  it("reads Shadow Dash's destination and its rider as one effect", () => {
    expect(onPlay("Move an enemy unit to a battlefield where you have units. If you have exactly two units there, they each get +1 [M] this turn.")).toEqual([
      { kind: "move-unit", target: "enemy-unit", to: "battlefield-with-your-units", ifExactlyYourUnitsThere: { count: 2, might: 1 } },
    ]);
  });

  it("leaves a move with a destination it doesn't know unmodelled", () => {
    expect(onPlay("Move a friendly unit to a battlefield you control.")).toEqual([{ kind: "unmodelled", text: "Move a friendly unit to a battlefield you control." }]);
  });
});

describe("Blade Twirler, Undying Legion, Rift Herald", () => {
  it("reads 'The first time I move each turn, choose a player. They [Burn 1].'", () => {
    const [ability] = parseRiftText("The first time I move each turn, choose a player. They [Burn 1].", { type: "unit" }).abilities;
    expect(ability).toMatchObject({ kind: "triggered", trigger: "first-move-each-turn", effect: [{ kind: "burn", count: 1, who: "chosen-player" }] });
  });

  it("reads [Legion]'s play from the trash for a cost", () => {
    const parsed = parseRiftText("[Legion][>] You may play me from your trash for [3][R]. (Get the effect if you've played another card this turn.)", { type: "unit" });
    expect(parsed.keywords).toContain("Legion");
    expect(parsed.abilities).toMatchObject([{ kind: "static", effect: { kind: "play-self-from-trash", cost: { energy: 3, power: ["fury"] }, condition: "legion" } }]);
  });

  it("reads a play from the hand that ignores the Energy cost", () => {
    const [ability] = parseRiftText("[Deathknell][>] Play a unit from your hand to your base, ignoring its Energy cost.", { type: "unit" }).abilities;
    expect(ability).toMatchObject({ kind: "triggered", trigger: "deathknell", effect: [{ kind: "play-from-hand", match: { types: ["unit"] }, ignore: "energy" }] });
  });
});
