import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DeckEncodeError, decodeRiftboundDeckCode, deckContents, encodeRiftboundDeck, parseDeck, type RiftboundDeck } from "../../src/index.js";
import { example } from "./helpers.js";

const CODE = example("riftbound-mind-chaos-code.deck").trim().split("\n").pop() ?? "";

describe("Riftbound deck codes", () => {
  it("the example code decodes to the example deck, and the deck encodes to the example code", () => {
    const listed = parseDeck(example("riftbound-mind-chaos.deck")).deck;
    const { deck, diagnostics } = decodeRiftboundDeckCode(CODE);
    expect(diagnostics).toEqual([]);
    expect(deck.layout).toBe("code");
    expect(deckContents(deck)).toEqual(deckContents(listed));
    expect(encodeRiftboundDeck(listed)).toBe(CODE);
  });

  it("decodes the library README's Kai'Sa code (v2, no Chosen Champion): every code is a card the data knows", () => {
    const readme = "CIAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHE";
    const { deck, diagnostics } = decodeRiftboundDeckCode(readme);
    expect(diagnostics).toEqual([]);
    expect(deck.sections.legend.map((e) => `${e.code} ${e.name}`)).toEqual(["OGN-247 Kai'Sa, Daughter of the Void"]);
    expect(deck.sections.battlefields.map((e) => e.name)).toEqual(["Grove of the God-Willow", "Startipped Peak", "The Dreaming Tree"]);
    const total = [...Object.values(deck.sections)].flat().reduce((s, e) => s + e.count, 0);
    expect(total).toBe(56 + 8);
    expect(deck.sections.runes.map((e) => `${e.count} ${e.name}`)).toEqual(["7 Fury Rune", "5 Mind Rune"]);
  });

  it("the round trip encode → decode is lossless for the sets the library supports (property)", () => {
    const codes = ["OGN-036", "OGN-099", "OGN-109", "OGN-025", "OGN-115", "SFD-026", "OGN-198", "OGN-107", "OGN-062", "OGN-086", "OGN-100", "OGN-171", "OGN-174", "OGN-007a", "OGN-089s", "OGS-012", "ARC-003b", "SFD-140"];
    const cards = fc.uniqueArray(fc.record({ code: fc.constantFrom(...codes), count: fc.integer({ min: 1, max: 30 }) }), { selector: (c) => c.code, maxLength: 12 });
    fc.assert(
      fc.property(cards, cards, fc.boolean(), (main, side, withChampion) => {
        const lines = [`MainDeck:`, ...main.map((c) => `${c.count} ${c.code} (${c.code})`), "Sideboard:", ...side.map((c) => `${c.count} ${c.code} (${c.code})`)];
        const deck = parseDeck(lines.join("\n"), { game: "riftbound" }).deck as RiftboundDeck;
        const champion = withChampion ? deck.sections.main.find((e) => e.card?.type === "unit" && e.card.supertypes.includes("champion")) : undefined;
        const input: RiftboundDeck = champion
          ? { ...deck, sections: { ...deck.sections, champion: [{ ...champion, section: "champion", count: 1 }], main: deck.sections.main.map((e) => (e === champion ? { ...e, count: e.count - 1 } : e)).filter((e) => e.count > 0) } }
          : deck;
        const back = decodeRiftboundDeckCode(encodeRiftboundDeck(input)).deck;
        const byCode = (d: RiftboundDeck) =>
          Object.fromEntries(
            (["champion", "main", "sideboard"] as const).map((s) => {
              const totals = new Map<string, number>();
              for (const e of d.sections[s === "main" ? "main" : s].concat(s === "main" ? [...d.sections.runes, ...d.sections.legend, ...d.sections.battlefields] : [])) totals.set(e.code ?? e.name, (totals.get(e.code ?? e.name) ?? 0) + e.count);
              return [s, [...totals].sort()];
            }),
          );
        expect(byCode(back)).toEqual(byCode(input));
      }),
      { numRuns: 200 },
    );
  });

  it("a deck that can't be a code says which cards and why", () => {
    const deck = parseDeck("MainDeck:\n1 Disposal Order\n2 Mystery Card\n", { game: "riftbound" }).deck;
    expect(() => encodeRiftboundDeck(deck)).toThrow(DeckEncodeError);
    try {
      encodeRiftboundDeck(deck);
    } catch (e) {
      expect((e as DeckEncodeError).problems).toEqual([
        "Disposal Order (UNL-103): set UNL is not one the deck-code library encodes (OGN, OGS, ARC, SFD)",
        "Mystery Card has no collector code (the card data doesn't know it)",
      ]);
    }
  });

  it("decoding garbage never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const { diagnostics } = decodeRiftboundDeckCode(text);
        expect(diagnostics.every((d) => d.code !== "deck/internal-error")).toBe(true);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-7]{16,80}$/), (code) => {
        expect(() => decodeRiftboundDeckCode(code)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
