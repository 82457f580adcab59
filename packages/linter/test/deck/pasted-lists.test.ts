import { createCardIndex, defineRiftCard, riftboundCards } from "@recycle-rules/cards";
import type { RiftCardDef } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { decodeRiftboundDeckCode, deckContents, encodeRiftboundDeck, formatDeck, lintDeck, parseDeck, type DeckCardOptions, type DeckModel } from "../../src/index.js";

/** Section totals, for comparing where cards went. */
function totals(deck: DeckModel): Record<string, number> {
  const sections: Record<string, readonly { count: number }[]> = deck.sections;
  return Object.fromEntries(Object.entries(sections).map(([s, entries]) => [s, entries.reduce((n, e) => n + e.count, 0)]));
}

function groups(deck: DeckModel): string[] {
  return (deck.groups ?? []).map((g) => `${g.label}:${g.section}:${g.count}${g.declaredCount === undefined ? "" : `/${g.declaredCount}`}`);
}

describe("group lines, as deck sites print them (docs/deck-format.md, Group lines)", () => {
  it("Riftbound Units: / Spells: / Gear: after the Battlefields are Main Deck groups, not sections or errors", () => {
    const { deck, diagnostics } = parseDeck("Legend:\n1 Jinx, Loose Cannon\nRunes:\n6 Fury Rune\n6 Chaos Rune\nBattlefields:\n1 Sigil of the Storm\nUnits:\n3 Cruel Patron\nSpells:\n3 Blind Fury\nGear:\n1 Baited Hook\n", { game: "riftbound" });
    expect(diagnostics).toEqual([]);
    expect(totals(deck)).toMatchObject({ legend: 1, runes: 12, battlefields: 1, main: 7 });
    expect(groups(deck)).toEqual(["Units:main:3", "Spells:main:3", "Gear:main:1"]);
  });

  it("Riftbound groups with counts, in the sideboard and in a flat list keep their section", () => {
    const flat = parseDeck("Units (3)\n3 Cruel Patron (OGN-208)\n6 Fury Rune (OGN-007)\nSideboard:\nSpells (2)\n2 Blind Fury\n", { game: "riftbound" }).deck;
    expect(totals(flat)).toMatchObject({ main: 3, runes: 6, sideboard: 2 });
    expect(groups(flat)).toEqual(["Units:main:9/3", "Spells:sideboard:2/2"]);
  });

  it("MTG group lines with and without counts, singular, hyphenated, joined with & or and, and count first", () => {
    const spellings = [
      "Creatures (4)\n4 Street Wraith\nNon-Creature Spells (4)\n4 Decree of Pain\nLands (20)\n20 Swamp\n",
      "Creature (4)\n4 Street Wraith\nInstants & Sorceries (4)\n4 Decree of Pain\nLand (20)\n20 Swamp\n",
      "Creatures\n4 Street Wraith\nOther Spells:\n4 Decree of Pain\nBasic Lands\n20 Swamp\n",
      "4 CREATURES\n4 Street Wraith\n4 INSTANTS and SORC.\n4 Decree of Pain\n20 LANDS\n20 Swamp\n",
    ];
    for (const text of spellings) {
      const { deck, diagnostics } = parseDeck(text, { game: "mtg" });
      expect(diagnostics, text).toEqual([]);
      expect(deckContents(deck).sections, text).toEqual({ main: [{ count: 4, name: "Decree of Pain" }, { count: 4, name: "Street Wraith" }, { count: 20, name: "Swamp" }] });
      expect(deck.groups?.length, text).toBe(3);
    }
  });

  it("groups of the Maybeboard are not counted", () => {
    const { deck, diagnostics } = parseDeck("Deck\n4 Street Wraith\nMaybeboard\nCreatures (2)\n2 Stabilizer\n", { game: "mtg" });
    expect(diagnostics).toEqual([]);
    expect(deck.groups).toBeUndefined();
  });

  it("a group line tells the game when nothing else does", () => {
    expect(parseDeck("Creatures (1)\n1 Mystery Card\n").deck.game).toBe("mtg");
    expect(parseDeck("Units (1)\n1 Mystery Card\n").deck.game).toBe("riftbound");
  });

  it("a count on a group line that differs from its cards is a deck/syntax warning on the group line", () => {
    const text = "Deck\nCreatures (4)\n4 Street Wraith\nLands (22)\n20 Swamp\n";
    const { diagnostics } = lintDeck(text, { game: "mtg" });
    const warnings = diagnostics.filter((d) => d.code === "deck/syntax");
    expect(warnings.map((d) => [d.severity, text.slice(d.range.startOffset, d.range.endOffset)])).toEqual([["warning", "Lands (22)"]]);
    expect(warnings[0]?.message).toContain('"Lands" says 22 cards, but 20 are listed under it');
  });

  it("Move to Runes puts a rune listed under Units: after the runes, not after the units that follow them", () => {
    const text = "Runes:\n6 Fury Rune\nUnits:\n3 Cruel Patron\n1 Chaos Rune\n";
    const fix = lintDeck(text, { game: "riftbound" }).diagnostics.find((d) => d.code === "deck/wrong-section")?.fixes?.[0];
    expect(fix?.title).toBe("Move to Runes");
    let fixed = text;
    for (const e of [...(fix?.edits ?? [])].sort((a, b) => b.range.startOffset - a.range.startOffset)) fixed = fixed.slice(0, e.range.startOffset) + e.newText + fixed.slice(e.range.endOffset);
    expect(fixed).toBe("Runes:\n6 Fury Rune\n1 Chaos Rune\nUnits:\n3 Cruel Patron\n");
  });

  it("a header word that is neither a section nor a group is still a warning", () => {
    const { diagnostics } = parseDeck("Deck\nMy Favourites (4)\n4 Street Wraith\n", { game: "mtg" });
    expect(diagnostics.map((d) => d.code)).toEqual(["deck/syntax"]);
  });
});

