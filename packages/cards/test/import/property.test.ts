import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCardPool, CARD_POOL_FORMAT, createCardIndex, detectCardFormat, importCards, normalizeCardCode, readCardPool, UnknownCardFormatError, type ImportResult } from "../../src/index.js";

/** Any JSON, for fields that should hold something else. */
const junk = fc.jsonValue({ maxDepth: 2 });
/** A field: usually a plausible value, sometimes anything. */
const field = <T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> => fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: junk });

// Few names and codes, so that printings merge and codes collide.
const names = field(fc.constantFrom("Vi - Destructive", "Vi, Destructive", "vi - destructive (Signature)", "Jinx - Loose Cannon", "Loose Cannon", "Fury Rune", "Recruit (271) // Buff", "", " ", "x".repeat(5_000)));
const riftIds = field(fc.constantFrom("ogn-036-298", "ogn-036a-298", "OGN-036-298", "opp-001-298", "opp-001-024", "ven-r01", "ven-sp1-006", "ogn-301*-298", "pr-036a-298", "ogn-036", "bad id", ""));
const publicCodes = field(fc.constantFrom("OGN-036/298", "OGN-036a/298", "OPP-001/298", "OPP-001/024", "OPP-001", "VEN-R01", "SFD-T03", "VEN-SP1/006", "OGN-301*/298", "OGN-36", "nope"));
const types = field(fc.constantFrom("Unit", "unit", "Legend", "Rune", "Spell", "Gear", "Battlefield", "Token", ""));
const domains = field(fc.subarray(["Fury", "Calm", "Mind", "Body", "Chaos", "Order", "Colorless", "Purple"]));
const counts = field(fc.oneof(fc.nat(5), fc.constantFrom(-1, 1.5, 1e9, "2")));
const tags = field(fc.subarray(["Jinx", "Vi", "Piltover"]));
const html = field(fc.array(fc.constantFrom("<p>", "</p>", "<br />", "<ul>", "<li>", "</li>", "</ul>", "<em>", ":rb_might:", ":rb_energy_2:", ":rb_rune_fury:", ":rb_rune_purple:", ":rb_", "[NO TEXT]", "Recycle 1 from your trash: Draw 1.", "  ", "&gt;", "&amp;", "[Ganking]", "<"), { maxLength: 12 }).map((parts) => parts.join("")));

