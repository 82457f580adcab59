import { describe, expect, it } from "vitest";
import { applyRift, createRiftGame, mightOf } from "../src/index.js";
import { BLIND_FURY, CLOCKWORK_MECH, CRUEL_PATRON, FILLER, GARBAGE_GRABBER, MECH, PROMISING_FUTURE, battlefield, RUMBLE, VI, rune, spell, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

describe("164.2 runes", () => {
  it("164.2: a rune exhausts for 1 energy, then recycles (even exhausted) for 1 power of its domain in the same turn", () => {
    const s = game({ players: { A: { zones: { runes: [{ def: rune("fury") }] } } } });
    const r = run(s, { type: "activate", player: "A", card: "fury-rune", ability: "exhaust", choices: [] }, { type: "activate", player: "A", card: "fury-rune", ability: "recycle", choices: [] });
    expect(r.refused).toBe(false);
    expect(r.state.resources["A"]).toMatchObject({ energy: 1, power: { fury: 1 } });
    expect(names(r.state, "A", "rune-deck")).toEqual(["Fury Rune"]);
    expect(r.events.find((e) => e.type === "move")).toMatchObject({ rule: "416.1.b", position: "bottom" });
  });

  it("414.4: an exhausted rune can't exhaust again", () => {
    const s = game({ players: { A: { zones: { runes: [{ def: rune("fury"), exhausted: true }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "fury-rune", ability: "exhaust", choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "414.4" });
  });

  it("164.2: rune abilities have [Reaction]: usable in a showdown and on the opponent's turn", () => {
    const s = game({ turnPlayer: "B", showdown: true, players: { A: { zones: { runes: [{ def: rune("calm") }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "calm-rune", ability: "recycle", choices: [] });
    expect(r.refused).toBe(false);
  });

  it("131.2 / 164.2: an energy cost is paid by exhausting ready runes when the pool is empty", () => {
    const s = game({ players: { A: { zones: { base: [{ def: GARBAGE_GRABBER }], trash: [{ def: FILLER(1) }, { def: FILLER(2) }, { def: FILLER(3) }], runes: [{ def: rune("mind"), exhausted: true }, { def: rune("mind") }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: [] });
    expect(r.refused).toBe(false);
    expect(r.state.cards.get("mind-rune-2")!.exhausted).toBe(true);
    expect(r.state.resources["A"]!.energy).toBe(0);
  });

  it("131.2: with no energy and no ready rune the cost can't be paid", () => {
    const s = game({ players: { A: { zones: { base: [{ def: GARBAGE_GRABBER }], trash: [{ def: FILLER(1) }, { def: FILLER(2) }, { def: FILLER(3) }], runes: [{ def: rune("mind"), exhausted: true }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "131.2" });
    expect(r.state).toBe(s);
  });
});

describe("186.1 tokens", () => {
  it("186.1: a recycled Mech token goes toward its owner's Main Deck and then ceases to exist", () => {
    const s = game({ players: { A: { zones: { base: [{ def: MECH }] } } } });
    const r = applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "base" }], choices: [] });
    const move = r.events.findIndex((e) => e.type === "move" && e.to.zone === "main-deck");
    const cease = r.events.findIndex((e) => e.type === "cease");
    expect(move).toBeGreaterThanOrEqual(0);
    expect(cease).toBeGreaterThan(move);
    expect(r.events[cease]).toMatchObject({ rule: "186.1" });
    expect(names(r.state, "A", "main-deck")).toEqual([]);
    expect(r.state.cards.get("mech")).toBeUndefined();
  });

  it("FAQ: Rumble, Hotheaded recycles a Mech token and plays a Mech from the trash, cost reduced by its Might", () => {
    const s = game({
      battlefields: [{ player: "A", index: 0, controller: null }],
      players: { A: { zones: { battlefield: [{ def: battlefield("Open Field") }, { def: RUMBLE, at: 0 }], base: [{ def: MECH }], trash: [{ def: CLOCKWORK_MECH }] } } },
    });
    const r = applyRift(s, { type: "conquer", player: "A", card: "rumble-hotheaded", choices: ["yes", "mech", "Clockwork Mech"] });
    expect(r.violations).toEqual([]);
    expect(r.state.cards.get("mech")).toBeUndefined();
    expect(names(r.state, "A", "base")).toEqual(["Clockwork Mech"]);
    expect(names(r.state, "A", "main-deck")).toEqual([]);
  });

  it("tokens can't start in a deck (186.1)", async () => {
    const { createRiftGame } = await import("../src/index.js");
    const created = createRiftGame({ turnPlayer: "A", players: { A: { zones: { "main-deck": [{ def: MECH }] } } } });
    expect(created.problems[0]).toMatchObject({ rule: "186.1", zone: "main-deck", index: 0 });
  });
});

describe("145.2 / 151.2 timing", () => {
  const withTrash = { base: [{ def: VI }], trash: [{ def: FILLER(1) }] };

  it("145.2: Vi's ability can't be used in a showdown", () => {
    const s = game({ showdown: true, players: { A: { zones: withTrash } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "145.2" });
  });

  it("145.2: Vi's ability can't be used outside her controller's Main Phase", () => {
    for (const setup of [{ phase: "beginning" as const }, { turnPlayer: "B" }]) {
      const r = applyRift(game({ ...setup, players: { A: { zones: withTrash } } }), { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] });
      expect(r.violations[0]).toMatchObject({ code: "timing", rule: "145.2" });
    }
  });

  it("145.2: after the showdown ends Vi may use it again", () => {
    const s = game({ showdown: true, players: { A: { zones: withTrash } } });
    const r = run(s, { type: "showdown", state: "end" }, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] });
    expect(r.refused).toBe(false);
  });

  it("151.2: gear abilities follow the same timing", () => {
    const s = game({ showdown: true, players: { A: { zones: { base: [{ def: GARBAGE_GRABBER }], trash: [{ def: FILLER(1) }, { def: FILLER(2) }, { def: FILLER(3) }] }, energy: 1 } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "garbage-grabber", ability: 1, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "151.2" });
  });

  it("abilities of a card in hand can't be used", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: VI }], trash: [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] });
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "145.2", at: { part: "card" } });
  });
});

describe("turn structure", () => {
  it("this-turn Might ends in the End Phase; the next turn readies, channels 2 runes and draws", () => {
    const s = game({
      players: {
        A: { zones: { base: [{ def: VI }], trash: [{ def: FILLER(1) }] } },
        B: { zones: { "rune-deck": [{ def: rune("calm") }, { def: rune("calm") }, { def: rune("calm") }], "main-deck": [{ def: FILLER(7) }] } },
      },
    });
    const r = run(s, { type: "activate", player: "A", card: "vi-destructive", ability: 1, choices: [] }, { type: "advance", phase: "main", choices: [] });
    expect(mightOf(r.state, "vi-destructive")).toBe(3);
    expect(r.state.turnPlayer).toBe("B");
    expect(names(r.state, "B", "runes")).toEqual(["Calm Rune", "Calm Rune"]);
    expect(names(r.state, "B", "hand")).toEqual(["Filler 7"]);
  });

  it("431.2: drawing from an empty Main Deck burns out: the trash is recycled and an opponent scores", () => {
    const s = game({ phase: "channel", players: { A: { zones: { trash: [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "advance", phase: "draw", choices: [] });
    expect(names(r.state, "A", "hand")).toEqual(["Filler 1"]);
    expect(r.state.resources["B"]!.points).toBe(1);
  });
});

describe("banish, then play (Origins errata)", () => {
  it("Blind Fury: the chosen card is banished, then played ignoring its cost; the rest are recycled to their owners", () => {
    const s = game({
      players: {
        A: { zones: { hand: [{ def: BLIND_FURY }] }, energy: 4, power: { fury: 2 } },
        B: { zones: { "main-deck": [{ def: unit("Big Unit", "body", 7, { cost: { energy: 9, power: ["body"] } }) }, { def: FILLER(2) }] } },
        C: { zones: { "main-deck": [{ def: FILLER(3) }] } },
      },
    });
    const r = applyRift(s, { type: "play", player: "A", card: "blind-fury", choices: ["Big Unit"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "base")).toEqual(["Big Unit"]);
    expect(r.state.cards.get("big-unit")).toMatchObject({ owner: "B", controller: "A", exhausted: true });
    expect(names(r.state, "C", "main-deck")).toEqual(["Filler 3"]);
    expect(names(r.state, "A", "trash")).toEqual(["Blind Fury"]);
  });

  it("FAQ: a banished card that can't be played stays banished and is not recycled with the rest", () => {
    const s = game({
      players: {
        A: { zones: { hand: [{ def: BLIND_FURY }] }, energy: 4, power: { fury: 2 } },
        B: { zones: { "main-deck": [{ def: CRUEL_PATRON }, { def: FILLER(2) }] } },
      },
    });
    const r = applyRift(s, { type: "play", player: "A", card: "blind-fury", choices: [] });
    expect(names(r.state, "B", "banishment")).toEqual(["Cruel Patron"]);
    expect(names(r.state, "B", "main-deck")).toEqual(["Filler 2"]);
    expect(r.events.some((e) => e.type === "note" && e.text.includes("stays banished"))).toBe(true);
  });

  it("Promising Future: each player banishes one of their top 5 and recycles the rest; power still due, so an unpayable card stays banished", () => {
    const pricey = unit("Pricey", "order", 5, { cost: { energy: 6, power: ["order"] } });
    const s = game({
      players: {
        A: { zones: { hand: [{ def: PROMISING_FUTURE }], "main-deck": [{ def: FILLER(1) }, { def: FILLER(2) }] }, energy: 5, power: { mind: 1 } },
        B: { zones: { "main-deck": [{ def: pricey }, { def: FILLER(3) }] } },
      },
    });
    const r = applyRift(s, { type: "play", player: "A", card: "promising-future", choices: ["Filler 2", "Pricey"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "base")).toEqual(["Filler 2"]);
    expect(names(r.state, "B", "banishment")).toEqual(["Pricey"]);
    expect(names(r.state, "B", "main-deck")).toEqual(["Filler 3"]);
    expect(names(r.state, "A", "main-deck")).toEqual(["Filler 1"]);
  });
});

describe("banish, then play: a token in a deck (a set-up the linter reports, 186.1)", () => {
  // Regression (shared/repros/reliability/engine-token-banished-*.scenario.yaml): the banished
  // token ceases on arrival, and playing it failed with "internal: no card".
  const withToken = (deck: "A" | "B") => {
    const created = createRiftGame({
      turnPlayer: "A",
      phase: "main",
      seed: 1,
      players: {
        A: { zones: { hand: [{ def: PROMISING_FUTURE }, { def: BLIND_FURY }], ...(deck === "A" ? { "main-deck": [{ def: MECH }] } : {}) }, energy: 9, power: { mind: 1, fury: 2 } },
        B: { zones: deck === "B" ? { "main-deck": [{ def: MECH }, { def: FILLER(2) }] } : {} },
      },
    });
    expect(created.problems.map((p) => p.rule)).toEqual(["186.1"]);
    return created.state;
  };

  it.each([
    ["Promising Future", "promising-future", "A"],
    ["Blind Fury", "blind-fury", "B"],
  ] as const)("%s: the banished token ceases, nothing is played, and the replay goes on", (_name, card, deck) => {
    const r = applyRift(withToken(deck), { type: "play", player: "A", card, choices: ["Mech"] });
    expect(r.refused).toBe(false);
    expect(r.events.some((e) => e.type === "cease" && e.name === "Mech")).toBe(true);
    expect(r.events.some((e) => e.type === "note" && e.rule === "186.1" && e.text.includes("nothing to play"))).toBe(true);
    expect([...r.state.cards.values()].some((c) => c.def.name === "Mech")).toBe(false);
  });
});

describe("set-up", () => {
  it("056 / 103.3: a card in another player's non-board zone or in the wrong deck is a set-up problem", async () => {
    const { createRiftGame } = await import("../src/index.js");
    const created = createRiftGame({
      turnPlayer: "A",
      players: { A: { zones: { trash: [{ def: VI, owner: "B" }], "main-deck": [{ def: rune("fury") }], "rune-deck": [{ def: VI }] } } },
    });
    expect(created.problems.map((p) => [p.zone, p.rule])).toEqual([
      ["main-deck", "103.3"],
      ["rune-deck", "103.3"],
      ["trash", "056"],
    ]);
  });

  it("103.3: a card that no deck holds (a legend) is said to be in no deck, not 'the no deck'", async () => {
    const { createRiftGame } = await import("../src/index.js");
    const legend = { ...VI, name: "Some Legend", type: "legend" as const, abilities: [] };
    const created = createRiftGame({ turnPlayer: "A", players: { A: { zones: { "main-deck": [{ def: legend }] } } } });
    expect(created.problems.map((p) => [p.rule, p.message])).toEqual([["103.3", "Some Legend is a legend, which no deck holds (103.3): it can't start in the main-deck."]]);
  });
});

describe("more recycle cards", () => {
  it("Deathknell: Ekko, Recurrent recycles himself when he dies and readies your runes", () => {
    const ekko = unit("Ekko, Recurrent", "mind", 5, {
      abilities: [{ kind: "triggered", trigger: "deathknell", optional: false, effect: [{ kind: "recycle-self" }, { kind: "ready-runes" }], text: "[Deathknell] — Recycle me to ready your runes." }],
    });
    const hook = { ...GARBAGE_GRABBER, name: "Hook", abilities: [{ kind: "activated" as const, cost: [], effect: [{ kind: "kill-friendly-unit" as const }], timing: [], text: "Kill a friendly unit." }] };
    const s = game({ players: { A: { zones: { base: [{ def: hook }, { def: ekko }], runes: [{ def: rune("mind"), exhausted: true }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "hook", ability: 1, choices: [] });
    expect(names(r.state, "A", "main-deck")).toEqual(["Ekko, Recurrent"]);
    expect(r.state.cards.get("mind-rune")!.exhausted).toBe(false);
  });

  it("Baited Hook: only a unit with Might up to 1 more than the killed unit can be banished and played", () => {
    const baited = {
      ...GARBAGE_GRABBER,
      name: "Baited Hook",
      abilities: [{
        kind: "activated" as const,
        cost: [],
        effect: [{ kind: "kill-friendly-unit" as const }, { kind: "banish-then-play" as const, source: "your-main-deck" as const, look: 5, filter: "unit" as const, ignore: "all" as const, optional: true, mightAtMostKilledPlus: 1 }],
        timing: [],
        text: "Kill a friendly unit. …",
      }],
    };
    const s = game({ players: { A: { zones: { base: [{ def: baited }, { def: unit("Small", "calm", 2) }], "main-deck": [{ def: unit("Huge", "calm", 9) }, { def: unit("Fits", "calm", 3) }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "baited-hook", ability: 1, choices: ["Small", "yes", "Huge"] });
    expect(r.violations.map((v) => [v.code, v.rule])).toEqual([["invalid-choice", "424"]]);
    expect(names(r.state, "A", "base")).toEqual(["Baited Hook"]);
    const ok = applyRift(s, { type: "activate", player: "A", card: "baited-hook", ability: 1, choices: ["Small", "yes", "Fits"] });
    expect(ok.violations).toEqual([]);
    expect(names(ok.state, "A", "base")).toEqual(["Baited Hook", "Fits"]);
    expect(names(ok.state, "A", "main-deck")).toEqual(["Huge"]);
  });

  it("Reinforce: the banished unit's cost is reduced by 5 and the rest still has to be paid", () => {
    const reinforce = spell("Reinforce", "calm", [{ kind: "banish-then-play", source: "your-main-deck", look: 5, filter: "unit", ignore: "none", optional: true, energyReduction: 5 }]);
    const s = game({ players: { A: { zones: { hand: [{ def: reinforce }], "main-deck": [{ def: unit("Seven", "calm", 7, { cost: { energy: 7, power: [] } }) }] }, energy: 2 } } });
    const poor = applyRift(s, { type: "play", player: "A", card: "reinforce", choices: [] });
    expect(names(poor.state, "A", "banishment")).toEqual(["Seven"]);
    const rich = applyRift({ ...s, resources: { ...s.resources, A: { energy: 3, power: {}, points: 0 } } }, { type: "play", player: "A", card: "reinforce", choices: [] });
    expect(names(rich.state, "A", "base")).toEqual(["Seven"]);
  });
});

describe("card ids", () => {
  it("numbers repeated names in order, skipping the ids a scenario gives (and never reusing one)", () => {
    const created = createRiftGame({
      turnPlayer: "A",
      players: {
        A: { zones: { trash: [{ def: FILLER(1) }, { def: FILLER(1), id: "filler-1-3" }, { def: FILLER(1) }, { def: FILLER(1) }, { def: FILLER(1), id: "filler-1" }] } },
        B: { zones: { trash: [{ def: FILLER(1) }] } },
      },
    });
    // The given ids are reserved first, so the made-up ones go around them; then B's copy continues the count.
    expect([...(created.state.zones["A"]?.["trash"] ?? [])]).toEqual(["filler-1-2", "filler-1-3", "filler-1-4", "filler-1-5", "filler-1"]);
    expect([...(created.state.zones["B"]?.["trash"] ?? [])]).toEqual(["filler-1-6"]);
  });

  it("gives 3,000 copies of one card 3,000 distinct ids in order", () => {
    const created = createRiftGame({ turnPlayer: "A", players: { A: { zones: { trash: Array.from({ length: 3000 }, () => ({ def: FILLER(1) })) } } } });
    const ids = [...(created.state.zones["A"]?.["trash"] ?? [])];
    expect(new Set(ids).size).toBe(3000);
    expect([ids[0], ids[1], ids[2999]]).toEqual(["filler-1", "filler-1-2", "filler-1-3000"]);
  });
});
