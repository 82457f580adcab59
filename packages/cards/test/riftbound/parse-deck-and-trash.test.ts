import type { Effect } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { parseRiftText } from "../../src/index.js";

/**
 * The templates of the deck, trash and banish effects, read in their general form: wordings no
 * printed card has, so a parser written for one card's name or sentence would fail them.
 */
function spell(text: string): readonly Effect[] {
  const parsed = parseRiftText(text, { type: "spell" });
  expect(parsed.problems).toEqual([]);
  return parsed.onPlay;
}

function playTrigger(effect: string): readonly Effect[] {
  const [ability] = parseRiftText(`When you play me, ${effect}`, { type: "unit" }).abilities;
  if (ability?.kind !== "triggered") throw new Error("no triggered ability");
  return ability.effect;
}

describe("look at the top N, take one (424), the rest recycled or trashed", () => {
  it("reads the kind to reveal, any number looked at, and recycles the rest", () => {
    expect(spell("Look at the top 2 cards of your Main Deck. You may reveal a unit or gear from among them and draw it. Then recycle the rest.")).toEqual([
      { kind: "look-then-draw", look: 2, take: { types: ["unit", "gear"] }, optional: true, reveal: true, rest: "recycle" },
    ]);
  });

  it("reads a cost bound and a tag list, and a trash for the rest", () => {
    expect(spell("Look at the top five cards of your Main Deck. You may choose a spell with Energy cost [6] or more from among them and draw it. Put the rest into your trash.")).toEqual([
      { kind: "look-then-draw", look: 5, take: { types: ["spell"], energyAtLeast: 6 }, optional: true, reveal: false, rest: "trash" },
    ]);
    const [effect] = spell("Look at the top 3 cards of your Main Deck. You may reveal a Yordle or Mech from among them and draw it. Recycle the rest. Then if you revealed a Mech, do this: Draw 1.");
    expect(effect).toMatchObject({ take: { tags: ["Yordle", "Mech"] }, ifTakenTags: ["Mech"], thenEffect: [{ kind: "draw", count: 1 }] });
  });

  it("a kind it can't read leaves the sentences unmodelled, never a guess", () => {
    const effects = spell("Look at the top 3 cards of your Main Deck. You may reveal a unit with 3 [M] or less from among them and draw it. Recycle the rest.");
    expect(effects.some((e) => e.kind === "look-then-draw")).toBe(false);
    expect(effects.some((e) => e.kind === "unmodelled")).toBe(true);
  });
});

describe("[Predict N] (436) and [Burn N] (440)", () => {
  it("Predict 1 may recycle the top card; Predict N puts the others back in any order", () => {
    expect(spell("[Predict].")).toEqual([{ kind: "look-then-recycle", look: 1, toHand: 0, recycle: "chosen" }]);
    expect(spell("[Predict 3].")).toEqual([{ kind: "look-then-recycle", look: 3, toHand: 0, recycle: "chosen", putBackInAnyOrder: true }]);
  });

  it("reads \"<effect>, then <effect>\" when it knows both halves", () => {
    expect(spell("[Predict 4], then draw 2.")).toEqual([
      { kind: "look-then-recycle", look: 4, toHand: 0, recycle: "chosen", putBackInAnyOrder: true },
      { kind: "draw", count: 2 },
    ]);
  });

  it("Burn, as the keyword and in words", () => {
    expect(spell("[Burn 4].")).toEqual([{ kind: "burn", count: 4 }]);
    expect(playTrigger("put the top three cards of your Main Deck into your trash.")).toEqual([{ kind: "burn", count: 3 }]);
  });

  it("[Deathknell][>] is read like [Deathknell] —", () => {
    const [ability] = parseRiftText("[Deathknell][>] [Predict 3].", { type: "unit" }).abilities;
    expect(ability).toMatchObject({ kind: "triggered", trigger: "deathknell", effect: [{ kind: "look-then-recycle", look: 3 }] });
  });
});

