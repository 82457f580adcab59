import { describe, expect, it } from "vitest";
import { deckContents, parseDeck } from "../../src/index.js";

describe("the header and line spellings deck sites export", () => {
  it("Riftbound headers: MainDeck / Main Deck / Main Deck (40) / Runes - 12 / Battlefields: 3 / Rune Deck / Side Deck", () => {
    const spellings = [
      "MainDeck:\n3 Stacked Deck\nRunes:\n6 Chaos Rune\nBattlefields:\n1 Sigil of the Storm\nSideboard:\n1 Sai Scout\n",
      "Main Deck:\n3 Stacked Deck\nRune Deck:\n6 Chaos Rune\nBattlefield:\n1 Sigil of the Storm\nSide Deck:\n1 Sai Scout\n",
      "Main Deck (40)\n3x Stacked Deck\nRunes - 12\n6x Chaos Rune\nBattlefields: 3\n1x Sigil of the Storm\nSideboard\n1x Sai Scout\n",
      "== Main Deck ==\n3x Stacked Deck\n== Runes ==\n6x Chaos Rune\n== Battlefields ==\n1x Sigil of the Storm\n== Sideboard ==\n1x Sai Scout\n",
      "3 Stacked Deck (OGN-183)\n6 Chaos Rune (OGN-166)\n1 Sigil of the Storm (OGN-287)\n// Sideboard\n1 Sai Scout (OGN-174)\n",
    ];
    const contents = spellings.map((t) => deckContents(parseDeck(t, { game: "riftbound" }).deck));
    for (const c of contents.slice(1)) expect(c).toEqual(contents[0]);
  });

  it("a card under a header stays in that section even when its type belongs elsewhere (deck/wrong-section's input)", () => {
    const { deck } = parseDeck("MainDeck:\n1 Fury Rune\n", { game: "riftbound" });
    expect(deck.game === "riftbound" && deck.sections.main.map((e) => e.name)).toEqual(["Fury Rune"]);
  });

  it("comments: '# …' and '// …' lines, and ' # ' at the end of a line", () => {
    const { deck, diagnostics } = parseDeck("# my deck\n// notes\nMainDeck:   # the main deck\n3 Stacked Deck # tech\n", { game: "riftbound" });
    expect(diagnostics).toEqual([]);
    expect(deckContents(deck).sections.main).toEqual([{ count: 3, name: "Stacked Deck" }]);
  });

  it("MTG: the first blank line after the deck starts the sideboard; a header after it wins", () => {
    const plain = parseDeck("4 Street Wraith\n\n2 Stabilizer\n", { game: "mtg" }).deck;
    expect(deckContents(plain).sections.sideboard).toEqual([{ count: 2, name: "Stabilizer" }]);
    const arena = parseDeck("Commander\n1 Eternal Dragon\n\nDeck\n4 Street Wraith\n", { game: "mtg" }).deck;
    expect(deckContents(arena).sections).toEqual({ commander: [{ count: 1, name: "Eternal Dragon" }], main: [{ count: 4, name: "Street Wraith" }] });
  });

  it("MTG: card-type group lines ('Creatures (20)') are not sections; Maybeboard cards are not in the deck", () => {
    const { deck, diagnostics } = parseDeck("Deck\nCreatures (4)\n4 Street Wraith\nMaybeboard\n4 Stabilizer\n", { game: "mtg" });
    expect(diagnostics).toEqual([]);
    expect(deckContents(deck).sections).toEqual({ main: [{ count: 4, name: "Street Wraith" }] });
  });

  it("MTG split cards written with one slash read as 'A // B'", () => {
    const { diagnostics } = parseDeck("4 Street/Wraith\n", { game: "mtg" });
    expect(diagnostics[0]?.message).toContain('"Street/Wraith"');
  });
});
