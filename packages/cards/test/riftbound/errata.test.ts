/**
 * The bundled Riftbound cards play as their printed, errata'd text (issue 15, item 3; the audit's
 * "Card texts: bundled vs snapshot"). Each test holds one card's official text, or the facts that
 * change how it plays, and what the parser makes of it.
 */
import type { RiftCardDef } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { parseRiftText, riftboundCards, riftboundEntries, riftCardFromEntry } from "../../src/index.js";

function card(name: string): RiftCardDef {
  const def = riftboundCards().byName(name);
  if (!def) throw new Error(`missing card ${name}`);
  return def;
}

function notModelledClauses(name: string): string[] {
  const entry = riftboundEntries().find((e) => e.name === name);
  if (!entry) throw new Error(`missing entry ${name}`);
  return riftCardFromEntry(entry).notModelled.map((p) => entry.text.slice(p.start, p.end));
}

const ORIGINS_ERRATA = /Riftbound: Origins Card Errata \(https:\/\/playriftbound\.com\/.*riftbound-origins-card-errata\/\)/;

describe("errata and official texts of the bundled Riftbound cards", () => {
  it("Karma, Channeler (OGN-235): 'to your Main Deck' (Origins errata, 2025-10-28)", () => {
    const karma = card("Karma, Channeler");
    expect(karma.text).toContain("When you recycle one or more cards to your Main Deck, buff a friendly unit.");
    expect(karma.printedText).toContain("When you recycle one or more cards, buff a friendly unit.");
    expect(karma.errata).toMatchObject({ date: "2025-10-28", source: expect.stringMatching(ORIGINS_ERRATA) });
    expect(karma.abilities[1]).toMatchObject({ kind: "triggered", trigger: "you-recycle-cards-to-your-main-deck", effect: [{ kind: "buff-friendly-unit" }] });
    // The printed wording still reads as the wider trigger, for custom cards that use it.
    expect(parseRiftText(karma.printedText ?? "").abilities[1]).toMatchObject({ trigger: "you-recycle-cards" });
    expect(karma.tags).toEqual(["Karma", "Ionia"]);
  });

  it("Rumble, Hotheaded (SFD-026) is a Mech himself", () => {
    expect(card("Rumble, Hotheaded").tags).toEqual(["Mech", "Yordle", "Rumble", "Bandle City"]);
  });

  it("Disposal Order (UNL-103) is a Body [Reaction] spell", () => {
    const order = card("Disposal Order");
    expect(order.domains).toEqual(["body"]);
    expect(order.keywords).toEqual(["Reaction"]);
    expect(order.text).toBe(
      "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose one —\n• Choose up to 3 cards from opponents' trashes. Their owners recycle them.\n• Draw 1.",
    );
    // Its two modes are modelled (355.3): the owners recycle the chosen cards, or draw 1.
    expect(notModelledClauses("Disposal Order")).toEqual([]);
    expect(order.onPlay?.map((e) => e.kind)).toEqual(["choose-one"]);
  });

  it("Twisted Fate, Gambler (OGN-200): an effect for each rune domain; [R] deals, [U] draws, [Y] stuns", () => {
    const tf = card("Twisted Fate, Gambler");
    expect(tf.text).toBe(
      "When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain:\n[R] — Deal 2 to an enemy unit here and 1 to all other enemy units here.\n[U] — Draw 1.\n[Y] — Stun an enemy unit.",
    );
    expect(tf.tags).toEqual(["Twisted Fate", "Bilgewater"]);
    expect(tf.abilities).toEqual([
      {
        kind: "triggered",
        trigger: "when-attack",
        optional: false,
        text: tf.text,
        effect: [
          {
            kind: "reveal-rune-then-by-domain",
            branches: [
              { domain: "fury", effect: [{ kind: "deal", amount: 2, target: "enemy-unit-here", othersHere: 1 }] },
              { domain: "mind", effect: [{ kind: "draw", count: 1 }] },
              { domain: "order", effect: [{ kind: "stun", target: "enemy-unit" }] },
            ],
          },
        ],
      },
    ]);
    expect(notModelledClauses("Twisted Fate, Gambler")).toEqual([]);
  });

  it("Jinx, Loose Cannon (OGN-251): draws at the start of the Beginning Phase with one or fewer cards in hand", () => {
    const jinx = card("Jinx, Loose Cannon");
    expect(jinx.text).toBe("At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.");
    expect(jinx.tags).toEqual(["Jinx"]);
    expect(jinx.abilities).toMatchObject([{ kind: "triggered", trigger: "start-of-beginning-phase", effect: [{ kind: "draw-if-hand-at-most", count: 1, max: 1 }] }]);
  });

  it("The Candlelit Sanctum (OGN-291): the cards not recycled go back in any order", () => {
    const sanctum = card("The Candlelit Sanctum");
    expect(sanctum.text).toBe(
      "When you conquer here, look at the top two cards of your Main Deck. You may recycle one or both of them. Put those you don't back in any order.",
    );
    expect(sanctum.abilities).toMatchObject([
      { trigger: "you-conquer-here", effect: [{ kind: "look-then-recycle", look: 2, toHand: 0, recycle: "chosen", putBackInAnyOrder: true }] },
    ]);
    expect(notModelledClauses("The Candlelit Sanctum")).toEqual([]);
  });

  it("Ava Achiever (OGN-107): only a unit is played here (Origins errata, 2025-10-28)", () => {
    const ava = card("Ava Achiever");
    expect(ava.text).toBe("When I attack, you may pay [U] to play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here.");
    expect(ava.printedText).toBe("When I attack, you may pay [U] to play a card with [Hidden] from your hand here, ignoring its cost.");
    expect(ava.errata).toMatchObject({ date: "2025-10-28", source: expect.stringMatching(ORIGINS_ERRATA) });
    expect(notModelledClauses("Ava Achiever")).toEqual(["pay [U] to play a card with [Hidden] from your hand, ignoring its cost.", "If it's a unit, play it here."]);
  });

  it("Teemo, Strategist (OGN-121): the enemy unit is chosen before the reveal (Origins errata, 2025-10-28)", () => {
    const teemo = card("Teemo, Strategist");
    expect(teemo.text).toBe(
      "[Hidden] (Hide now for [A] to react with later for [0].)\nWhen I defend, choose an enemy unit here and reveal the top 5 cards of your Main Deck. Deal 1 to that unit for each card with [Hidden] revealed this way, then recycle the revealed cards.",
    );
    expect(teemo.printedText).toContain("When I defend or I'm played from [Hidden]");
    expect(teemo.errata).toMatchObject({ date: "2025-10-28", source: expect.stringMatching(ORIGINS_ERRATA) });
    expect(teemo.tags).toEqual(["Yordle", "Teemo", "Bandle City"]);
    expect(teemo.abilities).toMatchObject([{ kind: "triggered", trigger: "when-defend", effect: [{ kind: "reveal-top-deal-per-keyword", look: 5, keyword: "Hidden" }] }]);
    expect(notModelledClauses("Teemo, Strategist")).toEqual([]);
  });

  it("Sabotage (OGN-156): the caster recycles a non-unit card from the revealed hand", () => {
    const sabotage = card("Sabotage");
    expect(sabotage.text).toBe("Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card.");
    expect(sabotage.onPlay).toEqual([{ kind: "reveal-hand-recycle", count: 1, filter: "non-unit-card" }]);
    // The old wording, where the opponent recycles, is not read as the caster's recycle.
    const old = parseRiftText("Choose an opponent. They reveal their hand. Choose a card from it that isn't a unit. They recycle that card.", { type: "spell" });
    expect(old.onPlay.every((e) => e.kind === "unmodelled")).toBe(true);
  });

  it("the Gold token (SFD-T03; Core Rules 187.5) makes one power of any domain", () => {
    const gold = card("Gold");
    expect(gold).toMatchObject({ code: "SFD-T03", type: "gear", supertypes: ["token"], keywords: [] });
    // The printed card's wording (the card snapshot), with the keyword action in brackets: "[Add] [A]" reads as "Add [A]".
    expect(gold.text).toBe("Kill this, [E]: [Reaction] — [Add] [A]. (Abilities that add resources can't be reacted to.)");
    expect(gold.abilities).toMatchObject([
      { kind: "activated", cost: [{ kind: "kill-self" }, { kind: "exhaust-self" }], timing: ["reaction"], effect: [{ kind: "add-power", domain: "any", amount: 1 }] },
    ]);
  });

  it("the Shadow Clone token (Core Rules 187.11): its attack ability banishes a unit from the trash to pay for [Assault 4]", () => {
    const clone = card("Shadow Clone");
    expect(clone.text).toBe("When I attack, you may banish a unit from your trash. If you do, give me [Assault 4] this turn.");
    expect(clone.abilities).toMatchObject([{ kind: "triggered", trigger: "when-attack", optional: true }]);
    expect(clone.abilities).toMatchObject([
      {
        effect: [
          {
            kind: "cost-then",
            cost: [{ kind: "banish-from-trash", match: { types: ["unit"] } }],
            effect: [{ kind: "give-keyword-this-turn", keyword: "Assault 4", target: "self" }],
          },
        ],
      },
    ]);
    expect(notModelledClauses("Shadow Clone")).toEqual([]);
  });

  it("Divine Judgment (OGN-244) has its official spelling; the old one is offered it as a did-you-mean", () => {
    expect(riftboundCards().lookup("OGN-244")?.name).toBe("Divine Judgment");
    expect(card("Divine Judgment").text).toBe("Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest.");
    expect(riftboundCards().byName("Divine Judgement")).toBeUndefined();
    expect(riftboundCards().suggest("Divine Judgement")[0]?.name).toBe("Divine Judgment");
  });

  it("Cruel Patron (OGN-208): the official additional-cost wording", () => {
    const patron = card("Cruel Patron");
    expect(patron.text).toBe("As an additional cost to play me, kill a friendly unit.");
    expect(patron.additionalPlayCost).toEqual([{ kind: "kill-friendly-unit" }]);
    expect(patron.tags).toEqual(["Noxus"]);
  });

  it("Reinforce (OGN-062): its banish errata is the Spiritforged errata of 2026-01-14", () => {
    expect(card("Reinforce").errata).toMatchObject({ date: "2026-01-14", source: expect.stringContaining("Riftbound Spiritforged Errata") });
  });

  it("the tags from the card snapshot", () => {
    const tags: Record<string, string[]> = {
      "Dr. Mundo, Expert": ["Dr. Mundo", "Zaun"],
      "Ekko, Recurrent": ["Ekko", "Zaun"],
      "Kai'Sa, Evolutionary": ["Kai'Sa", "The Void"],
      "Jeweled Colossus": ["Mount Targon"],
      "Gemcraft Seer": ["Mount Targon"],
      "Mystic Poro": ["Poro"],
      "Sai Scout": ["Shurima"],
      "Ava Achiever": ["Yordle"],
    };
    for (const [name, expected] of Object.entries(tags)) expect(card(name).tags, name).toEqual(expected);
  });

  it("every dated erratum names its source", () => {
    for (const entry of riftboundEntries()) {
      if (entry.errata?.date !== undefined) expect(entry.errata.source, entry.name).toMatch(/https:\/\//);
    }
  });
});