describe("from the trash", () => {
  it("returns a kind to your hand, or up to N from trashes to their owners' hands", () => {
    expect(spell("Return a gear from your trash to your hand.")).toEqual([
      { kind: "return-from-trash", count: 1, upTo: false, match: { types: ["gear"] }, whose: "you" },
    ]);
    expect(spell("Return up to three spells from trashes to their owners' hands.")).toEqual([
      { kind: "return-from-trash", count: 3, upTo: true, match: { types: ["spell"] }, whose: "any" },
    ]);
  });

  it("plays a kind from the trash with its cost bound, ignoring all or only the Energy cost, and may recycle it after", () => {
    expect(spell("Play a gear from your trash, ignoring its cost.")).toEqual([
      { kind: "play-from-trash", match: { types: ["gear"] }, ignore: "all", recycleAfter: false },
    ]);
    expect(playTrigger("play a unit from your trash with Energy cost no more than [5], ignoring its Energy cost. Then recycle it.")).toEqual([
      { kind: "play-from-trash", match: { types: ["unit"], energyAtMost: 5 }, ignore: "energy", recycleAfter: true },
    ]);
    expect(spell("Play a unit costing no more than [4] and no more than [A] from your trash, ignoring its cost.")).toEqual([
      { kind: "play-from-trash", match: { types: ["unit"], energyAtMost: 4, powerAtMost: 1 }, ignore: "all", recycleAfter: false },
    ]);
  });
});

describe("banishing", () => {
  it("banish a unit, then its owner plays it; Portal Rescue's printed \"then play it\" has you play it", () => {
    expect(spell("Banish a unit, then its owner plays it to their base, ignoring its cost.")).toEqual([
      { kind: "banish-unit-then-play", whose: "any", to: "base" },
    ]);
    expect(spell("Banish a friendly unit, then play it to base, ignoring its cost.")).toEqual([
      { kind: "banish-unit-then-play", whose: "friendly", to: "base", by: "you" },
    ]);
    expect(spell("Banish a friendly unit, then its owner plays it to any battlefield, ignoring its cost.")).toEqual([
      { kind: "banish-unit-then-play", whose: "friendly", to: "any-battlefield" },
    ]);
  });

  it("Decree of Strength: the opponent reveals their hand and recycles the card of the domain you choose", () => {
    expect(spell("Choose an opponent. They reveal their hand and you choose a Mind ([U]) card from it. They recycle that card.")).toEqual([
      { kind: "reveal-hand-recycle", count: 1, filter: "card", domain: "mind", by: "opponent" },
    ]);
  });

  it("Altar of Memories: when a friendly unit dies, exhaust to draw, then put a card from hand on the top or bottom of the deck", () => {
    const altar = parseRiftText("When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on the top or bottom of your Main Deck.", { type: "gear" });
    expect(altar.notModelled).toEqual([]);
    expect(altar.abilities).toMatchObject([
      {
        trigger: "friendly-unit-dies",
        optional: true,
        effect: [{ kind: "cost-then", cost: [{ kind: "exhaust-self" }], effect: [{ kind: "draw", count: 1 }, { kind: "hand-to-deck-top-or-bottom" }] }],
      },
    ]);
  });

  it("Divine Judgment: each player keeps 2 of each kind, and the rest is recycled", () => {
    expect(spell("Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest.")).toEqual([
      { kind: "each-player-keeps-then-recycle-rest", keep: { units: 2, gear: 2, runes: 2, hand: 2 } },
    ]);
  });

  it("Rek'Sai, Swarm Queen: reveal the top 2, banish one and play it, a unit maybe here, recycle the rest", () => {
    expect(spell("Reveal the top 2 cards of your Main Deck. You may banish one, then play it. If it is a unit, you may play it here. Recycle the rest.")).toEqual([
      { kind: "banish-then-play", source: "your-main-deck", look: 2, filter: "any", ignore: "none", optional: true, reveal: true, mayPlayUnitHere: true },
    ]);
  });

  it("Time Warp: an extra turn, then \"Banish this.\"", () => {
    expect(spell("Take a turn after this one. Banish this.")).toEqual([{ kind: "extra-turn" }, { kind: "banish-self" }]);
  });

  it("\"Banish this.\" and reveal-until", () => {
    expect(spell("Draw 1. Banish this.")).toEqual([{ kind: "draw", count: 1 }, { kind: "banish-self" }]);
    expect(spell("Reveal cards from the top of your Main Deck until you reveal a gear, and banish it. Play it, ignoring its cost, then recycle the rest.")).toEqual([
      { kind: "reveal-until-then-play", match: { types: ["gear"] } },
    ]);
  });
});

