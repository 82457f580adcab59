import { describe, expect, it } from "vitest";
import { importCards, riftboundEntries, type RiftCardEntry } from "../../src/index.js";
import { formatFixture } from "./fixtures.js";

const vi = formatFixture("riftcodex-card");
const gate = formatFixture("riot-card-gallery-card");

/** A Riftcodex record like the real one, with some of its fields changed. */
function riftcodex(changes: { name?: string; id?: string; rarity?: string; type?: string; supertype?: string | null; domain?: string[]; energy?: unknown; might?: unknown; power?: unknown; tags?: string[]; rich?: string }): Record<string, unknown> {
  const classification = vi["classification"] as Record<string, unknown>;
  const attributes = vi["attributes"] as Record<string, unknown>;
  return {
    ...vi,
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.id !== undefined ? { riftbound_id: changes.id } : {}),
    ...(changes.tags !== undefined ? { tags: changes.tags } : {}),
    classification: {
      ...classification,
      ...(changes.rarity !== undefined ? { rarity: changes.rarity } : {}),
      ...(changes.type !== undefined ? { type: changes.type } : {}),
      ...(changes.supertype !== undefined ? { supertype: changes.supertype } : {}),
      ...(changes.domain !== undefined ? { domain: changes.domain } : {}),
    },
    attributes: {
      ...attributes,
      ...("energy" in changes ? { energy: changes.energy } : {}),
      ...("might" in changes ? { might: changes.might } : {}),
      ...("power" in changes ? { power: changes.power } : {}),
    },
    ...(changes.rich !== undefined ? { text: { rich: changes.rich, plain: "", flavour: null } } : {}),
  };
}

/** A Riot gallery item like the real one, with some of its fields changed. */
function riot(changes: { name?: string; publicCode?: string; type?: string; domains?: string[]; tags?: string[]; power?: number }): Record<string, unknown> {
  const { power: _power, ...rest } = gate;
  return {
    ...rest,
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.publicCode !== undefined ? { publicCode: changes.publicCode } : {}),
    ...(changes.type !== undefined ? { cardType: { label: "Card Type", type: [{ id: changes.type, label: changes.type }] } } : {}),
    ...(changes.domains !== undefined ? { domain: { label: "Domain", values: changes.domains.map((id) => ({ id, label: id })) } } : {}),
    ...(changes.tags !== undefined ? { tags: { label: "Tags", tags: changes.tags } } : {}),
    ...(changes.power !== undefined ? { power: { label: "Power", value: { id: changes.power, label: String(changes.power) } } } : changes.type === undefined ? { power: gate["power"] } : {}),
  };
}

const bundled = (name: string): RiftCardEntry => riftboundEntries().find((e) => e.name === name)!;

