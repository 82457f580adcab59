/**
 * A legendary card's text may name it by a shortened name (201.5): "When Jennika enters" on
 * Jennika, Bad Apple Big Sister is the card's own trigger. Only a legendary card's name before its
 * comma counts; on any other card those words are just words.
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";
import { normalizeSentence, selfNameOf } from "../../src/mtg/self-name.js";

const TEXT = "When Jennika enters, create a 2/2 red Mutant creature token.";

describe("a legendary card's shortened name (201.5)", () => {
  it("is the part of a legendary card's name before its comma", () => {
    expect(selfNameOf("Jennika, Bad Apple Big Sister", ["Legendary"])).toEqual({ name: "Jennika, Bad Apple Big Sister", shortName: "Jennika" });
  });

  it("is nothing for a card that isn't legendary, or a legend without a comma in its name", () => {
    expect(selfNameOf("Jennika, Bad Apple Big Sister", [])).toEqual({ name: "Jennika, Bad Apple Big Sister" });
    expect(selfNameOf("Daxos of Meletis", ["Legendary"])).toEqual({ name: "Daxos of Meletis" });
  });

  it("reads \"When Jennika enters\" as the legend's own enters trigger", () => {
    const parsed = parseMtgText(TEXT, { name: "Jennika, Bad Apple Big Sister", types: ["Creature"], supertypes: ["Legendary"] });
    expect(parsed.abilities).toHaveLength(1);
    expect(parsed.abilities[0]).toMatchObject({ kind: "triggered", trigger: "when-enters" });
  });

  it("leaves the same words on a nonlegendary card unread: they name another object", () => {
    const parsed = parseMtgText(TEXT, { name: "Jennika, Bad Apple Big Sister", types: ["Creature"] });
    expect(parsed.abilities[0]).toMatchObject({ kind: "static", effect: { kind: "unmodelled" } });
  });

  it("matches the full name before the short one, and the short one only as a word", () => {
    const self = selfNameOf("Zog, Triceraton Castaway", ["Legendary"]);
    expect(normalizeSentence("Zog, Triceraton Castaway and Zog and Zogs and Zog's", self)).toBe("~ and ~ and zogs and zog's");
  });
});
