import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createLazyCardIndex, normalizeLowerCase } from "../src/card-index.js";
import { createCardIndex, damerauLevenshtein, mtgCards, mtgEntries, normalizeCardCode, normalizeCardName, riftboundCards, riftboundEntries } from "../src/index.js";

describe("riftboundCards()", () => {
  const cards = riftboundCards();

  it("is cached", () => {
    expect(riftboundCards()).toBe(cards);
  });

  it("finds cards by name, case-insensitively, with ' - ' for ', '", () => {
    expect(cards.byName("Vi, Destructive")?.code).toBe("OGN-036");
    expect(cards.byName("vi, destructive")?.code).toBe("OGN-036");
    expect(cards.byName("Vi - Destructive")?.code).toBe("OGN-036");
    expect(cards.byName("  Dr. Mundo,Expert ")?.code).toBe("OGN-109");
    expect(cards.byName("Kai’Sa, Evolutionary")?.code).toBe("OGN-112");
    expect(cards.byName("Vi")).toBeUndefined();
  });

  it("finds names written without their accents or ligatures, and the reverse", () => {
    const index = createCardIndex([{ name: "Lórien Revealed" }, { name: "Æther Vial" }, { name: "Jötun Grunt" }]);
    expect(index.byName("Lorien Revealed")?.name).toBe("Lórien Revealed");
    expect(index.byName("Aether Vial")?.name).toBe("Æther Vial");
    expect(index.byName("AEther Vial")?.name).toBe("Æther Vial");
    expect(index.byName("Jotun Grunt")?.name).toBe("Jötun Grunt");
    expect(createCardIndex([{ name: "Lorien Revealed" }]).byName("Lórien Revealed")?.name).toBe("Lorien Revealed");
  });

  it("finds cards by code in the usual forms", () => {
    for (const code of ["OGN-036", "OGN-036/298", "ogn-036-298", "OGN-36", "OGN-036a", "ogn036"]) {
      expect(cards.byCode(code)?.name, code).toBe("Vi, Destructive");
    }
    expect(cards.byCode("SFD-026/221")?.name).toBe("Rumble, Hotheaded");
    expect(cards.byCode("OGN-999")).toBeUndefined();
    expect(cards.byCode("not a code")).toBeUndefined();
  });

  it("looks up by name or code", () => {
    expect(cards.lookup("Garbage Grabber")?.code).toBe("OGN-099");
    expect(cards.lookup("OGN-099/298")?.name).toBe("Garbage Grabber");
    expect(cards.lookup("Garbage Grabbr")).toBeUndefined();
  });

  it("suggests close names", () => {
    expect(cards.suggest("Vi Destructive")[0]?.name).toBe("Vi, Destructive");
    expect(cards.suggest("Garbage Grabbr")[0]?.name).toBe("Garbage Grabber");
    expect(cards.suggest("Garbgae Grabber")[0]?.name).toBe("Garbage Grabber");
    expect(cards.suggest("dr mundo")[0]?.name).toBe("Dr. Mundo, Expert");
    expect(cards.suggest("Rumbel")[0]?.name).toBe("Rumble, Hotheaded");
    expect(cards.suggest("Mundo")[0]?.name).toBe("Dr. Mundo, Expert");
    expect(cards.suggest("Vi Destructive", 1)).toHaveLength(1);
    expect(cards.suggest("completely unrelated words")).toEqual([]);
    expect(cards.suggest("")).toEqual([]);
  });
});

describe("createCardIndex", () => {
  it("works for any list of named cards", () => {
    const index = createCardIndex([{ name: "Alpha, One", code: "XYZ-001" }, { name: "Beta" }]);
    expect(index.all()).toHaveLength(2);
    expect(index.lookup("xyz-1")?.name).toBe("Alpha, One");
    expect(index.lookup("alpha - one")?.code).toBe("XYZ-001");
    expect(index.suggest("Alpah")[0]?.name).toBe("Alpha, One");
  });

  it("normalises codes, including rune numbers and signed variants", () => {
    expect(normalizeCardCode("sfd-r02")).toBe("SFD-R02");
    expect(normalizeCardCode("OGN-299*/298")).toBe("OGN-299");
    expect(normalizeCardCode("OGN")).toBeUndefined();
  });
});

describe("createLazyCardIndex", () => {
  const keys = [{ name: "Alpha, One", code: "XYZ-001" }, { name: "Beta" }, { name: "Gamma" }];
  const lazy = () => {
    const made: number[] = [];
    const index = createLazyCardIndex(keys, (i) => (made.push(i), { ...keys[i]!, i }));
    return { index, made };
  };

  it("makes only the cards a look-up or suggestion returns", () => {
    const { index, made } = lazy();
    expect(index.lookup("xyz-1")?.i).toBe(0);
    expect(index.byName("nobody")).toBeUndefined();
    expect(index.suggest("Betta").map((c) => c.i)).toEqual([1]);
    expect(made).toEqual([0, 1]);
  });

  it("makes every card for all(), in the keys' order, once", () => {
    const { index, made } = lazy();
    expect(index.all().map((c) => c.i)).toEqual([0, 1, 2]);
    expect(index.all()).toBe(index.all());
    expect(made).toEqual([0, 1, 2]);
  });
});

describe("the bundled lists, made card by card", () => {
  it("hold every entry, each found by its own name", () => {
    for (const [cards, entries] of [[riftboundCards(), riftboundEntries()], [mtgCards(), mtgEntries()]] as const) {
      expect(cards.all().map((c) => c.name)).toEqual(entries.map((e) => e.name));
      for (const card of cards.all()) expect(cards.byName(card.name)).toBe(card);
    }
  });
});

describe("normalizeCardName and suggestions over a big pool", () => {
  it("gives what the full normalisation gives, on any text of the characters that matter", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "B", " ", "  ", ",", "-", "–", "—", "’", "\t", "\n", "'", "é") }), (name) => {
        expect(normalizeCardName(name)).toBe(normalizeLowerCase(name.toLowerCase()));
      }),
      { numRuns: 2000 },
    );
  });

  it("suggests what plain edit distance finds, filter or not (a pool of generated names)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom("a", "b", "c", " ", ","), minLength: 1, maxLength: 9 }), { minLength: 1, maxLength: 30 }), fc.string({ unit: fc.constantFrom("a", "b", "c", " "), minLength: 1, maxLength: 9 }), (names, query) => {
        const index = createCardIndex(names.map((name) => ({ name })));
        const loose = (s: string) => s.toLowerCase().replace(/[^a-z0-9']+/g, " ").trim();
        const q = loose(query);
        if (q === "") return;
        const threshold = Math.max(2, Math.floor(q.length / 3));
        const scoreOf = (name: string) => {
          const full = loose(name);
          const score = Math.min(damerauLevenshtein(q, full), damerauLevenshtein(q, loose(name.split(",")[0] ?? name)));
          return score > 1 && ` ${full} `.includes(` ${q} `) ? 1 : score;
        };
        const expected = names.filter((name) => scoreOf(name) <= threshold);
        const got = index.suggest(query, names.length).map((c) => c.name);
        expect(new Set(got)).toEqual(new Set(expected));
      }),
      { numRuns: 500 },
    );
  });
});
