/**
 * Permanents: keywords from counters and "until end of turn" grants (122.1b, 613.1f, 514.2), what
 * indestructible, shroud and hexproof do (702.12b, 702.18a, 702.11b), sacrificing a permanent to
 * pay for its own ability (701.21a), and cost effects that never reach a mana ability (605).
 */
import { describe, expect, it } from "vitest";
import { applyMtg, keywordsOf, type MtgAbility, type MtgCardDef, type MtgEffect } from "../src/index.js";
import { basic, creature, permanent } from "./mtg-fixtures.js";
import { cards, mtg, run, zone } from "./mtg-helpers.js";

const instant = (name: string, effect: MtgEffect[], target: "creature" | "any"): MtgCardDef => ({
  name,
  manaCost: "{0}",
  types: ["Instant"],
  supertypes: [],
  subtypes: [],
  colors: [],
  text: "",
  abilities: [],
  spell: { effect, target },
});
const grant = (keyword: string): MtgEffect => ({ kind: "pump", on: "target", power: 0, toughness: 0, keywords: [keyword] });
const BEAR = creature("Bear", "{1}{G}", 2, 2);
const card = (s: ReturnType<typeof mtg>, id: string) => s.cards.get(id)!;

describe("keywords of a permanent (122.1b, 613.1f, 514.2)", () => {
  it("counts printed keywords, keyword counters and grants once each, and the cleanup step ends only the grants", () => {
    const flyer = creature("Flyer", "{1}", 1, 1, [{ kind: "static", effect: { kind: "keyword", keyword: "Flying" }, text: "Flying" }]);
    const s = mtg({ players: { A: { zones: { hand: cards(instant("Wings", [grant("Flying")], "creature"), instant("Rush", [grant("Haste")], "creature")), battlefield: [{ def: flyer, counters: { flying: 1, trample: 1, "+1/+1": 1 } }] } } } });
    expect(keywordsOf(card(s, "flyer"))).toEqual(["Flying", "Trample"]);
    const cast = run(s, { type: "cast", player: "A", card: "wings" }, { type: "cast", player: "A", card: "rush" });
    expect(cast.violations).toEqual([]);
    expect(keywordsOf(card(cast.state, "flyer"))).toEqual(["Flying", "Trample", "Haste"]);
    const next = run(cast.state, { type: "advance", step: "upkeep" });
    expect(next.violations).toEqual([]);
    expect(next.state.activePlayer).toBe("B");
    expect(keywordsOf(card(next.state, "flyer"))).toEqual(["Flying", "Trample"]);
  });
});

describe("indestructible, shroud and hexproof (702.12b, 702.18a, 702.11b)", () => {
  const destroy = instant("Slay", [{ kind: "destroy-target" }], "creature");
  const shrink = instant("Shrink", [{ kind: "pump", on: "target", power: -3, toughness: -3 }], "creature");

  it("702.12b: destroy doesn't destroy it, but 0 toughness still puts it into the graveyard (704.5f)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(destroy, shrink), battlefield: [{ def: BEAR, counters: { indestructible: 1 } }] } } } });
    const slain = run(s, { type: "cast", player: "A", card: "slay" });
    expect(zone(slain.state, "A", "battlefield")).toEqual(["Bear"]);
    const shrunk = run(slain.state, { type: "cast", player: "A", card: "shrink" });
    expect(zone(shrunk.state, "A", "graveyard")).toContain("Bear");
  });

  it("702.18a: a creature that gains shroud while a spell targets it is an illegal target on resolution (608.2b)", () => {
    const guile = instant("Guile", [grant("Shroud")], "creature");
    const s = mtg({ players: { A: { zones: { hand: cards(shrink, guile), battlefield: cards(BEAR) } } } });
    // Guile is cast in response and resolves first; then Shrink finds its target shrouded.
    const r = run(s, { type: "cast", player: "A", card: "shrink", hold: true }, { type: "cast", player: "A", card: "guile" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "battlefield")).toEqual(["Bear"]);
    expect(keywordsOf(card(r.state, "bear"))).toEqual(["Shroud"]);
  });

  it("702.11b: hexproof stops an opponent's target but not its controller's", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(destroy) } }, B: { zones: { hand: cards({ ...destroy, name: "Own Slay" }), battlefield: [{ def: BEAR, counters: { hexproof: 1 } }] } } } });
    expect(applyMtg(s, { type: "cast", player: "A", card: "slay" }).violations[0]).toMatchObject({ rule: "601.2c" });
    const own = run(s, { type: "pass", player: "A" }, { type: "cast", player: "B", card: "own-slay" });
    expect(own.violations).toEqual([]);
    expect(zone(own.state, "B", "graveyard")).toContain("Bear");
  });
});

