import { describe, expect, it } from "vitest";
import type { RiftCardDef } from "../src/index.js";
import { activated, FILLER, spell, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

const CRYPT: RiftCardDef = {
  name: "Crypt",
  type: "gear",
  supertypes: [],
  tags: [],
  keywords: [],
  domains: ["chaos"],
  cost: { energy: 0, power: [] },
  text: "When you play this, banish all units from your trash.\n[E]: Play a unit banished with this.\nKill this: Draw 1.",
  abilities: [
    { kind: "triggered", trigger: "when-played", effect: [{ kind: "banish-from-trash", match: { types: ["unit"] } }], optional: false, text: "When you play this, banish all units from your trash." },
    activated([{ kind: "exhaust-self" }], [{ kind: "play-banished-with-this", match: { types: ["unit"] } }]),
    activated([{ kind: "kill-self" }], [{ kind: "draw", count: 1 }]),
  ],
};
const RAISE_GEAR = spell("Raise Gear", "chaos", [{ kind: "return-from-trash", count: 1, upTo: false, match: { types: ["gear"] }, whose: "you" }], { cost: { energy: 0, power: [] } });

describe("427.3: \"banished with this\" is the object that banished them, not a later one", () => {
  it("while the gear stays on the board, it plays a unit it banished", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: CRYPT }], trash: [{ def: unit("Ghost", "chaos", 2, { cost: { energy: 0, power: [] } }) }] } } } });
    const r = run(s, { type: "play", player: "A", card: "crypt", choices: [] }, { type: "activate", player: "A", card: "crypt", ability: 1, choices: ["Ghost"] });
    expect(names(r.state, "A", "base")).toEqual(["Crypt", "Ghost"]);
  });

  it("once the gear has left the board and come back, the unit it banished is not banished with the new object", () => {
    const s = game({
      players: { A: { zones: { hand: [{ def: CRYPT }, { def: RAISE_GEAR }], trash: [{ def: unit("Ghost", "chaos", 2, { cost: { energy: 0, power: [] } }) }], "main-deck": [{ def: FILLER(1) }] } } },
    });
    const r = run(
      s,
      { type: "play", player: "A", card: "crypt", choices: [] },
      { type: "activate", player: "A", card: "crypt", ability: 2, choices: [] },
      { type: "play", player: "A", card: "raise-gear", choices: ["Crypt"] },
      { type: "play", player: "A", card: "crypt", choices: [] },
      { type: "activate", player: "A", card: "crypt", ability: 1, choices: [] },
    );
    expect(names(r.state, "A", "banishment")).toEqual(["Ghost"]);
    expect(names(r.state, "A", "base")).toEqual(["Crypt"]);
    expect(r.events.some((e) => e.type === "note" && e.rule === "427.3" && e.text.startsWith("no unit banished with Crypt"))).toBe(true);
  });
});

describe("356.4: a card's own discount applies when an effect plays it, as when it is played from hand", () => {
  const LURKER = unit("Lurker", "chaos", 5, {
    cost: { energy: 5, power: [] },
    abilities: [{ kind: "static", effect: { kind: "cost-less-per-card-in-trash", amount: 2, sameName: true }, text: "I cost [2] less for each card with my name in your trash." }],
  });
  const RAISE = spell("Raise", "chaos", [{ kind: "play-from-trash", match: { types: ["unit"] }, ignore: "none", recycleAfter: false }], { cost: { energy: 0, power: [] } });

  it("played from the trash by an effect, it costs less for each other card with its name there, never counting itself", () => {
    // Two Lurkers in the trash: the one played counts only the other, so it costs 5 - 2 = 3.
    const s = game({ players: { A: { zones: { hand: [{ def: RAISE }], trash: [{ def: LURKER }, { def: LURKER }] }, energy: 3 } } });
    const r = run(s, { type: "play", player: "A", card: "raise", choices: ["Lurker"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "base")).toEqual(["Lurker"]);
    expect(r.state.resources["A"]?.energy).toBe(0);
  });

  it("with one energy too few for the discounted cost, it stays in the trash (358.5)", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: RAISE }], trash: [{ def: LURKER }, { def: LURKER }] }, energy: 2 } } });
    const r = run(s, { type: "play", player: "A", card: "raise", choices: ["Lurker"] });
    expect(names(r.state, "A", "trash")).toEqual(["Lurker", "Lurker", "Raise"]);
    expect(r.events.some((e) => e.type === "note" && e.rule === "358.5")).toBe(true);
  });
});

