/**
 * Card hovers show the publisher's wording (issue 10, item 6): the printed text as the card
 * snapshot gives it, the text in force beside it when an errata changed it, and what the card
 * data doesn't know.
 */
import { riftboundCards } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { cardSummary, deckCompletions, describeCard, formatCost, lintDeck } from "../../src/index.js";
import { listedCards } from "../../src/language/card-info.js";

function card(name: string): RiftCardDef {
  const def = riftboundCards().lookup(name);
  if (!def) throw new Error(`missing card ${name}`);
  return def;
}

describe("describeCard", () => {
  it("shows the publisher's wording, and the text in force when an errata changed it", () => {
    const karma = describeCard(card("Karma, Channeler"));
    expect(karma).toContain("> When you recycle one or more cards, buff a friendly unit.");
    expect(karma).toContain("Text in force (errata of 2025-10-28):");
    expect(karma).toContain("> When you recycle one or more cards to your Main Deck, buff a friendly unit.");
    // The printed text is the publisher's wording here: not shown twice.
    expect(karma).not.toContain("Printed text");
  });

  it("keeps the publisher's bullets and says when a card has no printed text", () => {
    expect(describeCard(card("Twisted Fate, Gambler"))).toContain("> • [U] — Draw 1.");
    const rune = describeCard(card("Fury Rune"));
    expect(rune).toContain("No printed text.");
    expect(rune).toContain("1. `exhaust` — [E]: [Reaction] — Add [1].");
  });

  it("marks a power pip whose domain the card data doesn't know, and says what that means", () => {
    const tibbers = card("Tibbers");
    expect(formatCost(tibbers.cost)).toBe("[8][?][?]");
    expect(cardSummary(tibbers)).toBe("Unit · Signature · Fury/Chaos · [8][?][?] · Might 7");
    expect(describeCard(tibbers)).toContain("the card data gives the number of power pips (2), not which domain each is");
  });

  it("names an erratum the data can't place in the text", () => {
    expect(describeCard(card("Disintegrate"))).toContain("doesn't say whether its text is from before or after this erratum");
  });
});

describe("a deck list of released cards", () => {
  const jinx = `Legend:
1 Jinx, Loose Cannon

Champion:
1 Jinx, Demolitionist

MainDeck:
2 Jinx, Demolitionist
3 Blazing Scorcher
3 Brazen Buccaneer
3 Chemtech Enforcer
3 Cleave
3 Disintegrate
3 Flame Chompers
3 Get Excited!
3 Hextech Ray
3 Legion Rearguard
3 Magma Wurm
3 Noxus Hopeful
3 Pouty Poro
3 Sky Splitter

Battlefields:
1 Altar to Unity
1 Back-Alley Bar
1 Fortified Position

Runes:
6 Fury Rune
6 Chaos Rune
`;

  it("lints clean: every name is known, and the legend, champion and battlefields are checked", () => {
    expect(lintDeck(jinx, { game: "riftbound" }).diagnostics).toEqual([]);
  });

  it("hovers and completions read the same data; completion parses no card text", () => {
    const items = deckCompletions(lintDeck(jinx, { game: "riftbound" }));
    expect(items.length).toBeGreaterThan(900);
    expect(items.find((i) => i.label === "Tibbers")?.detail).toBe("Unit · Signature · Fury/Chaos · [8][?][?] · Might 7");
    expect(items.some((i) => i.label === "Recruit")).toBe(false);
    // Scenario completion lists the bundled cards from the data entries too, tokens included.
    const listed = listedCards(riftboundCards());
    expect(listed).toHaveLength(933);
    expect(listed.find((c) => c.name === "Mech")).toMatchObject({ type: "unit", might: 3 });
  });
});