describe("blank lines and the MTG sideboard (docs/deck-format.md, Blank lines)", () => {
  const sideboard = (text: string) => deckContents(parseDeck(text, { game: "mtg" }).deck).sections.sideboard;

  it("under a Deck header, blank lines separate groups: only Sideboard, SB: or // Sideboard starts the sideboard", () => {
    expect(sideboard("Deck\n4 Street Wraith\n\n4 Decree of Pain\n\n20 Swamp\n")).toBeUndefined();
    expect(sideboard("Deck\nCreatures (4)\n4 Street Wraith\n\nLands (20)\n20 Swamp\n\nSideboard\n3 Stabilizer\n")).toEqual([{ count: 3, name: "Stabilizer" }]);
    expect(sideboard("Deck\n4 Street Wraith\n\n20 Swamp\nSB: 3 Stabilizer\n")).toEqual([{ count: 3, name: "Stabilizer" }]);
  });

  it("without a Deck header, the last group after a blank line is the sideboard (MTGO's text), the ones before are the deck", () => {
    expect(sideboard("4 Street Wraith\n20 Swamp\n\n3 Stabilizer\n")).toEqual([{ count: 3, name: "Stabilizer" }]);
    const grouped = parseDeck("4 Street Wraith\n4 Decree of Pain\n\n20 Swamp\n\n3 Stabilizer\n2 Abandoned Sarcophagus\n", { game: "mtg" }).deck;
    expect(totals(grouped)).toMatchObject({ main: 28, sideboard: 5 });
  });

  it("a group that a header follows is no sideboard; a headed group ends where the sideboard starts", () => {
    expect(totals(parseDeck("4 Street Wraith\n\n20 Swamp\n\nSideboard\n3 Stabilizer\n", { game: "mtg" }).deck)).toMatchObject({ main: 24, sideboard: 3 });
    const { deck, diagnostics } = parseDeck("Creatures (4)\n4 Street Wraith\n\nLands (20)\n20 Swamp\n\n3 Stabilizer\n", { game: "mtg" });
    expect(diagnostics).toEqual([]);
    expect(totals(deck)).toMatchObject({ main: 24, sideboard: 3 });
    expect(groups(deck)).toEqual(["Creatures:main:4/4", "Lands:main:20/20"]);
  });

  it("blank lines at the start, and a list with no blank line, have no sideboard", () => {
    expect(sideboard("\n\n4 Street Wraith\n20 Swamp\n")).toBeUndefined();
  });
});

