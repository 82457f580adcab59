import { describe, expect, it } from "vitest";
import { buildCardPool, CARD_POOL_FORMAT, createCardIndex, importCards, mtgCardFromEntry, readCardPool, riftboundEntries, riftCardFromEntry, type CardPoolFile, type ImportResult } from "../../src/index.js";
import { formatFixture } from "./fixtures.js";

const vi = importCards(formatFixture("riftcodex-card"), "riftcodex.json");
const gate = importCards(formatFixture("riot-card-gallery-card"), "gallery.json");
const abomination = importCards(formatFixture("scryfall-card"), "scryfall.json");
const wastes = importCards(formatFixture("mtgjson-atomic-cards"), "AtomicCards.json");

/** A result of one Riftbound card, `Vi - Destructive` written another way, with other text. */
const newerVi: ImportResult = { ...vi, riftbound: [{ ...vi.riftbound[0]!, name: "vi - destructive", text: "Newer wording." }] };

describe("buildCardPool", () => {
  it("lists every source in order with its counts, and a later card replaces an earlier one of the same name in its place", () => {
    const pool = buildCardPool([
      { name: "riftcodex.json", result: vi },
      { name: "gallery.json", result: gate },
      { name: "scryfall.json", result: abomination },
      { name: "newer.json", result: newerVi },
    ]);
    expect(pool.format).toBe(CARD_POOL_FORMAT);
    expect(pool.version).toBe(1);
    expect(pool.sources).toEqual([
      { name: "riftcodex.json", format: "riftcodex", riftbound: 1, mtg: 0 },
      { name: "gallery.json", format: "riot-gallery", riftbound: 1, mtg: 0 },
      { name: "scryfall.json", format: "scryfall", riftbound: 0, mtg: 1 },
      { name: "newer.json", format: "riftcodex", riftbound: 1, mtg: 0 },
    ]);
    expect(pool.riftbound.map((e) => [e.name, e.text])).toEqual([
      ["vi - destructive", "Newer wording."],
      ["Acceleration Gate", "Ready up to 4 units, gear, and/or runes."],
    ]);
    expect(pool.mtg.map((e) => e.name)).toEqual(["Twisted Abomination"]);
  });

  it("merges into an existing pool: its sources first, its cards replaced by later ones of the same name", () => {
    const base = buildCardPool([{ name: "riftcodex.json", result: vi }, { name: "scryfall.json", result: abomination }]);
    const pool = buildCardPool([{ name: "AtomicCards.json", result: wastes }, { name: "newer.json", result: newerVi }], base);
    expect(pool.sources.map((s) => s.name)).toEqual(["riftcodex.json", "scryfall.json", "AtomicCards.json", "newer.json"]);
    expect(pool.riftbound.map((e) => e.text)).toEqual(["Newer wording."]);
    expect(pool.mtg.map((e) => e.name)).toEqual(["Twisted Abomination", "Adarkar Wastes"]);
    expect(buildCardPool([], base)).toEqual(base);
  });

  it("is read back as it was written, and re-imported as a pool", () => {
    const pool = buildCardPool([{ name: "riftcodex.json", result: vi }, { name: "gallery.json", result: gate }, { name: "scryfall.json", result: abomination }, { name: "AtomicCards.json", result: wastes }]);
    const onDisk: unknown = JSON.parse(JSON.stringify(pool));
    expect(readCardPool(onDisk)).toEqual({ pool, problems: [] });
    const again = importCards(onDisk, "pool.json");
    const defined = { riftbound: pool.riftbound.map((e) => riftCardFromEntry(e).def), mtg: pool.mtg.map((e) => mtgCardFromEntry(e).def) };
    expect(again).toEqual({ format: "recycle-rules-pool", riftbound: pool.riftbound, mtg: pool.mtg, problems: [], skipped: 0, defined });
    expect(buildCardPool([{ name: "pool.json", result: again }]).riftbound).toEqual(pool.riftbound);
  });
});

