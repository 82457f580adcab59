import { describe, expect, it } from "vitest";
import { CARD_POOL_FORMAT, detectCardFormat, importCards, UnknownCardFormatError } from "../../src/index.js";

describe("detectCardFormat", () => {
  it("tells the formats apart by their shapes", () => {
    expect(detectCardFormat({ format: CARD_POOL_FORMAT, version: 1 })).toBe("recycle-rules-pool");
    expect(detectCardFormat({ object: "list", data: [] })).toBe("scryfall");
    expect(detectCardFormat([{ object: "card", name: "Island" }])).toBe("scryfall");
    expect(detectCardFormat({ meta: {}, data: {} })).toBe("mtgjson-atomic");
    expect(detectCardFormat({ Island: [{ name: "Island", type: "Basic Land — Island" }] })).toBe("mtgjson-atomic");
    expect(detectCardFormat([{ riftbound_id: "ogn-036-298" }])).toBe("riftcodex");
    expect(detectCardFormat({ items: [{ riftbound_id: "ogn-036-298" }] })).toBe("riftcodex");
    expect(detectCardFormat({ items: [{ publicCode: "VEN-150/166" }] })).toBe("riot-gallery");
    expect(detectCardFormat({ pageProps: {} })).toBe("riot-gallery");
    expect(detectCardFormat({ cards: { items: [] } })).toBe("riot-gallery");
    expect(detectCardFormat({ cards: [] })).toBe("recycle-rules-riftbound");
    expect(detectCardFormat([{ name: "Recycler Bot", type: "gear" }])).toBe("recycle-rules-riftbound");
  });

  it("takes an empty list for data of no card, in the format whose shape it has", () => {
    const empty = (format: string) => ({ format, riftbound: [], mtg: [], problems: [], skipped: 0, defined: { riftbound: [], mtg: [] } });
    const cases: [unknown, string][] = [
      [[], "recycle-rules-riftbound"],
      [{ cards: [] }, "recycle-rules-riftbound"],
      [{ items: [] }, "riftcodex"],
      [{ items: [], total: 0, page: 3, size: 50, pages: 2 }, "riftcodex"],
      [{ object: "list", data: [] }, "scryfall"],
      [{ object: "list", has_more: false, data: [] }, "scryfall"],
    ];
    for (const [data, format] of cases) {
      expect(detectCardFormat(data)).toBe(format);
      expect(importCards(data, "empty.json")).toEqual(empty(format));
    }
  });

  it("answers undefined for anything else", () => {
    for (const data of [null, 5, "cards", true, [1, "two"], {}, { items: [1] }, { items: [{ name: "x" }] }, [{ name: "Llanowar Elves", type: "Creature — Elf Druid", manaCost: "{G}" }], { data: [] }, { meta: {}, data: { LEA: { cards: [] } } }]) {
      expect(detectCardFormat(data)).toBeUndefined();
    }
  });
});

describe("importCards on no known format", () => {
  it("throws one Error naming every format it knows, and the file only as its sourceName (the caller puts it before the message)", () => {
    let thrown: unknown;
    try {
      importCards({ hello: "world" }, "notes.json");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(UnknownCardFormatError);
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    expect(message).toMatch(/^not a card data format this can import\./);
    expect(message).not.toContain("notes.json");
    expect((thrown as UnknownCardFormatError).sourceName).toBe("notes.json");
    for (const format of ["riftcodex", "riot-gallery", "scryfall", "mtgjson-atomic", "recycle-rules-pool", "recycle-rules-riftbound"]) expect(message).toContain(`${format}:`);
  });
});
