import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeRiftboundDeckCode, deckContents, encodeRiftboundDeck, lintDeck, parseDeck, type DeckGame, type DeckModel } from "../../src/index.js";
import { codeHeader, looksLikeDeckCode } from "../../src/deck/text/code-text.js";

/**
 * Real deck lists as their sites published them (test/fixtures/real-decks/README.md): each file
 * opens with comments giving its source URL and what the list should read into:
 *   # source: <url>
 *   # expect: legal                     (or the codes it is meant to produce, with the reason)
 *   # expect-sections: legend=1 champion+main=40 …   (card totals, sections joined by +)
 *   # expect-groups: Units=21 Spells=19              (the cards under each group line)
 */
interface Fixture {
  readonly game: DeckGame;
  readonly file: string;
  readonly text: string;
  readonly keys: ReadonlyMap<string, string>;
}

const DIR = new URL("../fixtures/real-decks/", import.meta.url);

function readFixtures(game: DeckGame): Fixture[] {
  return readdirSync(new URL(`${game}/`, DIR))
    .filter((f) => f.endsWith(".deck"))
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(`${game}/${file}`, DIR), "utf8");
      const keys = new Map<string, string>();
      for (const line of text.split("\n")) {
        const m = /^# ([a-z-]+): (.*)$/.exec(line);
        if (m) keys.set(m[1] ?? "", (m[2] ?? "").trim());
        else if (!line.startsWith("#")) break;
      }
      return { game, file, text, keys };
    });
}

const FIXTURES = [...readFixtures("riftbound"), ...readFixtures("mtg")];

/** "legend=1 champion+main=40" → [["legend", 1], ["champion+main", 40]]. */
function pairs(value: string | undefined): [string, number][] {
  const found = (value ?? "").match(/[^=\s][^=]*?=\d+/g) ?? [];
  return found.map((p) => [p.slice(0, p.lastIndexOf("=")).trim(), Number(p.slice(p.lastIndexOf("=") + 1))]);
}

function sectionTotal(deck: DeckModel, names: string): number {
  const sections: Record<string, readonly { count: number }[]> = deck.sections;
  return names.split("+").reduce((sum, s) => sum + (sections[s] ?? []).reduce((n, e) => n + e.count, 0), 0);
}

describe("real published deck lists (test/fixtures/real-decks)", () => {
  it("holds at least ten lists per game, each with the URL it was read from", () => {
    for (const game of ["riftbound", "mtg"] as const) expect(FIXTURES.filter((f) => f.game === game).length, game).toBeGreaterThanOrEqual(10);
    for (const f of FIXTURES) expect(f.keys.get("source"), f.file).toMatch(/^https?:\/\/\S+$/);
  });

  for (const f of FIXTURES) {
    it(`${f.game}/${f.file}: reads as ${f.game} with no deck/syntax finding, into the sections and groups it was published with`, () => {
      const { deck, diagnostics } = parseDeck(f.text, { filePath: f.file });
      expect(deck.game).toBe(f.game);
      expect(diagnostics.filter((d) => d.code === "deck/syntax")).toEqual([]);
      const sections = pairs(f.keys.get("expect-sections"));
      expect(sections.length, "the fixture gives its expect-sections").toBeGreaterThan(0);
      for (const [names, count] of sections) expect(sectionTotal(deck, names), names).toBe(count);
      const groups = pairs(f.keys.get("expect-groups"));
      expect((deck.groups ?? []).map((g) => [g.label, g.count])).toEqual(groups);
    });
  }
});

// Every Riftbound card and every Magic card name is bundled, so each list's names are all known.
describe("real published deck lists with the full card pools", () => {
  for (const f of FIXTURES) {
    it(`${f.game}/${f.file}: no unknown card, and no error unless the list is meant to have it`, () => {
      const { diagnostics } = lintDeck(f.text, { filePath: f.file });
      expect(diagnostics.filter((d) => d.code === "deck/unknown-card").map((d) => d.message)).toEqual([]);
      const expected = f.keys.get("expect") ?? "";
      const allowed = expected === "legal" ? [] : [...expected.matchAll(/\bdeck\/[a-z-]+/g)].map((m) => m[0]);
      expect(diagnostics.filter((d) => d.severity === "error" && !allowed.includes(d.code)).map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    });
  }
});

describe("real deck codes: the round trip", () => {
  const codes = FIXTURES.filter((f) => f.game === "riftbound").flatMap((f) => {
    const body = f.text.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"));
    return body.length === 1 && looksLikeDeckCode(body[0] ?? "") ? [{ file: f.file, code: (body[0] ?? "").trim() }] : [];
  });

  it("the fixtures hold at least one real Piltover Archive code", () => {
    expect(codes.length).toBeGreaterThan(0);
  });

  for (const { file, code } of codes) {
    it(`${file}: decode → encode keeps the deck (a v3 code comes back as itself; v1/v2 come back as v3, which is stable)`, () => {
      const decoded = decodeRiftboundDeckCode(code).deck;
      const again = encodeRiftboundDeck(decoded);
      if (codeHeader(code)?.version === 3) expect(again).toBe(code);
      const back = decodeRiftboundDeckCode(again).deck;
      expect(deckContents(back)).toEqual(deckContents(decoded));
      expect(encodeRiftboundDeck(back)).toBe(again);
    });
  }

  it("CoolStuffInc's Kai'Sa list encodes, by its lines' codes, to the deck of Piltover Archive's README code less its sideboard", () => {
    const text = (name: string) => FIXTURES.find((f) => f.file === name)?.text ?? "";
    const fromList = decodeRiftboundDeckCode(encodeRiftboundDeck(parseDeck(text("coolstuffinc-kaisa-will-sobel.deck")).deck)).deck;
    const fromCode = parseDeck(text("piltover-archive-readme-kaisa.deck")).deck;
    const withoutSideboard = (d: DeckModel) => ({ ...deckContents(d).sections, sideboard: undefined });
    expect(withoutSideboard(fromList)).toEqual(withoutSideboard(fromCode));
  });
});
