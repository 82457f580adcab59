/** Hover and completion in deck lists (language/deck-services.ts), as the language server serves them. */
import { describe, expect, it } from "vitest";
import { deckCompletions, deckHoverAt, lintDeck } from "../../src/index.js";

const DECK = "game: mtg\nDeck\n4 Street Wraith\n4 Lightning Bolt\n52 Swamp\n";

describe("deck list services, Magic", () => {
  const result = lintDeck(DECK);

  it("a full definition's hover shows its Oracle text", () => {
    const hover = deckHoverAt(result, DECK.indexOf("Street Wraith") + 2);
    expect(hover?.markdown).toContain("**Street Wraith**");
    expect(hover?.markdown).toContain("Cycling—Pay 2 life");
    expect(hover?.markdown).not.toContain("by name and types only");
  });

  it("a real card the data has by name only: its types, that the engine doesn't model it, and where it was printed", () => {
    const hover = deckHoverAt(result, DECK.indexOf("Lightning Bolt") + 2);
    expect(hover?.markdown).toContain("**Lightning Bolt**\n\nInstant");
    expect(hover?.markdown).toContain("_A real card the card data has by name and types only: the engine doesn't model its text._ Printed in 2ED, 2X2");
    expect(hover?.markdown).toContain("and 25 more.");
  });

  it("completes the full definitions, each with its type line, cost and power/toughness", () => {
    const items = deckCompletions(result);
    expect(items).toHaveLength(444);
    expect(items).toContainEqual({ label: "Street Wraith", detail: "Creature — Wraith · {3}{B}{B} · 3/4" });
    expect(items).toContainEqual({ label: "Ash Barrens", detail: "Land" });
  });
});
