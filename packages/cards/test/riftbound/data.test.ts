import type { RiftCardDef } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { duplicateCardKeys, parseRiftText, riftboundCards, riftboundEntries, riftCardFromEntry } from "../../src/index.js";

function card(name: string): RiftCardDef {
  const def = riftboundCards().byName(name);
  if (!def) throw new Error(`missing card ${name}`);
  return def;
}

const YOUR_TRASH = { zone: "trash", whose: "you" } as const;

describe("data/riftbound.json", () => {
  const entries = riftboundEntries();

  it("has every card of the snapshot and the hand-kept tokens, no two found by one name, alias or code", () => {
    expect(entries).toHaveLength(933);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    expect(duplicateCardKeys(entries)).toEqual([]);
  });

  it("every entry makes its card with no problems, and the parser finds no keyword the publisher doesn't list", () => {
    const wrong: string[] = [];
    for (const entry of entries) {
      const { def, problems } = riftCardFromEntry(entry);
      for (const p of problems) wrong.push(`${entry.name} (${p.field}): ${p.message}`);
      const listed = new Set((entry.keywords ?? []).map((k) => k.toLowerCase()));
      for (const k of def.keywords) if (!listed.has(k.replace(/ \d+$/, "").toLowerCase())) wrong.push(`${entry.name}: keyword ${k} is not among ${JSON.stringify(entry.keywords)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("parses every printed (pre-errata) text without problems", () => {
    for (const entry of entries.filter((e) => e.printedText !== undefined)) {
      expect(parseRiftText(entry.printedText ?? "", { domains: entry.domains, type: entry.type }).problems).toEqual([]);
    }
  });

  it("includes every card the rule and its FAQ name", () => {
    for (const name of ["Vi, Destructive", "Garbage Grabber", "Dr. Mundo, Expert", "Blind Fury", "Promising Future", "Rumble, Hotheaded", "The Harrowing", "Ava Achiever", "Cruel Patron"]) {
      expect(riftboundCards().byName(name), name).toBeDefined();
    }
  });

  it("keeps errata wording in text and the original in printedText", () => {
    for (const name of ["Blind Fury", "Promising Future", "Reinforce", "Dazzling Aurora", "Baited Hook"]) {
      const def = card(name);
      expect(def.errata, name).toBeDefined();
      expect(def.text, name).toMatch(/banish/i);
      expect(def.printedText, name).not.toMatch(/banish/i);
    }
    expect(card("Blind Fury").text).toContain(
      "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it, ignoring its cost. Then recycle the rest.",
    );
  });

  it("gives tokens no cost and no domain", () => {
    const tokens = riftboundCards().all().filter((c) => c.supertypes.includes("token"));
    expect(tokens.map((t) => t.name).sort()).toEqual(
      ["Bird", "Gold", "Mech", "Recruit", "Reflection", "Sand Soldier", "Shadow Clone", "Sprite", "Tentacle"].sort(),
    );
    for (const token of tokens) {
      expect(token.domains).toEqual([]);
      expect(token.cost).toEqual({ energy: 0, power: [] });
    }
    expect(card("Mech")).toMatchObject({ type: "unit", might: 3, tags: ["Mech"] });
    expect(card("Gold").type).toBe("gear");
  });
});

describe("key cards derive the expected abilities", () => {
  it("Vi, Destructive: [Ganking] and recycle 1 from trash for +1 Might this turn", () => {
    const vi = card("Vi, Destructive");
    expect(vi).toMatchObject({ code: "OGN-036", type: "unit", supertypes: ["champion"], domains: ["fury"], might: 3 });
    expect(vi.cost).toEqual({ energy: 2, power: ["fury"] });
    expect(vi.keywords).toEqual(["Ganking"]);
    expect(vi.abilities).toEqual([
      {
        kind: "activated",
        cost: [{ kind: "recycle", count: 1, from: YOUR_TRASH, filter: "card" }],
        effect: [{ kind: "might", amount: 1, target: "self", duration: "this-turn" }],
        timing: [],
        text: "Recycle 1 from your trash: Give me +1 [M] this turn.",
      },
    ]);
  });

  it("Garbage Grabber: recycle 3, [1], [E] to draw 1", () => {
    expect(card("Garbage Grabber").abilities).toMatchObject([
      {
        kind: "activated",
        cost: [{ kind: "recycle", count: 3, from: YOUR_TRASH, filter: "card" }, { kind: "energy", amount: 1 }, { kind: "exhaust-self" }],
        effect: [{ kind: "draw", count: 1 }],
        timing: [],
      },
    ]);
  });

  it("Dr. Mundo, Expert: Might per trash card and a Beginning Phase recycle 3", () => {
    expect(card("Dr. Mundo, Expert").abilities).toMatchObject([
      { kind: "static", effect: { kind: "might-per-card-in-trash" } },
      {
        kind: "triggered",
        trigger: "start-of-beginning-phase",
        optional: false,
        effect: [{ kind: "recycle", count: 3, upTo: false, from: YOUR_TRASH, filter: "card" }],
      },
    ]);
  });

  it("basic runes: exhaust for [1], recycle for [C], both Reactions", () => {
    for (const name of ["Fury Rune", "Calm Rune", "Mind Rune", "Body Rune", "Chaos Rune", "Order Rune"]) {
      const rune = card(name);
      expect(rune.type).toBe("rune");
      expect(rune.abilities).toMatchObject([
        { kind: "activated", name: "exhaust", cost: [{ kind: "exhaust-self" }], effect: [{ kind: "add-energy", amount: 1 }], timing: ["reaction"] },
        { kind: "activated", name: "recycle", cost: [{ kind: "recycle-self" }], effect: [{ kind: "add-power", domain: "this", amount: 1 }], timing: ["reaction"] },
      ]);
    }
    expect(riftboundCards().byCode("OGN-214")?.name).toBe("Order Rune");
  });

  it("Blind Fury: an [Action] spell whose on-play is banish-then-play from each opponent's deck", () => {
    const def = card("Blind Fury");
    expect(def.keywords).toEqual(["Action"]);
    expect(def.abilities).toEqual([]);
    expect(def.onPlay).toEqual([
      { kind: "banish-then-play", source: "each-opponent-main-deck", look: 1, filter: "any", ignore: "all", optional: false },
    ]);
  });

  it("Promising Future, Reinforce and Baited Hook read as banish-then-play", () => {
    expect(card("Promising Future").onPlay).toEqual([
      { kind: "banish-then-play", source: "each-player-main-deck", look: 5, filter: "any", ignore: "energy", optional: false },
    ]);
    expect(card("Reinforce").onPlay).toEqual([
      { kind: "banish-then-play", source: "your-main-deck", look: 5, filter: "unit", ignore: "none", optional: true, energyReduction: 5 },
    ]);
    expect(card("Baited Hook").abilities).toMatchObject([
      {
        kind: "activated",
        cost: [{ kind: "energy", amount: 1 }, { kind: "power", domain: "this", amount: 1 }, { kind: "exhaust-self" }],
        effect: [
          { kind: "kill-friendly-unit" },
          { kind: "banish-then-play", source: "your-main-deck", look: 5, filter: "unit", ignore: "all", optional: true, mightAtMostKilledPlus: 1 },
        ],
      },
    ]);
  });

  it("Rumble, Karma, Ekko, Forge, Sigil, Stacked Deck, Cruel Patron", () => {
    expect(card("Rumble, Hotheaded").abilities[1]).toMatchObject({
      kind: "triggered",
      trigger: "when-conquer",
      optional: true,
      effect: [{ kind: "recycle-unit-to-play-from-trash", tag: "Mech" }],
    });
    expect(card("Karma, Channeler").abilities[1]).toMatchObject({ trigger: "you-recycle-cards-to-your-main-deck", effect: [{ kind: "buff-friendly-unit" }] });
    // [Accelerate] is a keyword the engine doesn't enforce: an unmodelled clause of its own.
    expect(card("Ekko, Recurrent").abilities).toMatchObject([
      { kind: "static", effect: { kind: "unmodelled" }, text: "[Accelerate]" },
      { trigger: "deathknell", effect: [{ kind: "recycle-self" }, { kind: "ready-runes" }] },
    ]);
    expect(card("Forge of the Future").abilities[1]).toMatchObject({
      cost: [{ kind: "kill-self" }],
      effect: [{ kind: "recycle", count: 4, upTo: true, from: { zone: "trash", whose: "any" } }],
    });
    expect(card("Sigil of the Storm").abilities).toMatchObject([
      { trigger: "you-conquer-here", effect: [{ kind: "recycle", count: 1, from: { zone: "runes", whose: "you" }, filter: "rune" }] },
    ]);
    expect(card("Stacked Deck").onPlay).toEqual([{ kind: "look-then-recycle", look: 3, toHand: 1, recycle: "rest" }]);
    expect(card("Cruel Patron").additionalPlayCost).toEqual([{ kind: "kill-friendly-unit" }]);
  });

  it("cards with [Vision] get its when-played look-then-recycle", () => {
    for (const name of ["Jeweled Colossus", "Gemcraft Seer", "Mystic Poro", "Sai Scout", "Karma, Channeler"]) {
      expect(card(name).abilities[0], name).toMatchObject({
        kind: "triggered",
        trigger: "when-played",
        effect: [{ kind: "look-then-recycle", look: 1, toHand: 0, recycle: "chosen" }],
      });
    }
  });
});

describe("combat and score triggers of the bundled cards (issue 11)", () => {
  it("Minefield and Shadow Temple burn (put the top of the Main Deck into the trash); Grove of the God-Willow draws on a hold", () => {
    expect(card("Minefield").abilities).toEqual([expect.objectContaining({ trigger: "you-conquer-here", effect: [{ kind: "burn", count: 2 }] })]);
    expect(card("Shadow Temple").abilities).toEqual([expect.objectContaining({ trigger: "you-hold-here", effect: [{ kind: "burn", count: 3 }] })]);
    expect(card("Grove of the God-Willow").abilities).toEqual([expect.objectContaining({ trigger: "you-hold-here", effect: [{ kind: "draw", count: 1 }] })]);
  });

  it("Teemo, Strategist deals 1 per revealed [Hidden] card to an enemy unit here when he defends", () => {
    expect(card("Teemo, Strategist").abilities).toEqual([
      expect.objectContaining({ trigger: "when-defend", optional: false, effect: [{ kind: "reveal-top-deal-per-keyword", look: 5, keyword: "Hidden" }] }),
    ]);
  });

  it("Ravenbloom Conservatory and Apprentice Smith reveal the top card and take it or recycle it", () => {
    // The effect is the deck effects' "reveal the top card, then …"; the trigger is this work's.
    expect(card("Ravenbloom Conservatory").abilities).toEqual([expect.objectContaining({ trigger: "you-defend-here", effect: [expect.objectContaining({ kind: "reveal-top-then" })] })]);
    expect(card("Apprentice Smith").abilities).toEqual([expect.objectContaining({ trigger: "when-move", effect: [expect.objectContaining({ kind: "reveal-top-then" })] })]);
  });

  it("Super Mega Death Rocket! deals 5, and returns from the trash for a discard when you conquer (385.2)", () => {
    const rocket = card("Super Mega Death Rocket!");
    expect(rocket.onPlay).toEqual([{ kind: "deal", amount: 5, target: "unit" }]);
    expect(rocket.abilities).toEqual([
      expect.objectContaining({ trigger: "you-conquer", optional: true, activeIn: "trash", effect: [{ kind: "cost-then", cost: [{ kind: "discard", count: 1 }], effect: [{ kind: "return-self-to-hand" }] }] }),
    ]);
  });

  it("Rek'sai, Void Burrower exhausts herself to reveal 2, banish one and play it, recycle the rest", () => {
    expect(card("Rek'sai, Void Burrower").abilities).toEqual([
      expect.objectContaining({
        trigger: "you-conquer",
        optional: true,
        effect: [{ kind: "cost-then", cost: [{ kind: "exhaust-self" }], effect: [expect.objectContaining({ kind: "banish-then-play", look: 2, optional: true, ignore: "none" })] }],
      }),
    ]);
  });
});
