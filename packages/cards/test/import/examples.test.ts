import { describe, expect, it } from "vitest";
import { detectCardFormat, importCards, mtgCardFromEntry, riftboundEntries, riftCardFromEntry, type ImportFormat, type ImportResult } from "../../src/index.js";
import { formatFixture } from "./fixtures.js";

/** An example file, detected as `format` and imported with no problem and nothing skipped. */
function importExample(file: Parameters<typeof formatFixture>[0], format: ImportFormat): ImportResult {
  const data = formatFixture(file);
  expect(detectCardFormat(data)).toBe(format);
  const result = importCards(data, `${file}.json`);
  expect(result).toMatchObject({ format, problems: [], skipped: 0 });
  return result;
}

describe("one real object of each format", () => {
  it("Riftcodex: Vi - Destructive becomes the deck-list name, code, cost, Might and shorthand text", () => {
    const result = importExample("riftcodex-card", "riftcodex");
    expect(result.mtg).toEqual([]);
    expect(result.riftbound).toEqual([
      {
        code: "OGN-036",
        codes: ["OGN-036/298"],
        name: "Vi, Destructive",
        type: "unit",
        supertypes: ["champion"],
        domains: ["fury"],
        cost: { energy: 2, power: ["fury"] },
        might: 3,
        tags: ["Vi", "Piltover"],
        text: "[Ganking] (I can move from battlefield to battlefield.)\nRecycle 1 from your trash: Give me +1 [M] this turn.",
      },
    ]);
    const { def, problems } = riftCardFromEntry(result.riftbound[0]!);
    expect(problems).toEqual([]);
    expect(def.abilities.some((a) => a.kind === "activated" && a.cost.some((c) => c.kind === "recycle"))).toBe(true);
  });

  it("Riftcodex: the converted text is the bundled card's, word for word", () => {
    const [imported] = importCards(formatFixture("riftcodex-card"), "riftcodex-card.json").riftbound;
    const bundled = riftboundEntries().find((e) => e.name === "Vi, Destructive");
    expect(imported?.text).toBe(bundled?.text);
    expect(bundled?.textSource).toBeUndefined();
    expect(imported?.textSource).toBeUndefined();
    // The facts agree too; the bundled entry has every printing's code, the one record only its own.
    expect(imported).toMatchObject({ code: bundled?.code, cost: bundled?.cost, might: bundled?.might, domains: bundled?.domains, tags: bundled?.tags, supertypes: bundled?.supertypes });
    expect(bundled?.codes).toContain(imported?.codes?.[0]);
  });

  it("Riot's card gallery: Acceleration Gate has two domains, so its power pip is unknown, never guessed", () => {
    const result = importExample("riot-card-gallery-card", "riot-gallery");
    const [gate] = result.riftbound;
    expect(gate).toMatchObject({
      code: "VEN-150",
      codes: ["VEN-150/166"],
      name: "Acceleration Gate",
      type: "spell",
      supertypes: ["signature"],
      domains: ["mind", "body"],
      cost: { energy: 3, power: ["unknown"] },
      tags: ["Jayce"],
      text: "Ready up to 4 units, gear, and/or runes.",
    });
    expect(gate?.note).toContain('"unknown"');
    expect(gate).not.toHaveProperty("might");
    // The bundled entry is the same but for the keywords the publisher lists, which the gallery doesn't.
    const { keywords: _listed, ...bundled } = riftboundEntries().find((e) => e.name === "Acceleration Gate")!;
    expect(gate).toEqual(bundled);
  });

  it("Scryfall: Twisted Abomination's Swampcycling parses into the engine's cycling ability", () => {
    const result = importExample("scryfall-card", "scryfall");
    expect(result.riftbound).toEqual([]);
    expect(result.mtg).toEqual([
      {
        name: "Twisted Abomination",
        manaCost: "{5}{B}",
        type: "Creature — Zombie Mutant",
        power: 5,
        toughness: 3,
        text: "{B}: Regenerate Twisted Abomination.\nSwampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle your library.)",
        source: "import: Scryfall",
      },
    ]);
    const { def, problems } = mtgCardFromEntry(result.mtg[0]!);
    expect(problems).toEqual([]);
    expect(def.abilities).toContainEqual(expect.objectContaining({ kind: "cycling", cost: { mana: "{2}" }, variant: expect.objectContaining({ kind: "typecycling", label: "Swampcycling" }) }));
  });

  it("MTGJSON AtomicCards: Adarkar Wastes, a land with no mana cost", () => {
    const result = importExample("mtgjson-atomic-cards", "mtgjson-atomic");
    expect(result.riftbound).toEqual([]);
    expect(result.mtg).toEqual([{ name: "Adarkar Wastes", type: "Land", text: "{T}: Add {C}.\n{T}: Add {W} or {U}. This land deals 1 damage to you.", source: "import: MTGJSON" }]);
    const { def, problems } = mtgCardFromEntry(result.mtg[0]!);
    expect(problems).toEqual([]);
    expect(def.types).toEqual(["Land"]);
    expect(def.manaCost).toBeUndefined();
    // The bare data object is the same file.
    expect(importCards(formatFixture("mtgjson-atomic-cards")["data"], "data.json").mtg).toEqual(result.mtg);
  });
});
