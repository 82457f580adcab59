/**
 * Several targets of one kind (601.2c): the count and the one-target form of the sentence.
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";
import { readTargetCount } from "../../src/mtg/target-count.js";

const spell = (text: string, name = "Spell") => parseMtgText(text, { types: ["Sorcery"], name }).spell;
const ANY = { supertypes: [], types: [], subtypes: [] };

describe("counted targets", () => {
  it("reads 'two', 'up to N' and 'one or two', singular, with 'their owners' hands' as its owner's", () => {
    expect(readTargetCount("return two target creatures to their owners' hands")).toEqual({ words: "return target creature to its owner's hand", count: { min: 2, max: 2 } });
    expect(readTargetCount("tap up to four target creatures")).toEqual({ words: "tap target creature", count: { min: 0, max: 4 } });
    expect(readTargetCount("return one or two target creature cards from your graveyard to your hand")).toEqual({ words: "return target creature card from your graveyard to your hand", count: { min: 1, max: 2 } });
    expect(readTargetCount("exile up to three target cards from a single graveyard")).toEqual({ words: "exile target card from a graveyard", count: { min: 0, max: 3, sameGraveyard: true } });
  });

  it("reads 'up to X' with its max left to the X paid (Rampaging War Mammoth)", () => {
    expect(readTargetCount("destroy up to x target artifacts")).toEqual({ words: "destroy target artifact", count: { min: 0, max: 0, maxIsX: true } });
  });

  it("leaves a second 'target' and a plural count over a singular noun unread", () => {
    expect(readTargetCount("target creature you control fights target creature you don't control")).toBeUndefined();
    expect(readTargetCount("destroy up to x target artifact")).toBeUndefined();
    expect(readTargetCount("tap two target creature")).toBeUndefined();
  });

  it("a spell keeps the count beside its one target spec", () => {
    expect(spell("Exile up to two target artifacts and/or enchantments.")).toEqual({
      effect: [{ kind: "exile-target" }],
      target: { permanent: [{ ...ANY, types: ["Artifact"] }, { ...ANY, types: ["Enchantment"] }] },
      targetCount: { min: 0, max: 2 },
    });
    expect(spell("Return up to two target cards with cycling from your graveyard to your hand.")).toEqual({
      effect: [{ kind: "return-target-to-hand" }],
      target: { graveyardCard: [{ ...ANY, cycling: true }], whose: "yours" },
      targetCount: { min: 0, max: 2 },
    });
  });

  it("'those creatures don't untap during their controller's next untap step' acts on the targets (502.3)", () => {
    expect(spell("Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.")).toEqual({
      effect: [{ kind: "tap-target", untap: false }, { kind: "skip-next-untap" }],
      target: "creature",
      targetCount: { min: 0, max: 2 },
    });
  });

  it("a count whose sentence isn't read leaves the text unmodelled, with no count", () => {
    expect(spell("Put up to two target creatures into their owners' graveyards at random.")).toEqual({ effect: [{ kind: "unmodelled", text: "Put up to two target creatures into their owners' graveyards at random." }] });
  });

  it("a triggered ability keeps its count; an activated one is left whole as text", () => {
    const [trigger] = parseMtgText("When this creature enters, exile up to two target artifacts and/or enchantments.").abilities;
    expect(trigger).toMatchObject({ kind: "triggered", trigger: "when-enters", targetCount: { min: 0, max: 2 }, effect: [{ kind: "exile-target" }] });
    const [activated] = parseMtgText("{T}: Tap up to two target creatures.").abilities;
    expect(activated).toMatchObject({ kind: "activated", effect: [{ kind: "unmodelled" }] });
  });
});