describe("Riftcodex files", () => {
  it("reads a dump (array), an API page ({items}) and one record alike", () => {
    const one = importCards(vi, "one.json");
    expect(importCards([vi], "dump.json")).toEqual(one);
    const page = { items: [vi], total: 1, page: 1, size: 50, pages: 1 };
    expect(importCards(page, "page.json")).toEqual(one);
    expect(importCards({ items: [], total: 0, page: 1, size: 50, pages: 0 }, "empty.json")).toEqual({ format: "riftcodex", riftbound: [], mtg: [], problems: [], skipped: 0, defined: { riftbound: [], mtg: [] } });
  });

  it("merges a card's printings into one entry with every code, the canonical printing first", () => {
    const records = [
      riftcodex({ id: "ven-167-166", name: "Vi, Destructive" }),
      riftcodex({ id: "pr-036a-298", rarity: "Promo" }),
      vi,
      riftcodex({ id: "ogn-036-298" }), // the same printing twice
    ];
    const result = importCards(records, "dump.json");
    expect(result.problems).toEqual([]);
    expect(result.riftbound).toHaveLength(1);
    expect(result.riftbound[0]).toMatchObject({ code: "OGN-036", codes: ["OGN-036/298", "VEN-167/166", "PR-036a/298"], name: "Vi, Destructive" });
    expect(result.riftbound[0]?.codes).toEqual(bundled("Vi, Destructive").codes);
  });

  it("merges 20,000 printings of one name, keeping every code once (a code is never compared with every other)", () => {
    // Distinct ids "ogn-0-300" … "ogn-9999-301", each listed twice; the merge must stay linear in them.
    const ids = Array.from({ length: 20_000 }, (_, i) => `ogn-${i % 10_000}-${300 + Math.floor(i / 10_000)}`);
    const records = [...ids, ...ids.slice(0, 500)].map((id) => ({ ...vi, riftbound_id: id }));
    const result = importCards(records, "dump.json");
    expect(result.problems).toEqual([]);
    expect(result.riftbound).toHaveLength(1);
    const codes = result.riftbound[0]?.codes ?? [];
    expect(codes).toHaveLength(20_000);
    expect(codes[0]).toBe("OGN-0/300");
    expect(new Set(codes)).toEqual(new Set(ids.map((id) => id.toUpperCase().replace(/-(\d+)$/, "/$1"))));
  });

  it("never makes a promo, a variant or an overnumbered printing canonical while the card has a set's own", () => {
    const records = [
      riftcodex({ id: "opp-251-298", name: "Jinx - Loose Cannon (Metal)", rarity: "Promo" }),
      riftcodex({ id: "ogn-301*-298", name: "Jinx - Loose Cannon (Signature)" }),
      riftcodex({ id: "ogn-301-298", name: "Jinx - Loose Cannon (Overnumbered)" }),
      riftcodex({ id: "ogn-251-298", name: "Jinx - Loose Cannon" }),
    ].map((r) => ({ ...r, classification: { type: "Legend", supertype: null, rarity: "Rare", domain: ["Fury", "Chaos"] }, attributes: { energy: null, might: null, power: null }, tags: ["Jinx"], text: { rich: "<p>At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.</p>" } }));
    const [jinx] = importCards(records, "dump.json").riftbound;
    const { keywords: _k, note: _n, ...expected } = bundled("Jinx, Loose Cannon");
    expect(jinx).toEqual({ ...expected, codes: ["OGN-251/298", "OPP-251/298", "OGN-301*/298", "OGN-301/298"] });
    expect(new Set(jinx?.codes)).toEqual(new Set(expected.codes));
  });

  it("gives a basic rune, printed with no text, rule 164.2's abilities as the bundled runes have", () => {
    const rune = (id: string, rarity = "Common"): Record<string, unknown> =>
      riftcodex({ id, name: "Fury Rune", type: "Rune", supertype: "Basic", rarity, domain: ["Fury"], energy: null, might: null, power: null, tags: [], rich: "<p>[NO TEXT]</p>" });
    const result = importCards([rune("opp-007b-298", "Promo"), rune("ven-r01"), rune("ogn-007-298"), rune("ogn-007a-298"), rune("ven-r01")], "dump.json");
    expect(result.problems).toEqual([]);
    const { keywords: _k, ...expected } = bundled("Fury Rune");
    expect(result.riftbound).toEqual([{ ...expected, codes: ["OGN-007/298", "OPP-007b/298", "VEN-R01", "OGN-007a/298"] }]);
  });

  it("keeps the publisher's wording as textSource where the shorthand differs (lists, double spaces)", () => {
    const html = "<p>When I attack, reveal the top rune of your rune deck.  Then:</p><ul><li>:rb_rune_fury: — Draw 1.</li></ul>";
    const [card] = importCards(riftcodex({ rich: html }), "one.json").riftbound;
    expect(card?.text).toBe("When I attack, reveal the top rune of your rune deck. Then:\n• [R] — Draw 1.");
    expect(card?.textSource).toBe("When I attack, reveal the top rune of your rune deck.  Then:\n• [R] — Draw 1.");
  });

  it("says what it can't read, card by card, and keeps the card", () => {
    const result = importCards(
      [riftcodex({ energy: "2", rich: "<p>Hi :rb_sparkle: <em>there</em></p>" }), riftcodex({ name: "", id: "ogn-001-298" }), 7, riftcodex({ name: "Nameless?", id: "not a code", power: 1e9 })],
      "dump.json",
    );
    expect(result.riftbound.map((e) => e.name)).toEqual(["Vi, Destructive", "Nameless?"]);
    const messages = result.problems.map((p) => `${p.card ?? "-"}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        '-: Item 2 has no name: left out.',
        "-: Item 3 is 7, not a card: left out.",
        'Vi, Destructive: The energy should be a whole number, 0 or more, not "2".',
        "Vi, Destructive: The data gives no energy cost.",
        "Vi, Destructive: HTML the conversion doesn't know: <em>",
        "Vi, Destructive: An icon the conversion doesn't know: :rb_sparkle:",
        'Nameless?: The riftbound_id "not a code" is not a collector code such as "ogn-036-298": left out.',
        "Nameless?: The power should be a whole number from 0 to 20, not 1000000000.",
      ]),
    );
    // A cost that can't be read is left out, not guessed.
    expect(result.riftbound[0]).not.toHaveProperty("cost");
  });

  it("reports printings that disagree on a fact, keeping the canonical printing's", () => {
    const result = importCards([vi, riftcodex({ id: "ven-167-166", might: 4 })], "dump.json");
    expect(result.riftbound[0]?.might).toBe(3);
    expect(result.problems).toEqual([{ card: "Vi, Destructive", message: "Its printings disagree on might: 3 (OGN-036/298) and 4 (VEN-167/166); the entry keeps the first." }]);
  });
});

describe("Riot's card gallery", () => {
  const page = { pageProps: { page: { blades: [{ type: "riotbar" }, { type: "riftboundCardGallery", cards: { items: [gate] } }] } } };

  it("reads the whole page, the gallery blade, its cards, the item array and one item alike", () => {
    const one = importCards(gate, "item.json");
    expect(one.riftbound).toHaveLength(1);
    for (const data of [page, { cards: { items: [gate] } }, { items: [gate] }, [gate]]) expect(importCards(data, "gallery.json")).toEqual(one);
  });

  it("says so when the page has no card gallery", () => {
    const result = importCards({ pageProps: { page: { blades: [{ type: "riotbar" }] } } }, "page.json");
    expect(result.format).toBe("riot-gallery");
    expect(result.riftbound).toEqual([]);
    expect(result.problems[0]?.message).toMatch(/no card gallery/);
  });

  it("names a legend, printed by its title, as deck lists do: its champion is its one tag", () => {
    const legend = { ...riot({ name: "Loose Cannon", publicCode: "OGN-251/298", type: "legend", domains: ["fury", "chaos"], tags: ["Jinx"] }), energy: undefined };
    const [jinx] = importCards([legend], "gallery.json").riftbound;
    expect(jinx).toMatchObject({ name: "Jinx, Loose Cannon", aliases: ["Loose Cannon"], type: "legend", domains: ["fury", "chaos"], code: "OGN-251" });
    const twoTags = importCards([{ ...legend, tags: { tags: ["Yordle", "Kennen"] } }], "gallery.json");
    expect(twoTags.riftbound[0]?.name).toBe("Loose Cannon");
    expect(twoTags.problems[0]?.message).toMatch(/which champion it is isn't given/);
  });

  it("gives a one-domain card's power pips its domain, and a colorless battlefield no domain", () => {
    const [one] = importCards([riot({ domains: ["mind"], power: 2 })], "gallery.json").riftbound;
    expect(one?.cost).toEqual({ energy: 3, power: ["mind", "mind"] });
    expect(one).not.toHaveProperty("note");
    const field = { ...riot({ name: "Abandoned Hall", publicCode: "UNL-205/219", type: "battlefield", domains: ["colorless"], tags: [] }), energy: undefined };
    const result = importCards([field], "gallery.json");
    expect(result.problems).toEqual([]);
    expect(result.riftbound[0]).toMatchObject({ type: "battlefield", domains: [] });
    expect(result.riftbound[0]).not.toHaveProperty("cost");
  });
});
