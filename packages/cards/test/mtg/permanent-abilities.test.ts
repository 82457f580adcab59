import type { MtgAbility } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

function abilities(text: string, name?: string, types?: string[]): readonly MtgAbility[] {
  const parsed = parseMtgText(text, { ...(name ? { name } : {}), ...(types ? { types } : {}) });
  expect(parsed.problems).toEqual([]);
  return parsed.abilities;
}

const basic = (subtype: string) => ({ supertypes: ["Basic"], types: [], subtypes: [subtype] });

describe("sacrifice-lands (701.21a, 701.23)", () => {
  it("reads a Landscape's sacrifice cost and its list of basic land types", () => {
    const [ability] = abilities(
      "{T}, Sacrifice Foreboding Landscape: Search your library for a basic Swamp, Forest, or Island card, put it onto the battlefield tapped, then shuffle.",
      "Foreboding Landscape",
    );
    expect(ability).toMatchObject({
      kind: "activated",
      cost: { tapSelf: true, sacrificeSelf: true },
      zone: "battlefield",
      effect: [{ kind: "search", queries: [basic("Swamp"), basic("Forest"), basic("Island")], to: "battlefield", tapped: true, reveal: false }],
    });
  });

  it("reads 'Sacrifice this land' and a plain basic land search (Hobbit Hole)", () => {
    const [ability] = abilities("{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.");
    expect(ability).toMatchObject({ cost: { tapSelf: true, sacrificeSelf: true }, effect: [{ kind: "search", queries: [{ supertypes: ["Basic"], types: ["Land"], subtypes: [] }] }] });
  });

  it("reads a sacrifice of another permanent of a type (Seismic Monstrosaur, 701.21a)", () => {
    const [ability] = abilities("{2}{R}, Sacrifice a land: Draw a card.");
    expect(ability).toMatchObject({ kind: "activated", cost: { mana: "{2}{R}", sacrifice: { types: ["Land"] } }, effect: [{ kind: "draw" }] });
  });

  it("leaves two sacrifices in one cost unread", () => {
    const [ability] = abilities("Sacrifice a land, Sacrifice a creature: Draw a card.");
    expect(ability).toMatchObject({ kind: "static", effect: { kind: "unmodelled" } });
  });
});