describe("a permanent sacrificed to pay for its own ability (701.21a)", () => {
  const SAC_LAND: MtgCardDef = {
    ...permanent("Sac Land", "Artifact", "{0}", []),
    types: ["Land"],
    manaCost: undefined as unknown as string,
    abilities: [
      {
        kind: "activated",
        cost: { tapSelf: true, sacrificeSelf: true },
        effect: [{ kind: "search", queries: [{ supertypes: ["Basic"], types: ["Land"], subtypes: [] }], to: "battlefield", reveal: false, tapped: true }],
        zone: "battlefield",
        timing: "instant",
        text: "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
      },
    ],
  };

  it("is in the graveyard before the ability resolves, and the land found enters tapped", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(SAC_LAND), library: cards(basic("Forest")) } } } });
    const held = applyMtg(s, { type: "activate", player: "A", card: "sac-land", ability: 1, hold: true });
    expect(held.violations).toEqual([]);
    expect(zone(held.state, "A", "graveyard")).toEqual(["Sac Land"]);
    expect(held.state.stack).toHaveLength(1);
    const done = run(held.state, { type: "resolve" });
    expect(zone(done.state, "A", "battlefield")).toEqual(["Forest"]);
    expect(card(done.state, "forest").tapped).toBe(true);
  });
});

describe("605: cost effects and a creature's mana ability", () => {
  const HEARTSTONE = permanent("Heartstone", "Artifact", "{3}", [
    {
      kind: "static",
      effect: { kind: "activation-cost", abilities: "of-creatures", change: "reduce", amount: 1, upTo: false, whose: "all", floor: 1 },
      text: "Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in that cost to less than one mana.",
    },
  ]);
  const ELF: MtgCardDef = creature("Mana Elf", "{G}", 1, 1, [{ kind: "mana", cost: { tapSelf: true }, produces: ["G"], text: "{T}: Add {G}." } satisfies MtgAbility]);

  it("Heartstone finds no generic mana in {T}: Add {G} to reduce, and adds none: the mana ability makes {G} at once", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(HEARTSTONE, ELF) } } } });
    const r = applyMtg(s, { type: "activate", player: "A", card: "mana-elf", ability: 1 });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["A"]!.mana.G).toBe(1);
    expect(r.state.stack).toHaveLength(0);
    expect(r.events.some((e) => e.type === "note" && e.text.includes("Heartstone"))).toBe(false);
  });
});

describe("damage from an ability of a creature with deathtouch and lifelink (702.2b, 702.15b)", () => {
  const VIPER: MtgCardDef = creature("Spitting Viper", "{B}", 1, 1, [
    { kind: "static", effect: { kind: "keyword", keyword: "deathtouch" }, text: "Deathtouch" },
    { kind: "static", effect: { kind: "keyword", keyword: "lifelink" }, text: "Lifelink" },
    {
      kind: "activated",
      cost: { tapSelf: true },
      effect: [{ kind: "damage", to: "target", amount: { kind: "fixed", n: 1 } }],
      target: "creature",
      zone: "battlefield",
      timing: "instant",
      text: "{T}: Spitting Viper deals 1 damage to target creature.",
    },
  ]);
  const GIANT = creature("Hill Giant", "{3}{R}", 3, 3);

  it("1 damage destroys a 3/3 (704.5h) and its controller gains 1 life", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(VIPER) } }, B: { zones: { battlefield: cards(GIANT) } } } });
    const r = run(s, { type: "activate", player: "A", card: "spitting-viper", ability: 1, choices: ["Hill Giant"] });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "graveyard")).toEqual(["Hill Giant"]);
    expect(r.state.playerState["A"]!.life).toBe(21);
  });

  it("without deathtouch the 3/3 survives 1 damage", () => {
    const plain = { ...VIPER, abilities: VIPER.abilities.slice(2) };
    const s = mtg({ players: { A: { zones: { battlefield: cards(plain) } }, B: { zones: { battlefield: cards(GIANT) } } } });
    const r = run(s, { type: "activate", player: "A", card: "spitting-viper", ability: 1, choices: ["Hill Giant"] });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "battlefield")).toEqual(["Hill Giant"]);
    expect(r.state.playerState["A"]!.life).toBe(20);
  });
});

describe("302.6: a creature's {T} abilities wait until it has been controlled since the turn began", () => {
  const ELF: MtgCardDef = creature("Llanowar Elves", "{G}", 1, 1, [{ kind: "mana", cost: { tapSelf: true }, produces: ["G"], text: "{T}: Add {G}." }]);
  const BEAR = creature("Grizzly Bears", "{1}{G}", 2, 2);

  it("an Elf cast this turn can't tap for mana (302.6), nor be tapped to pay for a spell", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(ELF, BEAR), battlefield: cards(basic("Forest"), basic("Forest")) } } } });
    const entered = run(s, { type: "cast", player: "A", card: "llanowar-elves", tap: ["forest"] });
    expect(entered.violations).toEqual([]);
    const elf = entered.state.zones["A"]!["battlefield"]!.find((id) => id.startsWith("llanowar"))!;
    expect(applyMtg(entered.state, { type: "activate", player: "A", card: elf, ability: "mana" }).violations[0]).toMatchObject({ rule: "302.6" });
    const bear = applyMtg(entered.state, { type: "cast", player: "A", card: "grizzly-bears", tap: [elf, "forest-2"] });
    expect(bear.violations[0]).toMatchObject({ rule: "302.6" });
    // Paying automatically doesn't tap the Elf either: one untapped Forest can't pay {1}{G}.
    expect(applyMtg(entered.state, { type: "cast", player: "A", card: "grizzly-bears" }).violations[0]).toMatchObject({ rule: "118.3" });
  });

  it("an Elf already on the battlefield as the turn began taps for mana", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(BEAR), battlefield: cards(ELF, basic("Forest")) } } } });
    expect(applyMtg(s, { type: "cast", player: "A", card: "grizzly-bears" }).violations).toEqual([]);
  });
});

