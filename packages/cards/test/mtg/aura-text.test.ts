/**
 * Aura wording (303.4, 702.5): the enchant ability and what the Aura gives the enchanted permanent.
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const statics = (text: string) => parseMtgText(text, { types: ["Enchantment"], name: "Test Aura" }).abilities.map((a) => (a.kind === "static" ? a.effect : a.kind));

describe("Aura text", () => {
  it("reads 'Enchant creature', 'Enchant land' and 'Enchant permanent' as what the Aura may enchant (702.5a)", () => {
    expect(statics("Enchant creature")).toEqual([{ kind: "enchant", what: "creature" }]);
    expect(statics("Enchant land")).toEqual([{ kind: "enchant", what: { permanent: [{ supertypes: [], types: ["Land"], subtypes: [] }] } }]);
    expect(statics("Enchant permanent")).toEqual([{ kind: "enchant", what: { permanent: [{ supertypes: [], types: [], subtypes: [] }] } }]);
  });

  it("reads 'gets +N/+N', '… and has <keyword>' and 'has <keyword>'", () => {
    expect(statics("Enchanted creature gets -4/-4.")).toEqual([{ kind: "enchanted-gets", power: -4, toughness: -4, keywords: [] }]);
    expect(statics("Enchanted creature gets +1/+0 and has trample.")).toEqual([{ kind: "enchanted-gets", power: 1, toughness: 0, keywords: ["Trample"] }]);
    expect(statics("Enchanted creature has flying.")).toEqual([{ kind: "enchanted-gets", power: 0, toughness: 0, keywords: ["Flying"] }]);
  });

  it("reads Withering Hex's 'for each plague counter on ~' and its 'put a plague counter on ~'", () => {
    const hex = parseMtgText("Enchant creature\nWhenever a player cycles a card, put a plague counter on Withering Hex.\nEnchanted creature gets -1/-1 for each plague counter on Withering Hex.", { types: ["Enchantment"], name: "Withering Hex" }).abilities;
    expect(hex[2]).toMatchObject({ kind: "static", effect: { kind: "enchanted-gets", power: -1, toughness: -1, perCounterOnAura: "plague" } });
    expect(hex[1]).toMatchObject({ kind: "triggered", trigger: "whenever-a-player-cycles", effect: [{ kind: "counters", counter: "plague", on: "self" }] });
  });

  it("leaves what it can't read whole unmodelled: ward—pay life, a 'for each' it can't count, an unknown enchant object", () => {
    expect(statics("Enchanted creature gets +3/+3 and has ward—pay 3 life.")).toEqual([{ kind: "unmodelled" }]);
    expect(statics("Enchanted creature gets +1/+1 for each card in your hand.")).toEqual([{ kind: "unmodelled" }]);
    expect(statics("Enchant creature card in a graveyard")).toEqual([{ kind: "unmodelled" }]);
  });

  it("reads 'Crew N' as an activated ability that taps creatures of total power N (702.122a)", () => {
    const [crew] = parseMtgText("Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)", { types: ["Artifact"], name: "Cart" }).abilities;
    expect(crew).toEqual({ kind: "activated", cost: { crew: 3 }, effect: [{ kind: "becomes-creature-until-end-of-turn" }], zone: "battlefield", timing: "instant", text: "Crew 3" });
  });
});