describe("keyword counters and keywords until end of turn (122.1b, 613.1f)", () => {
  const effectOf = (text: string, name = "Test Card") => {
    const [ability] = abilities(text, name);
    return (ability as { effect: unknown }).effect;
  };

  it("reads a keyword counter on a target creature you control", () => {
    expect(effectOf("When you cycle Avian Oddity, put a flying counter on target creature you control.", "Avian Oddity")).toEqual([
      { kind: "counters", counter: "flying", count: { kind: "fixed", n: 1 }, on: "target" },
    ]);
    expect(effectOf("When you cycle this card, put a first strike counter on target creature you control.")).toEqual([
      { kind: "counters", counter: "first strike", count: { kind: "fixed", n: 1 }, on: "target" },
    ]);
  });

  it("leaves a counter that gives no keyword and no modelled effect unread (a charge counter), and reads a stun counter on a target (122.1d)", () => {
    expect(effectOf("When you cycle this card, put a charge counter on target creature you control.")).toEqual([{ kind: "unmodelled", text: "put a charge counter on target creature you control." }]);
    expect(effectOf("When you cycle this card, put a stun counter on target creature you control.")).toEqual([{ kind: "counters", counter: "stun", count: { kind: "fixed", n: 1 }, on: "target" }]);
  });

  it("reads keyword grants with and without a change of power and toughness", () => {
    expect(effectOf("Whenever you cycle or discard a card, Pitiless Vizier gains indestructible until end of turn.", "Pitiless Vizier")).toEqual([
      { kind: "pump", on: "self", power: 0, toughness: 0, keywords: ["Indestructible"] },
    ]);
    expect(effectOf("Whenever a player cycles a card, this creature gains flying and shroud until end of turn.")).toEqual([
      { kind: "pump", on: "self", power: 0, toughness: 0, keywords: ["Flying", "Shroud"] },
    ]);
    expect(effectOf("When this creature enters, target creature you control gets +2/+0 and gains indestructible until end of turn.")).toEqual([
      { kind: "pump", on: "target", power: 2, toughness: 0, keywords: ["Indestructible"] },
    ]);
    expect(effectOf("When this creature enters, creatures you control get +1/+0 and gain first strike until end of turn.")).toEqual([
      { kind: "pump", on: "creatures-you-control", power: 1, toughness: 0, keywords: ["First strike"] },
    ]);
  });

  it("reads creatures of one subtype, whoever controls them, and not a card type in that place", () => {
    expect(effectOf("When you cycle this card, Wizard creatures gain flying until end of turn.")).toEqual([
      { kind: "pump", on: "each-creature", power: 0, toughness: 0, keywords: ["Flying"], only: { supertypes: [], types: ["Creature"], subtypes: ["Wizard"] } },
    ]);
    expect(effectOf("When you cycle this card, Elf creatures get +2/+2 until end of turn.")).toMatchObject([{ kind: "pump", power: 2, toughness: 2, only: { subtypes: ["Elf"] } }]);
    expect(effectOf("When you cycle this card, artifact creatures gain flying until end of turn.")).toEqual([{ kind: "unmodelled", text: "artifact creatures gain flying until end of turn." }]);
  });

  it("leaves a grant of an ability the engine has no keyword for unread", () => {
    expect(effectOf("When you cycle this card, target creature gains protection from the color of your choice until end of turn.")).toMatchObject([{ kind: "unmodelled" }]);
  });

  it("reads an instant's grant as its spell effect, with its target", () => {
    const parsed = parseMtgText("Target creature gains double strike until end of turn.", { types: ["Instant"] });
    expect(parsed.spell).toEqual({ effect: [{ kind: "pump", on: "target", power: 0, toughness: 0, keywords: ["Double strike"] }], target: "creature" });
  });
});

describe("605.1a: an ability that adds mana is a mana ability", () => {
  it("keeps one the engine can't carry out unmodelled rather than an ability that uses the stack", () => {
    for (const text of ["{T}: Add {R}{G}.", "{2}: Add {C}.", "{T}: Add X mana of any one color."]) {
      expect(abilities(text)).toEqual([{ kind: "static", effect: { kind: "unmodelled" }, text }]);
    }
    expect(abilities("{T}: Add {G}.")).toMatchObject([{ kind: "mana", produces: ["G"] }]);
    // A sacrifice of itself the engine carries out as the mana ability's cost (701.21a, rulings M18).
    expect(abilities("{T}, Sacrifice this land: Add {G}.")).toMatchObject([{ kind: "mana", cost: { tapSelf: true, sacrificeSelf: true }, produces: ["G"] }]);
  });

  it("reads three mana of one kind, and one mana of any color for a cost with mana (rulings M28)", () => {
    expect(abilities("{T}: Add {G}{G}{G}.")).toEqual([{ kind: "mana", cost: { tapSelf: true }, produces: ["G"], count: 3, text: "{T}: Add {G}{G}{G}." }]);
    expect(abilities("{1}, {T}: Add one mana of any color.")).toEqual([
      { kind: "mana", cost: { mana: "{1}", tapSelf: true }, produces: ["W", "U", "B", "R", "G"], text: "{1}, {T}: Add one mana of any color." },
    ]);
  });
});