describe("Portal Rescue's printed \"then play it\": who plays a friendly unit someone else owns", () => {
  const rescue = (errata?: RiftCardDef["errata"]) =>
    spell("Rescue", "mind", [{ kind: "banish-unit-then-play", whose: "friendly", to: "base", by: "you" }], { cost: { energy: 0, power: [] }, ...(errata ? { errata } : {}) });
  const borrowed = { def: unit("Borrowed", "calm", 2), owner: "B" };

  it("when the card data can't say whether its text is from before its erratum, the step is refused as an unknown fact", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: rescue({ note: "then its owner plays it", inText: "unknown" }) }], base: [borrowed] } } } });
    const r = run(s, { type: "play", player: "A", card: "rescue", choices: ["Borrowed"] });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "unknown-card-fact" });
  });

  it("with a text known to be in force, the effect's controller plays it, as the text says", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: rescue() }], base: [borrowed] } } } });
    const r = run(s, { type: "play", player: "A", card: "rescue", choices: ["Borrowed"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "base")).toEqual(["Borrowed"]);
    expect(r.events.some((e) => e.type === "play" && e.player === "A" && e.name === "Borrowed")).toBe(true);
  });
});

describe("Altar of Memories: when a friendly unit dies, exhaust to draw 1, then put a card from hand on the top or bottom", () => {
  const ALTAR: RiftCardDef = {
    name: "Altar",
    type: "gear",
    supertypes: [],
    tags: [],
    keywords: [],
    domains: ["order"],
    cost: { energy: 2, power: [] },
    text: "When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on the top or bottom of your Main Deck.",
    abilities: [
      {
        kind: "triggered",
        trigger: "friendly-unit-dies",
        optional: true,
        text: "When a friendly unit dies, …",
        effect: [{ kind: "cost-then", cost: [{ kind: "exhaust-self" }], effect: [{ kind: "draw", count: 1 }, { kind: "hand-to-deck-top-or-bottom" }] }],
      },
    ],
  };
  const SMITE = spell("Smite", "fury", [{ kind: "deal", amount: 5, target: "unit" }], { cost: { energy: 0, power: [] } });

  it("unanswered, the card goes on top, the first place the card names, marked as a default", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SMITE }], base: [{ def: ALTAR }, { def: unit("Pet", "calm", 1) }], "main-deck": [{ def: FILLER(1) }, { def: FILLER(2) }] } } } });
    const r = run(s, { type: "play", player: "A", card: "smite", choices: ["Pet", "yes", "Filler 1"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1", "Filler 2"]);
    expect(r.events.some((e) => e.type === "choice" && e.answer === "top" && e.defaulted)).toBe(true);
  });

  it("an enemy unit's death doesn't trigger it", () => {
    const s = game({
      players: { A: { zones: { hand: [{ def: SMITE }], base: [{ def: ALTAR }], "main-deck": [{ def: FILLER(1) }] } }, B: { zones: { base: [{ def: unit("Foe", "calm", 1) }] } } },
    });
    const r = run(s, { type: "play", player: "A", card: "smite", choices: ["Foe"] });
    expect(names(r.state, "B", "trash")).toEqual(["Foe"]);
    expect(r.events.filter((e) => e.type === "trigger")).toEqual([]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1"]);
  });
});

describe("Divine Judgment: each player keeps 2 of each kind; the rest is recycled", () => {
  const JUDGMENT = spell("Judgment", "order", [{ kind: "each-player-keeps-then-recycle-rest", keep: { units: 2, gear: 2, runes: 2, hand: 2 } }], { cost: { energy: 0, power: [] } });

  it("a player who names fewer than they keep has the rest kept for them in zone order, marked as a default (R4)", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: JUDGMENT }], base: [{ def: unit("One", "calm", 1) }, { def: unit("Two", "calm", 1) }, { def: unit("Three", "calm", 1) }] } } } });
    const r = run(s, { type: "play", player: "A", card: "judgment", choices: ["Three"] });
    expect(names(r.state, "A", "base")).toEqual(["One", "Three"]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Two"]);
    expect(r.events.some((e) => e.type === "choice" && e.prompt === "1 more units to keep" && e.defaulted)).toBe(true);
  });

  it("the spell itself, on the chain, is no card in hand to keep or recycle", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: JUDGMENT }, { def: FILLER(1) }, { def: FILLER(2) }] } } } });
    const r = run(s, { type: "play", player: "A", card: "judgment", choices: [] });
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1", "Filler 2"]);
    expect(names(r.state, "A", "trash")).toEqual(["Judgment"]);
    expect(r.events.filter((e) => e.type === "choice")).toEqual([]);
  });
});