describe("names and marks as pasted", () => {
  it("list markers kept by a paste (- • *) are not part of the line", () => {
    const { deck, diagnostics } = parseDeck("- Creatures (4)\n- 4 Street Wraith\n• Lands (20)\n• 20 Swamp\n* Sideboard\n* 3x Stabilizer\n", { game: "mtg" });
    expect(diagnostics).toEqual([]);
    expect(totals(deck)).toMatchObject({ main: 24, sideboard: 3 });
  });

  it("a site's own header words with the English section name in parentheses", () => {
    const { deck, diagnostics } = parseDeck("Ana Deste (Main Board)\n3x Cruel Patron\n6x Fury Rune\n1x Sigil of the Storm\nYan Deste (Sideboard)\n2x Blind Fury\n", { game: "riftbound" });
    expect(diagnostics).toEqual([]);
    // riftbound.gg's Main Board holds everything but the side board: each card goes to the section of its type.
    expect(totals(deck)).toMatchObject({ main: 3, runes: 6, battlefields: 1, sideboard: 2 });
  });

  it("MTG names written without their accents find the card", () => {
    const mtg = { lookup: (r: string) => (r.toLowerCase() === "lorien revealed" || r === "Lórien Revealed" ? ({ name: "Lórien Revealed" } as never) : undefined), suggest: () => [] };
    expect(parseDeck("4 Lórien Revealed\n", { game: "mtg", cards: { mtg } }).diagnostics).toEqual([]);
  });
});

/** A catalog like the full pool's, with the legend named "Champion, Title" or by its printed title alone. */
function legendCatalog(legendName: string): DeckCardOptions {
  const cards: RiftCardDef[] = [
    ...riftboundCards().all(),
    defineRiftCard({ name: legendName, code: "OGN-247", type: "legend", domains: ["fury", "mind"], tags: ["Kai'Sa"], text: "" }).def,
    defineRiftCard({ name: "Kai'Sa, Survivor", code: "OGN-039", type: "unit", domain: "fury", cost: "[4]", might: 4, supertypes: ["champion"], tags: ["Kai'Sa"], text: "" }).def,
  ];
  return { riftbound: createCardIndex(cards) };
}

describe("legend and champion names (docs/deck-format.md, Card lines)", () => {
  const legendOf = (text: string, cards: DeckCardOptions) => {
    const { deck, diagnostics } = parseDeck(text, { game: "riftbound", cards });
    return { legend: deck.game === "riftbound" ? deck.sections.legend.map((e) => e.name) : [], champion: deck.game === "riftbound" ? deck.sections.champion.map((e) => e.name) : [], unknown: diagnostics.filter((d) => d.code === "deck/unknown-card").length };
  };

  for (const dataName of ["Kai'Sa, Daughter of the Void", "Daughter of the Void"]) {
    it(`the legend as "Kai'Sa - Daughter of the Void", "Kai'Sa, Daughter of the Void" or its title, when the data names it "${dataName}"`, () => {
      const cards = legendCatalog(dataName);
      for (const written of ["Kai'Sa - Daughter of the Void", "Kai'Sa, Daughter of the Void", "Kai’Sa - Daughter of the Void", "Daughter of the Void"]) {
        expect(legendOf(`1 ${written}\n2 Kai'Sa - Survivor\n`, cards), written).toEqual({ legend: [dataName], champion: ["Kai'Sa, Survivor"], unknown: 0 });
      }
    });
  }

  it("a title under another champion's name is not that legend", () => {
    expect(legendOf("1 Jinx - Daughter of the Void\n", legendCatalog("Daughter of the Void")).unknown).toBe(1);
  });
});

describe("deck codes with cards the data doesn't know", () => {
  const README = "CIAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHE";

  it("a decoded deck prints every card, the unknown ones by their code", () => {
    const { deck, diagnostics } = decodeRiftboundDeckCode(README);
    expect(diagnostics.length).toBeGreaterThan(0);
    const printed = formatDeck(deck);
    expect(printed).toContain("1 OGN-247");
    expect(printed).toContain("7 Fury Rune");
    expect(printed.match(/^\d+ /gm)?.length).toBe(26);
  });

  it("a list whose names the data doesn't know encodes by the codes on its lines", () => {
    const list = "Legend:\n1 Kai'Sa - Daughter of the Void (OGN-247)\nRunes:\n7 Fury Rune (OGN-007)\n5 Mind Rune (OGN-089)\nUnits:\n3 Noxus Hopeful (OGN-012)\n";
    const deck = parseDeck(list, { game: "riftbound" }).deck;
    const back = decodeRiftboundDeckCode(encodeRiftboundDeck(deck)).deck;
    expect(back.sections.main.map((e) => `${e.count} ${e.code}`).sort()).toEqual(["1 OGN-247", "3 OGN-012"]);
    expect(back.sections.runes.map((e) => `${e.count} ${e.name}`)).toEqual(["7 Fury Rune", "5 Mind Rune"]);
  });
});