const riftcodexRecord = fc.record(
  {
    name: names,
    riftbound_id: riftIds,
    classification: field(fc.record({ type: types, supertype: field(fc.constantFrom(null, "Champion", "Basic", "Token", "Signature")), rarity: field(fc.constantFrom("Promo", "Common")), domain: domains }, { requiredKeys: [] })),
    attributes: field(fc.record({ energy: counts, might: counts, power: counts }, { requiredKeys: [] })),
    tags,
    text: field(fc.record({ rich: html, plain: html }, { requiredKeys: [] })),
  },
  { requiredKeys: ["riftbound_id"] },
);
const idList = (ids: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => field(fc.array(fc.record({ id: ids, label: junk }, { requiredKeys: [] }), { maxLength: 3 }));
const riotItem = fc.record(
  {
    name: names,
    publicCode: publicCodes,
    id: riftIds,
    cardType: field(fc.record({ type: idList(types), superType: idList(field(fc.constantFrom("champion", "signature", "token", "basic"))) }, { requiredKeys: [] })),
    domain: field(fc.record({ values: idList(field(fc.constantFrom("fury", "mind", "body", "colorless"))) })),
    energy: field(fc.record({ value: fc.record({ id: counts }) })),
    might: field(fc.record({ value: fc.record({ id: counts }) })),
    power: field(fc.record({ value: fc.record({ id: counts }) })),
    tags: field(fc.record({ tags })),
    text: field(fc.record({ richText: fc.record({ body: html }) })),
    rarity: field(fc.record({ value: fc.record({ id: field(fc.constantFrom("promo", "epic")) }) })),
  },
  { requiredKeys: ["publicCode"] },
);
const riftEntry = fc.record(
  {
    name: names,
    type: types,
    code: field(fc.constantFrom("OGN-036", "OPP-001", "VEN-R01", "bad")),
    codes: field(fc.array(publicCodes, { maxLength: 3 })),
    aliases: field(fc.array(names, { maxLength: 2 })),
    domains,
    supertypes: field(fc.subarray(["champion", "token", "basic"])),
    cost: field(fc.record({ energy: counts, power: field(fc.array(fc.constantFrom("fury", "unknown", "any", "purple"), { maxLength: 3 })) })),
    might: counts,
    tags,
    text: html,
  },
  { requiredKeys: ["name", "type"] },
);
const mtgFace = fc.record(
  {
    object: fc.constant("card"),
    name: field(fc.constantFrom("Twisted Abomination", "Fire // Ice", "Tarmogoyf", "")),
    layout: field(fc.constantFrom("normal", "split", "transform", "token", "art_series")),
    mana_cost: field(fc.constantFrom("{5}{B}", "{W/U}", "", "{")),
    type_line: field(fc.constantFrom("Creature — Zombie", "Instant", "Land", "Plane — X", "")),
    power: field(fc.constantFrom("5", "*", "1+*", "-1", "−1")),
    toughness: field(fc.constantFrom("3", "*")),
    oracle_text: field(fc.constantFrom("Swampcycling {2}", "Cycling {2}", "{B}: Regenerate this.", "")),
    card_faces: field(fc.array(fc.record({ name: names, mana_cost: field(fc.constantFrom("{U}", "")), type_line: field(fc.constantFrom("Creature — Human", "Instant")), power: field(fc.constant("1")) }, { requiredKeys: [] }), { maxLength: 3 })),
  },
  { requiredKeys: ["object"] },
);
const atomicFace = fc.record({ name: field(fc.constantFrom("Adarkar Wastes", "Fire // Ice")), type: field(fc.constantFrom("Land", "Creature — Elf")), layout: field(fc.constantFrom("normal", "token", "split")), side: field(fc.constantFrom("a", "b")), manaCost: field(fc.constant("{G}")), power: field(fc.constantFrom("1", "*")), toughness: field(fc.constant("1")), text: html }, { requiredKeys: ["name", "type"] });

/** Data of every shape the importers take, its parts plausible or not, and plain JSON. */
const anyData: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  fc.array(riftcodexRecord, { maxLength: 8 }),
  fc.record({ items: fc.array(riftcodexRecord, { maxLength: 8 }), total: fc.nat() }),
  riftcodexRecord,
  fc.array(riotItem, { maxLength: 8 }),
  fc.array(riotItem, { maxLength: 8 }).map((items) => ({ pageProps: { page: { blades: [{ type: "riftboundCardGallery", cards: { items } }] } } })),
  fc.array(riftEntry, { maxLength: 8 }),
  fc.record({ cards: fc.array(field(riftEntry), { maxLength: 8 }) }),
  fc.array(mtgFace, { maxLength: 6 }),
  fc.record({ object: fc.constant("list"), data: fc.array(field(mtgFace), { maxLength: 6 }) }),
  fc.record({ meta: fc.constant({}), data: fc.dictionary(fc.string({ maxLength: 12 }), field(fc.array(field(atomicFace), { maxLength: 3 })), { maxKeys: 5 }) }),
  fc.record({ format: fc.constant(CARD_POOL_FORMAT), version: field(fc.constant(1)), sources: field(fc.array(junk, { maxLength: 2 })), riftbound: field(fc.array(field(riftEntry), { maxLength: 6 })), mtg: field(fc.array(junk, { maxLength: 3 })) }, { requiredKeys: ["format"] }),
);

/** importCards' result, or undefined for the one error it may throw: a format it doesn't know. */
function tryImport(data: unknown): ImportResult | undefined {
  try {
    return importCards(data, "arbitrary.json");
  } catch (e) {
    expect(e).toBeInstanceOf(UnknownCardFormatError);
    expect(detectCardFormat(data)).toBeUndefined();
    return undefined;
  }
}

describe("importers on arbitrary JSON", () => {
  it("never throw but the unknown-format error, and every problem is a sentence", () => {
    fc.assert(
      fc.property(anyData, (data) => {
        const result = tryImport(data);
        if (!result) return;
        expect(result.format).toBe(detectCardFormat(data));
        expect(Number.isInteger(result.skipped) && result.skipped >= 0).toBe(true);
        for (const p of result.problems) expect(typeof p.message === "string" && p.message.length > 0).toBe(true);
        for (const e of [...result.riftbound, ...result.mtg]) expect(typeof e.name === "string" && e.name.trim() !== "").toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("give every Riftbound code, normalised, to the card that has it and to no other", () => {
    fc.assert(
      fc.property(anyData, (data) => {
        const result = tryImport(data);
        if (!result) return;
        const index = createCardIndex(result.riftbound);
        for (const entry of result.riftbound) {
          for (const code of entry.codes ?? []) {
            expect(normalizeCardCode(code)).toBeDefined();
            expect(index.byCode(code)?.name).toBe(entry.name);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it("make pools that read back with every card, and readCardPool never throws", () => {
    fc.assert(
      fc.property(anyData, (data) => {
        expect(() => readCardPool(data)).not.toThrow();
        const result = tryImport(data);
        if (!result) return;
        const pool = buildCardPool([{ name: "arbitrary.json", result }]);
        const back = readCardPool(JSON.parse(JSON.stringify(pool)));
        expect(back.pool?.riftbound.length).toBe(pool.riftbound.length);
        expect(back.pool?.mtg.length).toBe(pool.mtg.length);
      }),
      { numRuns: 200 },
    );
  });
});