describe("noncombat damage and protection (702.16e)", () => {
  const PINGER: MtgCardDef = creature("Red Pinger", "{R}", 1, 1, [
    // Not targeted: protection's "can't be targeted" (702.16b) is a different part of the rule.
    { kind: "activated", cost: { tapSelf: true }, effect: [{ kind: "damage", to: "each-creature", amount: { kind: "fixed", n: 1 } }], zone: "battlefield", timing: "instant", text: "{T}: Red Pinger deals 1 damage to each creature." },
  ], { colors: ["R"] });
  const KNIGHT = (protection: string) => creature("White Knight", "{W}{W}", 2, 2, [{ kind: "static", effect: { kind: "keyword", keyword: protection }, text: protection }]);

  it("a creature with protection from red takes no damage from a red source's ability; the others do", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(PINGER) } }, B: { zones: { battlefield: cards(KNIGHT("Protection from red")) } } } });
    const r = run(s, { type: "activate", player: "A", card: "red-pinger", ability: 1 });
    expect(r.violations).toEqual([]);
    expect(card(r.state, "white-knight").damage).toBe(0);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Red Pinger"]);
    expect(r.all.some((e) => e.type === "note" && e.rule?.includes("702.16e"))).toBe(true);
  });

  it("damage to each creature isn't targeted: a hexproof or shrouded creature takes it too (702.11b, 702.18a speak of targets)", () => {
    const HIDDEN = (keyword: string) => creature(`${keyword} Bear`, "{1}{G}", 2, 2, [{ kind: "static", effect: { kind: "keyword", keyword }, text: keyword }]);
    const s = mtg({ players: { A: { zones: { battlefield: cards(PINGER) } }, B: { zones: { battlefield: cards(HIDDEN("Hexproof"), HIDDEN("Shroud")) } } } });
    const r = run(s, { type: "activate", player: "A", card: "red-pinger", ability: 1 });
    expect(r.violations).toEqual([]);
    expect(card(r.state, "hexproof-bear").damage).toBe(1);
    expect(card(r.state, "shroud-bear").damage).toBe(1);
  });

  it("protection from black doesn't stop it", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(PINGER) } }, B: { zones: { battlefield: cards(KNIGHT("Protection from black")) } } } });
    const r = run(s, { type: "activate", player: "A", card: "red-pinger", ability: 1 });
    expect(card(r.state, "white-knight").damage).toBe(1);
  });
});

describe("protection and targets (702.16b)", () => {
  const KNIGHT = creature("White Knight", "{W}{W}", 2, 2, [{ kind: "static", effect: { kind: "keyword", keyword: "Protection from red" }, text: "Protection from red" }]);
  const redSpell = (name: string, effect: MtgEffect[]): MtgCardDef => ({ ...instant(name, effect, "creature"), manaCost: "{0}", colors: ["R"] });
  const SHRINK = redSpell("Red Shrink", [{ kind: "pump", on: "target", power: -3, toughness: -3 }]);

  it("a red spell can't target a creature with protection from red: with no other creature it can't be cast (601.2c)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(SHRINK) } }, B: { zones: { battlefield: cards(KNIGHT) } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "red-shrink" });
    expect(r.violations.map((v) => v.rule)).toEqual(["601.2c"]);
    expect(zone(r.state, "B", "battlefield")).toEqual(["White Knight"]);
  });

  it("a colorless spell targets it as before", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(instant("Grey Shrink", [{ kind: "pump", on: "target", power: -3, toughness: -3 }], "creature")) } }, B: { zones: { battlefield: cards(KNIGHT) } } } });
    const r = run(s, { type: "cast", player: "A", card: "grey-shrink" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "graveyard")).toEqual(["White Knight"]);
  });

  it("a creature that gains protection from red in response is an illegal target when the red spell resolves (608.2b)", () => {
    const ward = instant("Blessing", [grant("Protection from red")], "creature");
    const s = mtg({ players: { A: { zones: { hand: cards(SHRINK) } }, B: { zones: { hand: cards(ward), battlefield: cards(BEAR) } } } });
    const r = run(s, { type: "cast", player: "A", card: "red-shrink", hold: true }, { type: "cast", player: "B", card: "blessing" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "battlefield")).toEqual(["Bear"]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Red Shrink"]);
  });
});