describe("tapping and untapping a target (701.26a)", () => {
  it("reads 'tap target …' and 'untap target …' with one target and nothing more", () => {
    const [snare] = abilities("Whenever you cycle a card, tap target creature an opponent controls.");
    expect(snare).toMatchObject({ effect: [{ kind: "tap-target", untap: false }] });
    const [vizier] = abilities("When you cycle this card, untap target permanent.");
    expect(vizier).toMatchObject({ effect: [{ kind: "tap-target", untap: true }] });
  });

  it("reads 'another target' as a target that isn't the source; leaves '…, then …' unread; reads 'up to two target creatures' as one spec, two at most", () => {
    expect(abilities("{T}: Untap another target permanent.")).toMatchObject([{ effect: [{ kind: "tap-target", untap: true }], target: { other: true } }]);
    // Stall Out's "…, then put three stun counters on it" is read whole: the tap, then the counters on the same target.
    expect(abilities("When you cycle this card, tap target creature or Vehicle, then put three stun counters on it.")).toMatchObject([
      { effect: [{ kind: "tap-target", untap: false }, { kind: "counters", counter: "stun", count: { kind: "fixed", n: 3 }, on: "target" }] },
    ]);
    expect(abilities("When you cycle this card, tap target creature or Vehicle, then draw a card.")).toMatchObject([{ effect: [{ kind: "unmodelled" }] }]);
    const parsed = parseMtgText("Tap up to two target creatures.", { types: ["Instant"] });
    expect(parsed.spell).toEqual({ effect: [{ kind: "tap-target", untap: false }], target: "creature", targetCount: { min: 0, max: 2 } });
  });
});

describe("counters on a creature or Vehicle, and backup (702.165a)", () => {
  it("reads 'target creature or Vehicle' and 'It gains …' as the same target (Agonasaur Rex)", () => {
    const [, trigger] = abilities(
      "Cycling {2}{G}\nWhen you cycle this card, put two +1/+1 counters on up to one target creature or Vehicle. It gains trample and indestructible until end of turn.",
    );
    expect(trigger).toMatchObject({
      kind: "triggered",
      trigger: "when-you-cycle-this",
      target: { permanent: [{ types: ["Creature"], subtypes: [] }, { types: [], subtypes: ["Vehicle"] }] },
      targetCount: { min: 0, max: 1 },
      effect: [
        { kind: "counters", counter: "+1/+1", count: { kind: "fixed", n: 2 }, on: "target" },
        { kind: "pump", on: "target", power: 0, toughness: 0, keywords: ["Trample", "Indestructible"] },
      ],
    });
    // Without a target before it, "it" is not read as one.
    expect(abilities("When this creature enters, it gains haste until end of turn.")).toMatchObject([{ effect: [{ kind: "unmodelled" }] }]);
  });

  it("reads Backup N with the keywords printed after it, and leaves it unread when one of them isn't a keyword", () => {
    const read = abilities("Mountaincycling {2}\nBackup 2\nTrample");
    expect(read[1]).toEqual({
      kind: "triggered",
      trigger: "when-enters",
      optional: false,
      target: "creature",
      effect: [
        { kind: "counters", counter: "+1/+1", count: { kind: "fixed", n: 2 }, on: "target" },
        { kind: "pump", on: "target", power: 0, toughness: 0, keywords: ["Trample"], ifOther: true },
      ],
      text: "Backup 2",
    });
    expect(abilities("Backup 1\nWhenever this creature attacks, draw a card.")[0]).toMatchObject({ kind: "static", effect: { kind: "unmodelled" }, text: "Backup 1" });
  });
});

