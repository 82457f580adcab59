import { describe, expect, it } from "vitest";
import { importCards, mtgCardFromEntry } from "../../src/index.js";
import { formatFixture } from "./fixtures.js";

const abomination = formatFixture("scryfall-card");
const atomic = formatFixture("mtgjson-atomic-cards");

/** A Scryfall card object with only the fields the importer reads. */
function scryfall(fields: Record<string, unknown>): Record<string, unknown> {
  return { object: "card", layout: "normal", ...fields };
}

const delver = scryfall({
  name: "Delver of Secrets // Insectile Aberration",
  layout: "transform",
  card_faces: [
    { object: "card_face", name: "Delver of Secrets", mana_cost: "{U}", type_line: "Creature — Human Wizard", oracle_text: "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.", power: "1", toughness: "1" },
    { object: "card_face", name: "Insectile Aberration", mana_cost: "", type_line: "Creature — Human Insect", oracle_text: "Flying", power: "3", toughness: "2" },
  ],
});

describe("Scryfall files", () => {
  it("reads a card, a list object and a bulk file alike, one entry per card however many printings", () => {
    const one = importCards(abomination, "card.json");
    expect(importCards({ object: "list", has_more: true, next_page: "https://example.invalid/page2", data: [abomination] }, "list.json")).toEqual(one);
    const reprint = { ...abomination, set: "mh1", collector_number: "999", lang: "de" };
    expect(importCards([abomination, reprint, abomination], "default-cards.json")).toEqual(one);
  });

  it("skips objects that are no card of a deck, and counts them", () => {
    const result = importCards(
      [
        abomination,
        scryfall({ name: "Zombie", layout: "token", type_line: "Token Creature — Zombie", power: "2", toughness: "2" }),
        scryfall({ name: "Zombie // Zombie", layout: "double_faced_token" }),
        scryfall({ name: "Emblem — Liliana", layout: "emblem" }),
        scryfall({ name: "Twisted Abomination // Twisted Abomination", layout: "art_series" }),
        scryfall({ name: "Tazeem", layout: "planar", type_line: "Plane — Zendikar" }),
      ],
      "bulk.json",
    );
    expect(result.mtg.map((e) => e.name)).toEqual(["Twisted Abomination"]);
    expect(result.skipped).toBe(5);
    expect(result.problems).toEqual([]);
  });

  it("reads a double-faced card by its front face, under its full name, with a note", () => {
    const result = importCards(delver, "card.json");
    expect(result.problems).toEqual([]);
    expect(result.mtg).toEqual([
      {
        name: "Delver of Secrets // Insectile Aberration",
        manaCost: "{U}",
        type: "Creature — Human Wizard",
        power: 1,
        toughness: 1,
        text: "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
        note: 'A card of 2 faces (layout transform): this entry is its front face; "Insectile Aberration" is not modelled.',
        source: "import: Scryfall",
      },
    ]);
  });

  it("reads a split card's left half (its own mana cost, not the card's combined one)", () => {
    const fire = scryfall({
      name: "Fire // Ice",
      layout: "split",
      mana_cost: "{1}{R} // {1}{U}",
      type_line: "Instant // Instant",
      card_faces: [
        { object: "card_face", name: "Fire", mana_cost: "{1}{R}", type_line: "Instant", oracle_text: "Fire deals 2 damage divided as you choose among one or two targets." },
        { object: "card_face", name: "Ice", mana_cost: "{1}{U}", type_line: "Instant", oracle_text: "Tap target permanent.\nDraw a card." },
      ],
    });
    const [entry] = importCards(fire, "card.json").mtg;
    expect(entry).toMatchObject({ name: "Fire // Ice", manaCost: "{1}{R}", type: "Instant", text: "Fire deals 2 damage divided as you choose among one or two targets." });
    expect(entry?.note).toMatch(/"Ice" is not modelled/);
  });

  it("leaves out a power or toughness that is no number, with a note, and reports what the definer then says", () => {
    const goyf = scryfall({ name: "Tarmogoyf", mana_cost: "{1}{G}", type_line: "Creature — Lhurgoyf", oracle_text: "Tarmogoyf's power is equal to …", power: "*", toughness: "1+*" });
    const result = importCards(goyf, "card.json");
    const [entry] = result.mtg;
    expect(entry).not.toHaveProperty("power");
    expect(entry).not.toHaveProperty("toughness");
    expect(entry?.note).toBe('Its power is "*", not a fixed number: left out. Its toughness is "1+*", not a fixed number: left out.');
    expect(result.problems).toEqual([
      { card: "Tarmogoyf", message: "power: A creature needs a power (208.1)." },
      { card: "Tarmogoyf", message: "toughness: A creature needs a toughness (208.1)." },
    ]);
  });

  it("says what is no card or has no name", () => {
    const result = importCards({ object: "list", data: [abomination, { object: "related_card", name: "x" }, scryfall({ name: "" }), "text"] }, "list.json");
    expect(result.mtg).toHaveLength(1);
    expect(result.problems.map((p) => p.message)).toEqual(['Item 2 is not a Scryfall card (its object is "related_card"): left out.', "Item 3 has no name: left out.", 'Item 4 is "text", not a card: left out.']);
  });
});

describe("MTGJSON AtomicCards", () => {
  const face = (fields: Record<string, unknown>): Record<string, unknown> => ({ layout: "normal", types: [], ...fields });

  it("reads the front face (side a) of a card of several faces, whatever their order", () => {
    const data = {
      meta: { date: "2025-01-01", version: "5.2.2" },
      data: {
        "Delver of Secrets // Insectile Aberration": [
          face({ name: "Delver of Secrets // Insectile Aberration", faceName: "Insectile Aberration", side: "b", layout: "transform", type: "Creature — Human Insect", power: "3", toughness: "2", text: "Flying" }),
          face({ name: "Delver of Secrets // Insectile Aberration", faceName: "Delver of Secrets", side: "a", layout: "transform", manaCost: "{U}", type: "Creature — Human Wizard", power: "1", toughness: "1", text: "At the beginning of your upkeep, look at the top card of your library." }),
        ],
        ...(atomic["data"] as Record<string, unknown>),
      },
    };
    const result = importCards(data, "AtomicCards.json");
    expect(result.problems).toEqual([]);
    expect(result.mtg[0]).toMatchObject({ name: "Delver of Secrets // Insectile Aberration", manaCost: "{U}", type: "Creature — Human Wizard", power: 1, toughness: 1 });
    expect(result.mtg[0]?.note).toMatch(/"Insectile Aberration" is not modelled/);
    expect(mtgCardFromEntry(result.mtg[0]!).problems).toEqual([]);
    expect(result.mtg[1]?.name).toBe("Adarkar Wastes");
  });

  it("skips tokens and art cards, and says what has no faces", () => {
    const data = {
      meta: {},
      data: {
        "Adarkar Wastes": (atomic["data"] as Record<string, unknown[]>)["Adarkar Wastes"],
        Soldier: [face({ name: "Soldier", layout: "token", type: "Token Creature — Soldier" })],
        Broken: "not a list",
      },
    };
    const result = importCards(data, "AtomicCards.json");
    expect(result.mtg.map((e) => e.name)).toEqual(["Adarkar Wastes"]);
    expect(result.skipped).toBe(1);
    expect(result.problems).toEqual([{ message: '"Broken" has no faces (a list of card objects): left out.' }]);
  });
});