describe("passive abilities about the trash and Vision", () => {
  it("a discount per card in the trash, or per card with the card's name", () => {
    expect(parseRiftText("I cost [3] less for each card in your trash.", { type: "unit" }).abilities[0]).toMatchObject({
      effect: { kind: "cost-less-per-card-in-trash", amount: 3, sameName: false },
    });
    expect(parseRiftText("I cost [1] less for each card with my name in your trash.", { type: "unit" }).abilities[0]).toMatchObject({
      effect: { kind: "cost-less-per-card-in-trash", amount: 1, sameName: true },
    });
  });

  it("[Vision] granted to other friendly units or to a tag", () => {
    expect(parseRiftText("Your Birds have [Vision].", { type: "unit" }).abilities[0]).toMatchObject({ effect: { kind: "grant-vision", to: { tag: "Bird" } } });
    expect(parseRiftText("Other friendly units have [Vision].", { type: "unit" }).abilities[0]).toMatchObject({ effect: { kind: "grant-vision", to: "other-friendly-units" } });
  });
});

describe("reveal the top card; banish or return; banished with this", () => {
  it("\"If it's a <kind>, draw it / put it in your hand. Otherwise, recycle it.\"", () => {
    expect(playTrigger("reveal the top card of your Main Deck. If it's a unit, put it into your hand. Otherwise, recycle it.")).toEqual([
      { kind: "reveal-top-then", match: { types: ["unit"] }, hit: "hand" },
    ]);
  });

  it("a unit at a battlefield banished under a Might bound, returned to its owner's hand otherwise", () => {
    expect(spell("Choose a unit at a battlefield. If it has 5 [M] or less, banish it. Otherwise, return it to its owner's hand.")).toEqual([
      { kind: "banish-or-return-unit", mightAtMost: 5 },
    ]);
  });

  it("banish all of a kind from your trash, and play one of the kind banished with this", () => {
    expect(playTrigger("banish all gear from your trash.")).toEqual([{ kind: "banish-from-trash", match: { types: ["gear"] } }]);
    const [ability] = parseRiftText("[E]: Play a gear banished with this.", { type: "gear" }).abilities;
    expect(ability).toMatchObject({ kind: "activated", effect: [{ kind: "play-banished-with-this", match: { types: ["gear"] } }] });
  });

  it("\"Counter a spell\", alone or with Abandon's return to its owner's hand (rulings R42)", () => {
    expect(spell("Counter a spell. Return it to its owner's hand instead of putting it in their trash.")).toEqual([{ kind: "counter-spell", to: "hand" }]);
    expect(spell("Counter a spell.")).toEqual([{ kind: "counter-spell" }]);
  });

  it("\"Banish this\" as a cost, and play all of a kind banished with this, ignoring their costs (rulings R41)", () => {
    const text = "[3][U], Banish this: Play all units banished with this, ignoring their costs. (Use only if unattached.)";
    const [ability] = parseRiftText(text, { type: "gear", domains: ["mind"] }).abilities;
    expect(ability).toMatchObject({
      kind: "activated",
      cost: [{ kind: "energy", amount: 3 }, { kind: "power", domain: "mind", amount: 1 }, { kind: "banish-self" }],
      effect: [{ kind: "play-banished-with-this", match: { types: ["unit"] }, all: true, ignore: "all" }],
    });
  });
});

describe("modes (355.3)", () => {
  it("\"Choose one —\" and its bullets become one effect with a mode per bullet; owners recycling is read", () => {
    expect(spell("Choose one —\n• Choose up to 2 cards from opponents' trashes. Their owners recycle them.\n• Draw 2.")).toEqual([
      {
        kind: "choose-one",
        modes: [
          { text: "Choose up to 2 cards from opponents' trashes. Their owners recycle them.", effect: [{ kind: "recycle", count: 2, upTo: true, from: { zone: "trash", whose: "opponents" }, filter: "card", byOwners: true }] },
          { text: "Draw 2.", effect: [{ kind: "draw", count: 2 }] },
        ],
      },
    ]);
  });

  it("modes none of which the engine models stay unmodelled line by line (nothing counts as modelled)", () => {
    expect(spell("Choose one —\n• Stun a unit.\n• Counter an ability.").every((e) => e.kind === "unmodelled")).toBe(true);
  });
});
