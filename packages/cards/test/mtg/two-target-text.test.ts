/**
 * Spells with two words "target" (115.3) whose effect joins the two targets: the templates read
 * other cards' wordings too, and anything they don't read whole stays as it was.
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const spell = (text: string) => parseMtgText(text, { types: ["Sorcery"] }).spell;
const CREATURE = { supertypes: [], types: ["Creature"], subtypes: [] };

describe("two words 'target' (115.3)", () => {
  it("reads a fight in one sentence, with 'another' as 'other than the first'", () => {
    expect(spell("Target creature you control fights another target creature.")).toEqual({
      effect: [{ kind: "fight" }],
      target: "creature-you-control",
      secondTarget: { spec: "creature", notFirst: true },
    });
  });

  it("reads a first sentence on its target and a second one about 'it'", () => {
    expect(spell("Target creature you control gets +1/+1 until end of turn. It fights target creature you don't control.")).toEqual({
      effect: [{ kind: "pump", on: "target", power: 1, toughness: 1 }, { kind: "fight" }],
      target: "creature-you-control",
      secondTarget: { spec: { permanent: [CREATURE], controller: "not-you" } },
    });
    expect(spell("Target creature you control deals damage equal to its power to target creature you don't control.")).toEqual({
      effect: [{ kind: "deals-damage-equal-to-power" }],
      target: "creature-you-control",
      secondTarget: { spec: { permanent: [CREATURE], controller: "not-you" } },
    });
    // A planeswalker as the second target is more than the template reads: not read.
    expect(spell("Target creature you control deals damage equal to its power to target creature or planeswalker you don't control.")?.secondTarget).toBeUndefined();
  });

  it("reads 'target creature … blocks it this turn if able' without 'up to one' as a required target", () => {
    expect(spell("Target creature gets +3/+3 until end of turn. Target creature blocks it this turn if able.")?.secondTarget).toEqual({ spec: "creature" });
  });

  it("leaves text it can't read whole as it was: no second target", () => {
    // A fight with a noncreature: never read as a fight.
    expect(spell("Target artifact fights target creature.")?.secondTarget).toBeUndefined();
    // A first sentence that isn't modelled: the line isn't read as two targets.
    expect(spell("Target creature explodes wildly. It fights target creature you don't control.")?.secondTarget).toBeUndefined();
    // A permanent (not a creature) can't be told to fight or deal damage equal to its power.
    expect(spell("Put a +1/+1 counter on target artifact. Then that creature deals damage equal to its power to target creature.")?.secondTarget).toBeUndefined();
  });
});
