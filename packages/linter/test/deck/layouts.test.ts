import { describe, expect, it } from "vitest";
import { deckContents, formatDeck, parseDeck, type DeckModel } from "../../src/index.js";
import { LEGAL_MTG, example, playtestCards } from "./helpers.js";

const RIFTBOUND = ["riftbound-mind-chaos.deck", "riftbound-mind-chaos-flat.deck", "riftbound-mind-chaos-tournament.deck", "riftbound-mind-chaos-code.deck"];

function parsed(file: string): DeckModel {
  return parseDeck(example(file), { filePath: file }).deck;
}

describe("every layout of the same deck parses into the same model", () => {
  it("Riftbound: section layout, flat, tournament text and deck code", () => {
    const [first, ...rest] = RIFTBOUND.map(parsed);
    expect(first?.layout).toBe("sections");
    expect(rest.map((d) => d.layout)).toEqual(["flat", "tournament", "code"]);
    for (const deck of rest) expect(deckContents(deck)).toEqual(deckContents(first as DeckModel));
  });

  it("the section layout's Chosen Champion is found in layouts that don't mark it", () => {
    for (const file of RIFTBOUND) {
      const deck = parsed(file);
      expect(deck.game).toBe("riftbound");
      if (deck.game !== "riftbound") continue;
      expect(deck.sections.champion.map((e) => `${e.count} ${e.name}`), file).toEqual(["1 Twisted Fate, Gambler"]);
      expect(deck.sections.main.find((e) => e.name === "Twisted Fate, Gambler")?.count, file).toBe(2);
    }
  });

  it("MTG: Arena export, plain text and MTGO .dek", () => {
    const arena = parseDeck(example("mtg-cycling-arena.deck")).deck;
    const dek = parseDeck(example("mtg-cycling.dek"), { filePath: "mtg-cycling.dek" }).deck;
    const plain = parseDeck(LEGAL_MTG.replace("Deck\n", "").replace("Sideboard\n", "")).deck;
    const sb = parseDeck(LEGAL_MTG.replace("\nSideboard\n2 ", "SB: 2 ").replace("\n3 Stabilizer", "\nSB: 3 Stabilizer").replace("\n2 Abandoned", "\nSB: 2 Abandoned")).deck;
    expect([arena.layout, dek.layout, plain.layout, sb.layout]).toEqual(["arena", "dek", "plain", "arena"]);
    for (const deck of [dek, plain, sb]) expect(deckContents(deck)).toEqual(deckContents(arena));
  });

  it("formatDeck writes a deck that reads back the same", () => {
    for (const file of RIFTBOUND) {
      const deck = parsed(file);
      expect(deckContents(parseDeck(formatDeck(deck)).deck)).toEqual(deckContents(deck));
    }
    const mtg = parseDeck(LEGAL_MTG).deck;
    expect(deckContents(parseDeck(formatDeck(mtg)).deck)).toEqual(deckContents(mtg));
  });

  it("entries keep the ranges of the count, the name and the code", () => {
    const text = "Legend:\n1 Jinx, Loose Cannon\nMainDeck:\n3x Vi - Destructive (OGN-036)\n";
    const { deck } = parseDeck(text);
    const vi = deck.game === "riftbound" ? [...deck.sections.champion, ...deck.sections.main][0] : undefined;
    const at = (r?: { startOffset: number; endOffset: number }): string => (r ? text.slice(r.startOffset, r.endOffset) : "");
    expect(at(vi?.ranges.count)).toBe("3");
    expect(at(vi?.ranges.name)).toBe("Vi - Destructive");
    expect(at(vi?.ranges.code)).toBe("OGN-036");
    expect(at(vi?.ranges.line)).toBe("3x Vi - Destructive (OGN-036)");
    expect(vi?.name).toBe("Vi, Destructive");
    expect(vi?.written).toBe("Vi - Destructive");
    expect(vi?.card?.code).toBe("OGN-036");
  });

  it("CardNexus lines, CRLF line ends and a BOM", () => {
    const { deck, diagnostics } = parseDeck("\uFEFFMainDeck:\r\n3 Stacked Deck (OGN) #183\r\nRunes:\r\n6 Chaos Rune\r\n", { cards: playtestCards });
    expect(diagnostics).toEqual([]);
    expect(deck.game === "riftbound" && deck.sections.main[0]?.code).toBe("OGN-183");
    expect(deckContents(deck).sections.runes).toEqual([{ count: 6, name: "Chaos Rune" }]);
  });

  it("MTG Arena details: set and collector number, a Companion, About/Name, Moxfield's foil marker", () => {
    const text = "About\nName Cycling\n\nCompanion\n1 Astral Drift\n\nDeck\n4 Street Wraith (MH1) 1 *F*\n2 Niv-Mizzet Reborn (WAR) 208\n";
    const { deck } = parseDeck(text, { game: "mtg" });
    expect(deck.name).toBe("Cycling");
    expect(deck.game === "mtg" && deck.sections.companion.map((e) => e.name)).toEqual(["Astral Drift"]);
    const wraith = deck.game === "mtg" ? deck.sections.main[0] : undefined;
    expect([wraith?.name, wraith?.set, wraith?.number]).toEqual(["Street Wraith", "MH1", "1"]);
  });
});