describe("readCardPool on bad input", () => {
  it("says what is not a pool file, without throwing", () => {
    for (const data of [null, 3, "pool", [], { riftbound: [] }]) {
      const { pool, problems } = readCardPool(data);
      expect(pool).toBeUndefined();
      expect(problems).toHaveLength(1);
    }
    expect(readCardPool({ format: "something-else" }).problems).toEqual(['The format is "something-else", not "recycle-rules-card-pool": this is no card pool file.']);
    expect(readCardPool({ format: CARD_POOL_FORMAT, version: 2 }).problems).toEqual(["Version 2 of the card pool format is not one this reads (1)."]);
  });

  it("keeps what can be read and says what can't, card by card", () => {
    const data = {
      format: CARD_POOL_FORMAT,
      version: 1,
      sources: [{ name: "a.json", format: "riftcodex", riftbound: 1, mtg: 0 }, { name: "b.json", format: "csv", riftbound: 1, mtg: 0 }, 5],
      riftbound: [vi.riftbound[0], { name: "No Type" }, { name: "Bad Codes", type: "gear", codes: 5, cost: { energy: 1, power: [] } }, { name: "Bad Domain", type: "spell", domains: ["purple"], cost: { energy: 1, power: [] } }],
      mtg: "not a list",
    };
    const { pool, problems } = readCardPool(data);
    expect(pool?.sources).toEqual([{ name: "a.json", format: "riftcodex", riftbound: 1, mtg: 0 }]);
    expect(pool?.riftbound.map((e) => e.name)).toEqual(["Vi, Destructive", "Bad Codes", "Bad Domain"]);
    expect(pool?.riftbound[1]).not.toHaveProperty("codes");
    expect(pool?.mtg).toEqual([]);
    expect(problems).toEqual([
      "Source 2 should have a name, a format (riftcodex, riot-gallery, scryfall, mtgjson-atomic, recycle-rules-pool, recycle-rules-riftbound) and its counts of Riftbound and Magic cards: left out.",
      "Source 3 is 5, not a source: left out.",
      'Riftbound card 2 needs at least a "name" and a "type": left out.',
      "Bad Codes: The codes should be a list of text, not 5: left out.",
      '"mtg" should be a list, not "not a list": read as empty.',
      expect.stringMatching(/^Bad Domain: domain: Unknown domain "purple"/),
    ]);
  });

  it("leaves a code or alias that would find two cards out of the later one", () => {
    const entry = (name: string, codes: string[], aliases?: string[]): Record<string, unknown> => ({ name, type: "gear", codes, ...(aliases ? { aliases } : {}), cost: { energy: 1, power: [] } });
    const { pool, problems } = readCardPool({
      format: CARD_POOL_FORMAT,
      version: 1,
      sources: [],
      riftbound: [entry("First", ["XYZ-001/100", "XYZ-R01"]), entry("Second", ["XYZ-001/100", "XYZ-002/100"], ["First", "Other Name"]), entry("Third", ["XYZ-R01/010", "not a code"])],
      mtg: [],
    });
    expect(pool?.riftbound.map((e) => [e.name, e.codes, e.aliases])).toEqual([
      ["First", ["XYZ-001/100"], undefined],
      ["Second", ["XYZ-002/100"], ["Other Name"]],
      ["Third", ["XYZ-R01/010"], undefined],
    ]);
    expect(problems).toEqual([
      'Second: The alias "First" also names another card: left out.',
      "Second: The code XYZ-001/100 is also First's: left out.",
      'Third: "not a code" is not a collector code such as "OGN-036/298": left out.',
      'First: The code XYZ-R01 is a number other cards have too (write it with the set size, as "XYZ-R01/298"): left out.',
    ]);
  });
});

describe("the cards importCards defined while checking the entries", () => {
  it("are each entry's card as its definer makes it, in the entries' order, problems and all", () => {
    const twisted = formatFixture("scryfall-card");
    const mtgList = { object: "list", data: [twisted, { ...twisted, name: "Broken Card", type_line: "Creature", power: "x" }, { ...twisted, name: "Island", type_line: "Basic Land — Island", mana_cost: "", oracle_text: "", power: undefined, toughness: undefined }] };
    const riftList = [{ name: "Zeta", type: "gear", text: "Recycle 1 from your trash: Draw 1." }, { name: "Alpha", type: "unit", text: "[Bogus] draw 1." }, { name: "Zeta", type: "spell", text: "Draw 1." }];
    for (const result of [importCards(mtgList, "list.json"), importCards(riftList, "cards.json"), importCards(formatFixture("riftcodex-card"), "one.json")]) {
      expect(result.problems.length > 0 || result.format === "riftcodex").toBe(true);
      expect(result.defined?.riftbound).toEqual(result.riftbound.map((e) => riftCardFromEntry(e).def));
      expect(result.defined?.mtg).toEqual(result.mtg.map((e) => mtgCardFromEntry(e).def));
      expect(result.defined?.riftbound.map((d) => d.name)).toEqual(result.riftbound.map((e) => e.name));
      expect(result.defined?.mtg.map((d) => d.name)).toEqual(result.mtg.map((e) => e.name));
    }
    expect(importCards(mtgList, "list.json").defined?.mtg.map((d) => d.name)).toEqual(["Twisted Abomination", "Broken Card", "Island"]);
    expect(importCards(riftList, "cards.json").defined?.riftbound.map((d) => [d.name, d.type])).toEqual([["Zeta", "spell"], ["Alpha", "unit"]]);
  });

  it("are given for a pool too, and a result without them still makes a pool", () => {
    const pool = buildCardPool([{ name: "riftcodex.json", result: vi }, { name: "scryfall.json", result: abomination }]);
    const again = importCards(JSON.parse(JSON.stringify(pool)), "pool.json");
    expect(again.defined?.riftbound.map((d) => d.name)).toEqual(["Vi, Destructive"]);
    expect(again.defined?.mtg.map((d) => d.name)).toEqual(["Twisted Abomination"]);
    const { defined: _defined, ...without } = again;
    expect(buildCardPool([{ name: "pool.json", result: without }])).toEqual(buildCardPool([{ name: "pool.json", result: again }]));
  });
});

