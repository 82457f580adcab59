import type { Ability, Effect } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { parseRiftText } from "../../src/index.js";

const YOUR_TRASH = { zone: "trash", whose: "you" } as const;

function only(text: string, type?: "spell" | "unit" | "gear"): Ability {
  const parsed = parseRiftText(text, type ? { type } : {});
  expect(parsed.problems).toEqual([]);
  expect(parsed.abilities).toHaveLength(1);
  const [ability] = parsed.abilities;
  if (!ability) throw new Error("no ability");
  return ability;
}

function spellEffects(text: string): readonly Effect[] {
  const parsed = parseRiftText(text, { type: "spell" });
  expect(parsed.problems).toEqual([]);
  expect(parsed.abilities).toEqual([]);
  return parsed.onPlay;
}

describe("activated abilities", () => {
  it("reads Vi's recycle cost and Might effect", () => {
    expect(only("Recycle 1 from your trash: Give me +1 [M] this turn.")).toEqual({
      kind: "activated",
      cost: [{ kind: "recycle", count: 1, from: YOUR_TRASH, filter: "card" }],
      effect: [{ kind: "might", amount: 1, target: "self", duration: "this-turn" }],
      timing: [],
      text: "Recycle 1 from your trash: Give me +1 [M] this turn.",
    });
  });

  it("reads a comma-separated cost list in order", () => {
    const ability = only("Recycle 3 from your trash, [1], [E]: Draw 1.");
    expect(ability).toMatchObject({
      kind: "activated",
      cost: [
        { kind: "recycle", count: 3, from: YOUR_TRASH, filter: "card" },
        { kind: "energy", amount: 1 },
        { kind: "exhaust-self" },
      ],
      effect: [{ kind: "draw", count: 1 }],
    });
  });

  it("names the two rune abilities and reads their Reaction timing", () => {
    const parsed = parseRiftText("[E]: [Reaction] — Add [1].\nRecycle this: [Reaction] — Add [C].", {
      type: "rune",
      domains: ["calm"],
    });
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities).toEqual([
      {
        kind: "activated",
        name: "exhaust",
        cost: [{ kind: "exhaust-self" }],
        effect: [{ kind: "add-energy", amount: 1 }],
        timing: ["reaction"],
        text: "[E]: [Reaction] — Add [1].",
      },
      {
        kind: "activated",
        name: "recycle",
        cost: [{ kind: "recycle-self" }],
        effect: [{ kind: "add-power", domain: "this", amount: 1 }],
        timing: ["reaction"],
        text: "Recycle this: [Reaction] — Add [C].",
      },
    ]);
  });

  it("groups repeated power symbols into amounts and reads domain letters and names", () => {
    expect(only("[2][R][R], [A]: Draw 1.")).toMatchObject({
      cost: [
        { kind: "energy", amount: 2 },
        { kind: "power", domain: "fury", amount: 2 },
        { kind: "power", domain: "any", amount: 1 },
      ],
    });
    expect(only("[1][calm][G]: Draw 1.")).toMatchObject({
      cost: [
        { kind: "energy", amount: 1 },
        { kind: "power", domain: "calm", amount: 2 },
      ],
    });
    expect(only("[U][O][P][Y]: Draw 1.")).toMatchObject({
      cost: [
        { kind: "power", domain: "mind", amount: 1 },
        { kind: "power", domain: "body", amount: 1 },
        { kind: "power", domain: "chaos", amount: 1 },
        { kind: "power", domain: "order", amount: 1 },
      ],
    });
  });

  it("reads kill costs", () => {
    expect(only("Kill this: Recycle up to 4 cards from trashes.")).toMatchObject({
      cost: [{ kind: "kill-self" }],
      effect: [{ kind: "recycle", count: 4, upTo: true, from: { zone: "trash", whose: "any" }, filter: "card" }],
    });
    expect(only("Kill a friendly unit, [E]: Draw 2.")).toMatchObject({
      cost: [{ kind: "kill-friendly-unit" }, { kind: "exhaust-self" }],
      effect: [{ kind: "draw", count: 2 }],
    });
  });

  it("reads [Action] timing", () => {
    expect(only("[E]: [Action] — Draw 1.")).toMatchObject({ timing: ["action"] });
  });

  it("keeps an ability with a cost it can't model as unmodelled text, not as a free ability", () => {
    expect(only("Reveal a card, [E]: Draw 1.")).toEqual({
      kind: "static",
      effect: { kind: "unmodelled" },
      text: "Reveal a card, [E]: Draw 1.",
    });
  });

  it("does not mistake a colon in ordinary text for a cost", () => {
    const parsed = parseRiftText("Choose one: draw 1 or ready your runes.", { type: "spell" });
    expect(parsed.abilities).toEqual([]);
    expect(parsed.onPlay).toEqual([{ kind: "unmodelled", text: "Choose one: draw 1 or ready your runes." }]);
  });
});

