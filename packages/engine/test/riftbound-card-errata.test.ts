/**
 * The effects the bundled cards' printed, errata'd texts need (issue 15, item 3). Cards are
 * written out by hand, as in fixtures.ts; @recycle-rules/cards tests that the texts parse to them.
 */
import { describe, expect, it } from "vitest";
import { applyRift, type Effect, type RiftCardDef } from "../src/index.js";
import { activated, FILLER, FORGE, rune, spell, unit } from "./fixtures.js";
import { game, names } from "./helpers.js";

const KARMA_ERRATA = unit("Karma, Channeler", "order", 6, {
  abilities: [
    { kind: "triggered", trigger: "you-recycle-cards-to-your-main-deck", optional: false, effect: [{ kind: "buff-friendly-unit" }], text: "When you recycle one or more cards to your Main Deck, buff a friendly unit." },
  ],
});

const SABOTAGE = spell("Sabotage", "body", [{ kind: "reveal-hand-recycle", count: 1, filter: "non-unit-card" }], { cost: { energy: 0, power: [] } });

const JINX: RiftCardDef = {
  name: "Jinx, Loose Cannon",
  type: "legend",
  supertypes: [],
  domains: ["fury", "chaos"],
  cost: { energy: 0, power: [] },
  tags: ["Jinx"],
  keywords: [],
  text: "At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.",
  abilities: [{ kind: "triggered", trigger: "start-of-beginning-phase", optional: false, effect: [{ kind: "draw-if-hand-at-most", count: 1, max: 1 }], text: "…" }],
};

const GOLD: RiftCardDef = {
  name: "Gold",
  type: "gear",
  supertypes: ["token"],
  domains: [],
  cost: { energy: 0, power: [] },
  tags: [],
  keywords: [],
  text: "Kill this, [E]: [Reaction] — Add [A].",
  abilities: [activated([{ kind: "kill-self" }, { kind: "exhaust-self" }], [{ kind: "add-power", domain: "any", amount: 1 }], { timing: ["reaction"] })],
};

const TF_BRANCHES: Effect = {
  kind: "reveal-rune-then-by-domain",
  branches: [
    { domain: "fury", effect: [{ kind: "unmodelled", text: "Deal 2 to an enemy unit here and 1 to all other enemy units here." }] },
    { domain: "mind", effect: [{ kind: "draw", count: 1 }] },
    { domain: "order", effect: [{ kind: "unmodelled", text: "Stun an enemy unit." }] },
  ],
};
/** Twisted Fate's effect on a spell, since the engine has no attack step to trigger it. */
const GAMBLE = spell("Gamble", "chaos", [TF_BRANCHES], { cost: { energy: 0, power: [] } });

const SANCTUM_EFFECT: Effect = { kind: "look-then-recycle", look: 2, toHand: 0, recycle: "chosen", putBackInAnyOrder: true };
const SANCTUM = spell("Sanctum Look", "calm", [SANCTUM_EFFECT], { cost: { energy: 0, power: [] } });