describe("the beginning of an upkeep or of combat (503.1a, 507.1)", () => {
  it("reads 'At the beginning of your upkeep' / 'combat on your turn' / 'each upkeep', and 'sacrifice ~ unless you pay'", () => {
    expect(abilities("At the beginning of your upkeep, sacrifice Drifting Djinn unless you pay {1}{U}.", "Drifting Djinn")).toEqual([
      {
        kind: "triggered",
        trigger: "at-beginning-of-step",
        beginningOf: { step: "upkeep", whose: "yours" },
        optional: false,
        effect: [{ kind: "unless-you-pay", mana: "{1}{U}", otherwise: [{ kind: "sacrifice-self" }] }],
        text: "At the beginning of your upkeep, sacrifice Drifting Djinn unless you pay {1}{U}.",
      },
    ]);
    expect(abilities("At the beginning of combat on your turn, target creature you control gets +2/+0 until end of turn.")).toMatchObject([
      { trigger: "at-beginning-of-step", beginningOf: { step: "combat", whose: "yours" }, target: "creature-you-control", effect: [{ kind: "pump", on: "target", power: 2, toughness: 0 }] },
    ]);
    expect(abilities("At the beginning of each upkeep, you gain 1 life.")).toMatchObject([{ beginningOf: { step: "upkeep", whose: "each" } }]);
  });
});

describe("regeneration (701.19a)", () => {
  it("reads 'Regenerate ~' and the sentences that qualify a destruction", () => {
    expect(abilities("{B}: Regenerate Twisted Abomination.", "Twisted Abomination")).toMatchObject([{ kind: "activated", cost: { mana: "{B}" }, effect: [{ kind: "regenerate-self" }] }]);
    expect(parseMtgText("Destroy target nonartifact, nonblack creature. It can't be regenerated.", { types: ["Instant"] }).spell?.effect).toEqual([{ kind: "destroy-target", cantBeRegenerated: true }]);
    expect(parseMtgText("Destroy all creatures. They can't be regenerated. Draw a card for each creature destroyed this way.", { types: ["Sorcery"] }).spell?.effect).toEqual([
      { kind: "destroy-all", filters: [{ supertypes: [], types: ["Creature"], subtypes: [] }], cantBeRegenerated: true, drawForEachDestroyed: true },
    ]);
    // Counting creatures after a destruction of other permanents too isn't read.
    expect(parseMtgText("Destroy all artifacts and creatures. Draw a card for each creature destroyed this way.", { types: ["Sorcery"] }).spell?.effect).toMatchObject([{ kind: "destroy-all" }, { kind: "unmodelled" }]);
  });
});

describe("Ozolith's replacement of +1/+1 counters (614.1a)", () => {
  it("reads 'that many plus one +1/+1 counters are put on it instead', and not another count", () => {
    const text = "If one or more +1/+1 counters would be put on an artifact or creature you control, that many plus one +1/+1 counters are put on it instead.";
    expect(abilities(text)).toMatchObject([{ kind: "static", effect: { kind: "more-plus-one-counters", extra: 1 } }]);
    expect(abilities(text.replace("plus one", "plus two"))).toMatchObject([{ kind: "static", effect: { kind: "unmodelled" } }]);
  });
});

describe("Ominous Seas: a draw trigger, its own counter, and a cost that removes counters", () => {
  it("reads 'Whenever you draw a card', 'put a foreshadow counter on ~' and 'Remove eight foreshadow counters from ~'", () => {
    const read = abilities(
      "Whenever you draw a card, put a foreshadow counter on Ominous Seas.\nRemove eight foreshadow counters from Ominous Seas: Create an 8/8 blue Kraken creature token.",
      "Ominous Seas",
    );
    expect(read[0]).toMatchObject({ kind: "triggered", trigger: "whenever-you-draw", effect: [{ kind: "counters", counter: "foreshadow", count: { kind: "fixed", n: 1 }, on: "self" }] });
    expect(read[1]).toMatchObject({ kind: "activated", zone: "battlefield", cost: { removeCounters: { counter: "foreshadow", count: 8 } }, effect: [{ kind: "create-token", token: { name: "Kraken", power: 8, toughness: 8, colors: ["U"] } }] });
    // Two counter removals in one cost aren't read.
    expect(abilities("Remove a time counter from ~, remove a fade counter from ~: Draw a card.")[0]).toMatchObject({ kind: "static", effect: { kind: "unmodelled" } });
  });
});