describe("effects", () => {
  it("reads recycle counts, zones and filters", () => {
    expect(spellEffects("Recycle 3 from your trash.")).toEqual([
      { kind: "recycle", count: 3, upTo: false, from: YOUR_TRASH, filter: "card" },
    ]);
    expect(spellEffects("Recycle up to 4 cards from trashes.")).toEqual([
      { kind: "recycle", count: 4, upTo: true, from: { zone: "trash", whose: "any" }, filter: "card" },
    ]);
    expect(spellEffects("Recycle your trash.")).toEqual([
      { kind: "recycle", count: "all", upTo: false, from: YOUR_TRASH, filter: "card" },
    ]);
    expect(spellEffects("Recycle one of your runes.")).toEqual([
      { kind: "recycle", count: 1, upTo: false, from: { zone: "runes", whose: "you" }, filter: "rune" },
    ]);
    expect(spellEffects("Recycle 2 units from your base.")).toEqual([
      { kind: "recycle", count: 2, upTo: false, from: { zone: "base", whose: "you" }, filter: "unit" },
    ]);
  });

  it("reads add effects, splitting energy and power", () => {
    expect(spellEffects("Add [1][G].")).toEqual([
      { kind: "add-energy", amount: 1 },
      { kind: "add-power", domain: "calm", amount: 1 },
    ]);
    expect(spellEffects("Add [R][R].")).toEqual([{ kind: "add-power", domain: "fury", amount: 2 }]);
  });

  it("reads the banish errata of Blind Fury", () => {
    expect(
      spellEffects(
        "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it, ignoring its cost. Then recycle the rest.",
      ),
    ).toEqual([
      { kind: "banish-then-play", source: "each-opponent-main-deck", look: 1, filter: "any", ignore: "all", optional: false },
    ]);
  });

  it("reads Promising Future: each player, Energy cost only", () => {
    expect(
      spellEffects(
        "Each player looks at the top 5 cards of their Main Deck, banishes one of them, then recycles the rest. Then, starting with the next player, each player plays the card they banished, ignoring its Energy cost.",
      ),
    ).toEqual([
      { kind: "banish-then-play", source: "each-player-main-deck", look: 5, filter: "any", ignore: "energy", optional: false },
    ]);
  });

  it("reads an optional unit banish from your own deck", () => {
    expect(
      spellEffects(
        "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it, ignoring its cost. Then recycle the rest.",
      ),
    ).toEqual([{ kind: "banish-then-play", source: "your-main-deck", look: 5, filter: "unit", ignore: "all", optional: true }]);
  });

  it("leaves the pre-errata wording (play straight from the deck) unmodelled", () => {
    const effects = spellEffects(
      "Each opponent reveals the top card of their Main Deck. Choose one and play it, ignoring its cost. Then recycle the rest.",
    );
    expect(effects.map((e) => e.kind)).toEqual(["unmodelled", "unmodelled", "unmodelled"]);
  });

  it("reads look-then-recycle", () => {
    expect(spellEffects("Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest.")).toEqual([
      { kind: "look-then-recycle", look: 3, toHand: 1, recycle: "rest" },
    ]);
    expect(spellEffects("Look at the top 2 cards of your Main Deck. You may recycle one or both of them.")).toEqual([
      { kind: "look-then-recycle", look: 2, toHand: 0, recycle: "chosen" },
    ]);
  });

  it("reads ready-runes, buff and Rumble's recycle-to-play", () => {
    expect(spellEffects("Ready your runes.")).toEqual([{ kind: "ready-runes" }]);
    expect(spellEffects("Buff a friendly unit.")).toEqual([{ kind: "buff-friendly-unit" }]);
    expect(spellEffects("Recycle another friendly unit to play a Mech from your trash.")).toEqual([
      { kind: "recycle-unit-to-play-from-trash", tag: "Mech" },
    ]);
  });

  it("keeps each unrecognised sentence as unmodelled, without a problem", () => {
    const parsed = parseRiftText("Stun a unit. Draw 1.", { type: "spell" });
    expect(parsed.problems).toEqual([]);
    expect(parsed.onPlay).toEqual([
      { kind: "unmodelled", text: "Stun a unit." },
      { kind: "draw", count: 1 },
    ]);
  });

  it("lists what it doesn't model at its characters, so a linter can report it (no silent skip)", () => {
    const text = "[E]: Draw 1.\nYour Mechs have [Hidden].\nWhen I attack, stun a unit. Draw 1.";
    const parsed = parseRiftText(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.notModelled.map((p) => text.slice(p.start, p.end))).toEqual(["Your Mechs have [Hidden].", "stun a unit."]);
    expect(parsed.notModelled[0]?.message).toContain("not modelled");
    expect(parseRiftText("Stun a unit. Stun a unit.", { type: "spell" }).notModelled.map((p) => p.start)).toEqual([0, 13]);
  });

  it("reads a conditional draw, counting the hand as it resolves (Jinx, Loose Cannon)", () => {
    expect(spellEffects("Draw 1 if you have one or fewer cards in your hand.")).toEqual([{ kind: "draw-if-hand-at-most", count: 1, max: 1 }]);
    expect(spellEffects("Draw 2 if you have no or fewer cards in your hand.")).toEqual([{ kind: "draw-if-hand-at-most", count: 2, max: 0 }]);
  });

  it("reads rune-domain branches only after the reveal-and-recycle head; otherwise each line stands alone", () => {
    const branches = parseRiftText("When I conquer, reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain:\n[G] — Draw 2.\n[P] — Ready your runes.");
    expect(branches.abilities).toMatchObject([
      {
        trigger: "when-conquer",
        effect: [{ kind: "reveal-rune-then-by-domain", branches: [{ domain: "calm", effect: [{ kind: "draw", count: 2 }] }, { domain: "chaos", effect: [{ kind: "ready-runes" }] }] }],
      },
    ]);
    const loose = parseRiftText("When I conquer, draw 1.\n[G] — Draw 2.");
    expect(loose.abilities.map((a) => a.kind)).toEqual(["triggered", "static"]);
  });
});