describe("Karma, Channeler after the errata: '… to your Main Deck' (416.1.c)", () => {
  it("recycling only an opponent's cards (to the opponent's Main Deck) does not trigger it", () => {
    const s = game({ players: { A: { zones: { base: [{ def: KARMA_ERRATA }, { def: FORGE }] } }, B: { zones: { trash: [{ def: FILLER(1) }, { def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "forge-of-the-future", ability: 1, choices: ["Filler 1", "Filler 2"] });
    expect(names(r.state, "B", "main-deck").sort()).toEqual(["Filler 1", "Filler 2"]);
    expect(r.events.some((e) => e.type === "trigger")).toBe(false);
    expect(r.state.cards.get("karma-channeler")?.buffed).toBe(false);
  });

  it("recycling one of your own cards among them does", () => {
    const s = game({ players: { A: { zones: { base: [{ def: KARMA_ERRATA }, { def: FORGE }], trash: [{ def: FILLER(3) }] } }, B: { zones: { trash: [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "forge-of-the-future", ability: 1, choices: ["Filler 3", "Filler 1"] });
    expect(r.events.filter((e) => e.type === "trigger")).toHaveLength(1);
    expect(r.state.cards.get("karma-channeler")?.buffed).toBe(true);
  });

  it("a recycled rune goes to the Rune Deck, not the Main Deck: no trigger (052)", () => {
    const s = game({ players: { A: { zones: { base: [{ def: KARMA_ERRATA }], runes: [{ def: rune("order") }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "order-rune", ability: "recycle", choices: [] });
    expect(r.state.cards.get("karma-channeler")?.buffed).toBe(false);
  });
});

describe("Sabotage: the caster recycles a non-unit card from the revealed hand", () => {
  it("the chosen card goes to the bottom of its owner's Main Deck (416.1.c); a unit can't be chosen", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SABOTAGE }] } }, B: { zones: { hand: [{ def: FILLER(1) }, { def: FORGE }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "sabotage", choices: ["Filler 1"] });
    expect(r.violations).toEqual([expect.objectContaining({ code: "invalid-choice" })]);
    // The invalid answer leaves the choice to its default: the only non-unit card.
    expect(names(r.state, "B", "main-deck")).toEqual(["Forge of the Future"]);
    expect(names(r.state, "B", "hand")).toEqual(["Filler 1"]);
    expect(r.events.find((e) => e.type === "move" && e.reason === "recycle")).toMatchObject({ rule: "416.1.c" });
  });
});

describe("Jinx, Loose Cannon: draw 1 at the start of the Beginning Phase with one or fewer cards in hand", () => {
  const deck = [{ def: FILLER(8) }, { def: FILLER(9) }];
  it("with one card in hand, draws", () => {
    const s = game({ phase: "awaken", players: { A: { zones: { legend: [{ def: JINX }], hand: [{ def: FILLER(1) }], "main-deck": deck } } } });
    const r = applyRift(s, { type: "advance", phase: "beginning", choices: [] });
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1", "Filler 8"]);
  });
  it("with two cards in hand, does not", () => {
    const s = game({ phase: "awaken", players: { A: { zones: { legend: [{ def: JINX }], hand: [{ def: FILLER(1) }, { def: FILLER(2) }], "main-deck": deck } } } });
    const r = applyRift(s, { type: "advance", phase: "beginning", choices: [] });
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1", "Filler 2"]);
  });
});

describe("Gold: 'Kill this, [E]: [Reaction] — Add [A]'", () => {
  it("adds one power of the domain its controller names, and the token ceases (186.1)", () => {
    const s = game({ players: { A: { zones: { base: [{ def: GOLD }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "gold", ability: 1, choices: ["order"] });
    expect(r.state.resources["A"]?.power).toEqual({ order: 1 });
    expect(r.state.cards.get("gold")).toBeUndefined();
  });
  it("unanswered, the domain is a marked default", () => {
    const s = game({ players: { A: { zones: { base: [{ def: GOLD }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "gold", ability: 1, choices: [] });
    expect(r.state.resources["A"]?.power).toEqual({ fury: 1 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "choice", defaulted: true, answer: "fury" }));
  });
});

describe("Twisted Fate, Gambler: reveal the top rune, recycle it, then its domain's effect", () => {
  it("a Mind rune: draw 1; the rune goes to the bottom of the Rune Deck (416.1.b)", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: GAMBLE }], "rune-deck": [{ def: rune("mind") }, { def: rune("fury") }], "main-deck": [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "gamble", choices: [] });
    expect(names(r.state, "A", "rune-deck")).toEqual(["Fury Rune", "Mind Rune"]);
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1"]);
  });
  it("a Fury rune: the effect the engine doesn't model is noted, never skipped silently", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: GAMBLE }], "rune-deck": [{ def: rune("fury") }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "gamble", choices: [] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "note", text: expect.stringContaining("not modelled, skipped: \"Deal 2 to an enemy unit here") }));
  });
  it("a domain with no branch does nothing but say so", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: GAMBLE }], "rune-deck": [{ def: rune("calm") }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "gamble", choices: [] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "note", text: "no effect for a calm rune" }));
  });
});

describe("The Candlelit Sanctum: 'Put those you don't back in any order.'", () => {
  const deck = [{ def: FILLER(1) }, { def: FILLER(2) }, { def: FILLER(3) }];
  it("the kept cards go back on top in the order the owner names, top first", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SANCTUM }], "main-deck": deck } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "sanctum-look", choices: [false, "Filler 2", "Filler 1"] });
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 2", "Filler 1", "Filler 3"]);
  });
  it("unanswered, they keep their order, marked as a default", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SANCTUM }], "main-deck": deck } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "sanctum-look", choices: [false] });
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1", "Filler 2", "Filler 3"]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "choice", defaulted: true, prompt: expect.stringContaining("back on top") }));
  });
  it("one kept card has no order to choose", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SANCTUM }], "main-deck": deck } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "sanctum-look", choices: [true, "Filler 1"] });
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 2", "Filler 3", "Filler 1"]);
    expect(r.events.some((e) => e.type === "choice" && e.prompt.includes("back on top"))).toBe(false);
  });
});