describe("a card's own code (`code`) finds one card, as each of its `codes` does", () => {
  const card = (name: string, keys: { code?: string; codes?: string[] }): Record<string, unknown> => ({ name, type: "gear", ...keys });
  const imported = (...cards: Record<string, unknown>[]) => {
    const result = importCards(cards, "cards.json");
    return { codes: result.riftbound.map((e) => [e.name, e.code, e.codes]), problems: result.problems, index: createCardIndex(result.riftbound) };
  };

  it("two cards of one code: the later loses it, and says so", () => {
    const { codes, problems, index } = imported(card("First", { code: "ZZZ-003" }), card("Second", { code: "ZZZ-003" }));
    expect(codes).toEqual([["First", "ZZZ-003", undefined], ["Second", undefined, undefined]]);
    expect(problems).toEqual([{ card: "Second", message: "The code ZZZ-003 is also First's: left out." }]);
    expect(index.byCode("ZZZ-003")?.name).toBe("First");
  });

  it("a code with its set size is one card's, whether it stands in `code` or in `codes`", () => {
    const { codes, problems, index } = imported(card("First", { code: "ZZZ-004/100" }), card("Second", { codes: ["ZZZ-004/100", "ZZZ-005/100"] }), card("Third", { code: "ZZZ-005/100" }));
    expect(codes).toEqual([["First", "ZZZ-004/100", undefined], ["Second", undefined, ["ZZZ-005/100"]], ["Third", undefined, undefined]]);
    expect(problems).toEqual([
      { card: "Second", message: "The code ZZZ-004/100 is also First's: left out." },
      { card: "Third", message: "The code ZZZ-005/100 is also Second's: left out." },
    ]);
    expect(index.byCode("ZZZ-004/100")?.name).toBe("First");
    expect(index.byCode("ZZZ-005/100")?.name).toBe("Second");
  });

  it("a code without its set size whose number another card has in any form is left out, as in `codes`", () => {
    const { codes, problems, index } = imported(card("First", { code: "ZZZ-006" }), card("Second", { codes: ["ZZZ-006/100"] }));
    expect(codes).toEqual([["First", undefined, undefined], ["Second", undefined, ["ZZZ-006/100"]]]);
    expect(problems).toEqual([{ card: "First", message: 'The code ZZZ-006 is a number other cards have too (write it with the set size, as "ZZZ-006/298"): left out.' }]);
    expect(index.byCode("ZZZ-006")?.name).toBe("Second");
  });
});

describe("Riftbound card files like data/riftbound.json", () => {
  it("imports an array of entries, or {cards}, through the same checks, missing lists empty", () => {
    const entries = riftboundEntries().slice(0, 3);
    const result = importCards(JSON.parse(JSON.stringify(entries)), "cards.json");
    expect(result).toEqual({ format: "recycle-rules-riftbound", riftbound: entries, mtg: [], problems: [], skipped: 0, defined: { riftbound: entries.map((e) => riftCardFromEntry(e).def), mtg: [] } });
    const custom = { name: "Recycler Bot", type: "gear", cost: { energy: 1, power: [] }, text: "Recycle 1 from your trash: Draw 1." };
    const wrapped = importCards({ cards: [custom] }, "playtest.json");
    expect(wrapped.problems).toEqual([]);
    expect(wrapped.riftbound).toEqual([{ name: "Recycler Bot", type: "gear", supertypes: [], domains: [], cost: { energy: 1, power: [] }, tags: [], text: "Recycle 1 from your trash: Draw 1." }]);
  });

  it("keeps the later of two entries of one name, and says so", () => {
    const first = { name: "Twin", type: "gear", text: "One." };
    const result = importCards([first, { ...first, text: "Two." }], "cards.json");
    expect(result.riftbound.map((e) => e.text)).toEqual(["Two."]);
    expect(result.problems).toEqual([{ card: "Twin", message: "The card is listed twice: the later entry is kept." }]);
  });
});

it("a pool's type is what other code is written against", () => {
  const pool: CardPoolFile = { format: CARD_POOL_FORMAT, version: 1, sources: [], riftbound: [], mtg: [] };
  expect(readCardPool(pool)).toEqual({ pool, problems: [] });
});