describe("triggered abilities", () => {
  it("reads Hallowed Tomb's return of the Chosen Champion (R28)", () => {
    expect(only("When you hold here, you may return your Chosen Champion from your trash to your Champion Zone if it is empty.")).toMatchObject({
      kind: "triggered",
      trigger: "you-hold-here",
      optional: true,
      effect: [{ kind: "return-chosen-champion-from-trash" }],
    });
  });

  it("reads Immortal Phoenix's kill-with-a-spell trigger as working from the trash, a play for [1][R] (R26)", () => {
    expect(only("When you kill a unit with a spell, you may pay [1][R] to play me from your trash.")).toMatchObject({
      kind: "triggered",
      trigger: "you-kill-unit-with-spell",
      optional: true,
      activeIn: "trash",
      effect: [{ kind: "play-this-from-trash-for", cost: { energy: 1, power: ["fury"] } }],
    });
  });

  it("reads Death from Below's \"do this\" as a reflexive ability on the killed unit's Might (R26)", () => {
    const parsed = parseRiftText("Kill a unit at a battlefield. Then, if it had 3 [M] or less, do this: You may play this from your trash for [A].", { type: "spell" });
    expect(parsed.notModelled).toEqual([]);
    expect(parsed.onPlay).toEqual([
      { kind: "kill", target: "unit-at-battlefield" },
      {
        kind: "do-this-if-killed-might-at-most",
        mightAtMost: 3,
        ability: {
          kind: "triggered",
          trigger: "reflexive",
          optional: true,
          text: "You may play this from your trash for [A]",
          effect: [{ kind: "play-this-from-trash-for", cost: { energy: 0, power: ["any"] } }],
        },
      },
    ]);
  });

  it("leaves a \"do this\" whose instructions it can't read unmodelled, with its wording", () => {
    const parsed = parseRiftText("Kill a unit at a battlefield. Then, if it had 3 [M] or less, do this: Sing a song.", { type: "spell" });
    expect(parsed.notModelled.map((p) => p.message)).toEqual([expect.stringContaining("Then, if it had 3 [M] or less, do this: Sing a song.")]);
  });

  it("reads Dr. Mundo's Beginning Phase recycle", () => {
    expect(only("At the start of your Beginning Phase, recycle 3 from your trash.")).toEqual({
      kind: "triggered",
      trigger: "start-of-beginning-phase",
      effect: [{ kind: "recycle", count: 3, upTo: false, from: YOUR_TRASH, filter: "card" }],
      optional: false,
      text: "At the start of your Beginning Phase, recycle 3 from your trash.",
    });
  });

  it("reads an optional conquer trigger (Rumble)", () => {
    expect(
      only(
        "When I conquer, you may recycle another friendly unit to play a Mech from your trash, reducing its Energy cost by the Might of the recycled unit.",
      ),
    ).toMatchObject({
      kind: "triggered",
      trigger: "when-conquer",
      optional: true,
      effect: [{ kind: "recycle-unit-to-play-from-trash", tag: "Mech" }],
    });
  });

  it.each([
    ["When you recycle one or more cards, buff a friendly unit.", "you-recycle-cards"],
    ["When you play me, draw 1.", "when-played"],
    ["When I attack, draw 1.", "when-attack"],
    ["When I defend, draw 1.", "when-defend"],
    ["At the end of your turn, draw 1.", "end-of-turn"],
    ["[Deathknell] — Draw 1.", "deathknell"],
    ["When you conquer here, recycle one of your runes.", "you-conquer-here"],
    ["When you hold here, draw 1.", "you-hold-here"],
    ["When you defend here, draw 1.", "you-defend-here"],
    ["When you conquer, draw 1.", "you-conquer"],
    ["When you hold, draw 1.", "you-hold"],
    ["When I hold, draw 1.", "when-hold"],
    ["When I move, draw 1.", "when-move"],
    ["When I move to a battlefield, draw 1.", "when-move-to-battlefield"],
    ["When a showdown begins here, draw 1.", "showdown-begins-here"],
    ["When you recycle a rune, draw 1.", "you-recycle-rune"],
    ["When one or more enemy units die, ready me.", "enemy-units-die"],
    ["While you control this battlefield, when you play a spell, draw 1.", "you-play-spell-while-you-control-here"],
  ])("reads %j as %s", (text, trigger) => {
    expect(only(text)).toMatchObject({ kind: "triggered", trigger, optional: false });
  });

  it("reads Forgotten Library's \"if you spent [4] or more\" as a condition on the effect it leads", () => {
    expect(only("While you control this battlefield, when you play a spell, if you spent [4] or more, draw 1.")).toMatchObject({
      trigger: "you-play-spell-while-you-control-here",
      effect: [{ kind: "if-spent-at-least", amount: 4, effect: [{ kind: "draw", count: 1 }] }],
    });
  });

  it("reads an optional additional cost and the effect it conditions (Zed, From the Shadows)", () => {
    const parsed = parseRiftText("You may discard 1 as an additional cost to play me.\nWhen you play me, if you paid the additional cost, draw 1.");
    expect(parsed.optionalPlayCost).toEqual([{ kind: "discard", count: 1 }]);
    expect(parsed.abilities).toMatchObject([{ trigger: "when-played", effect: [{ kind: "if-paid-additional-cost", effect: [{ kind: "draw", count: 1 }] }] }]);
    expect(parseRiftText("You may pay [1] as an additional cost to play me.").optionalPlayCost).toEqual([{ kind: "energy", amount: 1 }]);
  });

  it("reads Diana, Lunari: pay [1] to Predict, then reveal the top card and draw it if it's a spell, else it stays on top", () => {
    expect(only("When a showdown begins here, you may pay [1] to [Predict], then reveal the top card of your Main Deck. If it's a spell, draw it.")).toMatchObject({
      trigger: "showdown-begins-here",
      optional: true,
      effect: [{ kind: "cost-then", cost: [{ kind: "energy", amount: 1 }], effect: [{ kind: "look-then-recycle", look: 1 }, { kind: "reveal-top-then", match: { types: ["spell"] }, hit: "draw", miss: { to: "top" } }] }],
    });
  });

  it("reads \"When you play me or when I hold\" as two abilities sharing one effect", () => {
    const parsed = parseRiftText("When you play me or when I hold, draw 1.");
    expect(parsed.abilities).toMatchObject([
      { trigger: "when-played", effect: [{ kind: "draw", count: 1 }] },
      { trigger: "when-hold", effect: [{ kind: "draw", count: 1 }] },
    ]);
  });

  it("an ability that returns the card from the trash works from the trash (385.2)", () => {
    expect(only("When you conquer, you may discard 1 to return this from your trash to your hand.")).toMatchObject({ trigger: "you-conquer", activeIn: "trash" });
    expect(only("When you conquer, draw 1.")).not.toHaveProperty("activeIn");
  });

  it("an ability from the trash under a condition the engine never looks for there stays unmodelled (385.2)", () => {
    const text = "When I attack, return this from your trash to your hand.";
    const parsed = parseRiftText(text);
    expect(parsed.abilities[0]).toMatchObject({ trigger: "when-attack", effect: [{ kind: "unmodelled", text: "return this from your trash to your hand." }] });
    expect(parsed.abilities[0]).not.toHaveProperty("activeIn");
    expect(parsed.notModelled.map((p) => text.slice(p.start, p.end))).toEqual(["return this from your trash to your hand."]);
  });

  it("runs a trigger's effect to the end of its line only", () => {
    const parsed = parseRiftText("When I attack, draw 1. Ready your runes.\nWhen I defend, draw 2.");
    expect(parsed.abilities).toMatchObject([
      { trigger: "when-attack", effect: [{ kind: "draw", count: 1 }, { kind: "ready-runes" }] },
      { trigger: "when-defend", effect: [{ kind: "draw", count: 2 }] },
    ]);
  });
});

