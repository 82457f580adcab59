import { describe, expect, it } from "vitest";
import { parseDeck } from "../../src/index.js";

const gameOf = (text: string, filePath?: string) => parseDeck(text, filePath ? { filePath } : {}).deck.game;

describe("which game a deck list is for (docs/deck-format.md, Which game)", () => {
  it("1. a game: line decides", () => {
    expect(gameOf("game: mtg\n4 Stacked Deck\n")).toBe("mtg");
    expect(gameOf("game: riftbound\n4 Street Wraith\n")).toBe("riftbound");
  });

  it("2. a .dek name or XML text is MTG", () => {
    expect(gameOf("", "x.dek")).toBe("mtg");
    expect(gameOf('<?xml version="1.0"?><Deck></Deck>')).toBe("mtg");
  });

  it("3. a deck code is Riftbound", () => {
    expect(gameOf("CMAAAAAAAAAACAQAABM2MAIAAAAQ2AAAKZRWI23NNZYHH")).toBe("riftbound");
    expect(gameOf("code: ABCDEFGHIJKLMNOPQRSTUVWXYZ\n")).toBe("riftbound");
  });

  it("4. headers only one game uses", () => {
    expect(gameOf("Runes:\n6 Island\n")).toBe("riftbound");
    expect(gameOf("== Main Deck ==\n3x Swamp\n")).toBe("riftbound");
    expect(gameOf("Deck\n3 Fury Rune\n")).toBe("mtg");
    expect(gameOf("Commander\n1 Fury Rune\n")).toBe("mtg");
    expect(gameOf("3 Fury Rune\nSB: 2 Fury Rune\n")).toBe("mtg");
  });

  it("5. collector codes", () => {
    expect(gameOf("3 Something (OGN-036)\n")).toBe("riftbound");
    expect(gameOf("3 Something (OGN) #036\n")).toBe("riftbound");
    expect(gameOf("4 Something (MH1) 12\n")).toBe("mtg");
  });

  it("6. card names: the game whose data knows more of them", () => {
    expect(gameOf("4 Street Wraith\n4 Swamp\n3 Stacked Deck\n")).toBe("mtg");
    expect(gameOf("3 Stacked Deck\n3 Sai Scout\n")).toBe("riftbound");
    // Every real Magic name counts (the name index), not only the full definitions.
    expect(gameOf("4 Lightning Bolt\n4 Counterspell\n4 Brainstorm\n\n2 Pyroblast\n")).toBe("mtg");
  });

  it("7. otherwise Riftbound", () => {
    expect(gameOf("")).toBe("riftbound");
    expect(gameOf("3 Nothing Known\n")).toBe("riftbound");
  });

  it("the caller's game wins over everything", () => {
    expect(parseDeck("Runes:\n6 Fury Rune\n", { game: "mtg" }).deck.game).toBe("mtg");
  });
});