describe("static abilities, keywords, additional costs, spells", () => {
  it("reads Scryer's Bloom: a gear that enters exhausted, and an ability that gains XP (R27)", () => {
    const parsed = parseRiftText("This enters exhausted.\nKill this, [1], [E]: [Predict 2], then draw 1. Gain 1 XP.");
    expect(parsed.notModelled).toEqual([]);
    expect(parsed.abilities[0]).toEqual({ kind: "static", effect: { kind: "enters-exhausted" }, text: "This enters exhausted." });
    expect(parsed.abilities[1]).toMatchObject({ kind: "activated", effect: [{ kind: "look-then-recycle", look: 2 }, { kind: "draw", count: 1 }, { kind: "gain-xp", amount: 1 }] });
  });

  it("reads Dr. Mundo's Might static", () => {
    expect(only("My Might is increased by the number of cards in your trash.")).toEqual({
      kind: "static",
      effect: { kind: "might-per-card-in-trash" },
      text: "My Might is increased by the number of cards in your trash.",
    });
  });

  it("collects leading keywords, ignores reminder text and keywords inside sentences", () => {
    const parsed = parseRiftText("[Ganking] (I can move from battlefield to battlefield.)\n[Shield], [Assault 2]\nYour Mechs have [Hidden].");
    expect(parsed.problems).toEqual([]);
    expect(parsed.keywords).toEqual(["Ganking", "Shield", "Assault 2"]);
    expect(parsed.abilities).toEqual([{ kind: "static", effect: { kind: "unmodelled" }, text: "Your Mechs have [Hidden]." }]);
  });

  it("expands [Vision] into its when-played look-then-recycle", () => {
    const parsed = parseRiftText("[Vision]");
    expect(parsed.keywords).toEqual(["Vision"]);
    expect(parsed.abilities).toEqual([
      {
        kind: "triggered",
        trigger: "when-played",
        effect: [{ kind: "look-then-recycle", look: 1, toHand: 0, recycle: "chosen" }],
        optional: false,
        text: "[Vision]",
      },
    ]);
  });

  it("reads an additional play cost", () => {
    const parsed = parseRiftText("As you play me, kill a friendly unit.", { type: "unit" });
    expect(parsed.additionalPlayCost).toEqual([{ kind: "kill-friendly-unit" }]);
    expect(parsed.abilities).toEqual([]);
  });

  it("puts a spell's text into onPlay and its keyword into keywords", () => {
    const parsed = parseRiftText("[Action]\nRecycle 2 from your trash. Draw 1.", { type: "spell" });
    expect(parsed.keywords).toEqual(["Action"]);
    expect(parsed.abilities).toEqual([]);
    expect(parsed.onPlay).toEqual([
      { kind: "recycle", count: 2, upTo: false, from: YOUR_TRASH, filter: "card" },
      { kind: "draw", count: 1 },
    ]);
  });

  it("does not split a sentence at the period of a title", () => {
    const parsed = parseRiftText("If you control Dr. Mundo, draw 1.", { type: "spell" });
    expect(parsed.onPlay).toEqual([{ kind: "unmodelled", text: "If you control Dr. Mundo, draw 1." }]);
  });

  it("handles empty text and Windows line endings", () => {
    expect(parseRiftText("")).toEqual({ abilities: [], keywords: [], problems: [], onPlay: [], additionalPlayCost: [], notModelled: [] });
    const parsed = parseRiftText("[E]: Draw 1.\r\nKill this: Draw 2.\r\n");
    expect(parsed.abilities.map((a) => a.text)).toEqual(["[E]: Draw 1.", "Kill this: Draw 2."]);
  });
});
