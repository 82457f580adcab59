import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../src/index.js";
import { captureIo, removeTree, tempTree } from "./helpers.js";
import { sendJson, startServer } from "./cards-fetch/server.js";

/**
 * `recycle-rules cards import | show | search` and `--cards` on the other commands, through the
 * real importers and linter (docs/cards.md). The card data files are real records of the formats
 * (fixtures/card-data/README.md), plus a homebrew card in Scryfall's shape that no bundled data knows.
 */
const FIXTURES = new URL("fixtures/card-data/", import.meta.url);

/** A card in Scryfall's card-object shape that is in no bundled data (a playtest card). */
const HOMEBREW = {
  object: "card",
  name: "Recycling Golem",
  layout: "normal",
  mana_cost: "{3}",
  type_line: "Artifact Creature — Golem",
  oracle_text: "Cycling {2} ({2}, Discard this card: Draw a card.)",
  power: "2",
  toughness: "2",
};

let root = "";
afterEach(() => removeTree(root));

function withFixtures(files: Record<string, string> = {}): string {
  root = tempTree(files);
  for (const f of ["riftcodex-vi.json", "scryfall-list.json"]) copyFileSync(new URL(f, FIXTURES), path.join(root, f));
  return root;
}

async function cli(args: string[]) {
  const io = captureIo(root);
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

describe("cards import", () => {
  it("reads each format into one pool file, reports what it read and which bundled cards it replaces", async () => {
    withFixtures();
    const run = await cli(["cards", "import", "riftcodex-vi.json", "scryfall-list.json"]);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain("riftcodex-vi.json (Riftcodex): 1 Riftbound card, 0 Magic cards");
    expect(run.out).toContain("scryfall-list.json (Scryfall): 0 Riftbound cards, 2 Magic cards");
    expect(run.out).toContain("Wrote recycle-rules.cards.json: 1 Riftbound card, 2 Magic cards.");
    // Vi is bundled, and so is Twisted Abomination (a cycling card); Lightning Bolt was known by name only, which is no data replaced.
    expect(run.out).toContain("2 cards of the pool replace the bundled cards of the same name when the pool is used (Vi, Destructive, Twisted Abomination).");
    const pool = JSON.parse(readFileSync(path.join(root, "recycle-rules.cards.json"), "utf8")) as { format: string; riftbound: { name: string; code: string }[]; mtg: { name: string }[] };
    expect(pool.format).toBe("recycle-rules-card-pool");
    expect(pool.riftbound.map((c) => [c.name, c.code])).toEqual([["Vi, Destructive", "OGN-036"]]);
    expect(pool.mtg.map((c) => c.name).sort()).toEqual(["Lightning Bolt", "Twisted Abomination"]);
  });

  it("merges into the pool already at --out, or starts anew with --replace", async () => {
    withFixtures({ "golem.json": JSON.stringify(HOMEBREW) });
    expect((await cli(["cards", "import", "riftcodex-vi.json", "--out", "pool.json"])).code).toBe(0);
    const merged = await cli(["cards", "import", "golem.json", "--out", "pool.json"]);
    expect(merged.out).toContain("Wrote pool.json: 1 Riftbound card, 1 Magic card (merged into the pool that was there).");
    const replaced = await cli(["cards", "import", "golem.json", "--out", "pool.json", "--replace"]);
    expect(replaced.out).toContain("Wrote pool.json: 0 Riftbound cards, 1 Magic card.");
  });

  it("refuses to merge into a pool with problems (merging would drop what they concern), and --replace writes anew", async () => {
    withFixtures({ "golem.json": JSON.stringify(HOMEBREW), "pool.json": JSON.stringify({ format: "recycle-rules-card-pool", version: 1, sources: [], riftbound: [{ name: "No Type" }], mtg: [] }) });
    const merged = await cli(["cards", "import", "golem.json", "--out", "pool.json"]);
    expect(merged.code).toBe(2);
    expect(merged.err).toContain("pool.json has problems, and merging would drop what they concern");
    expect(JSON.parse(readFileSync(path.join(root, "pool.json"), "utf8")).riftbound).toEqual([{ name: "No Type" }]);
    expect((await cli(["cards", "import", "golem.json", "--out", "pool.json", "--replace"])).code).toBe(0);
  });

  it("refuses a file it can't read or whose format it doesn't know (exit 2), and writes nothing", async () => {
    withFixtures({ "notes.json": JSON.stringify({ hello: "world" }), "broken.json": "{ nope" });
    const unknown = await cli(["cards", "import", "notes.json"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("notes.json:");
    expect((await cli(["cards", "import", "broken.json"])).err).toContain("broken.json is not valid JSON");
    expect((await cli(["cards", "import", "missing.json"])).code).toBe(2);
    expect(existsSync(path.join(root, "recycle-rules.cards.json"))).toBe(false);
  });
});

describe("cards show and search", () => {
  it("shows a Riftbound card by name or code: the publisher's wording, its printings, what the engine models", async () => {
    withFixtures();
    const byName = await cli(["cards", "show", "Vi, Destructive"]);
    expect(byName.code).toBe(0);
    expect(byName.out).toContain("Vi, Destructive — OGN-036 (Riftbound)");
    expect(byName.out).toContain("Text (the publisher's wording):");
    expect(byName.out).toMatch(/Recycle 1 from your trash/);
    expect(byName.out).toContain("What the engine models:");
    expect(byName.out).toMatch(/modelled \(activated\): Recycle 1 from your trash/);
    expect((await cli(["cards", "show", "ogn-036"])).out).toContain("Vi, Destructive — OGN-036");
  });

  it("shows a Magic card known by name only as such, and with an imported pool its Oracle text", async () => {
    withFixtures();
    const nameOnly = await cli(["cards", "show", "Lightning Bolt"]);
    expect(nameOnly.code).toBe(0);
    expect(nameOnly.out).toContain("Known by name only");
    await cli(["cards", "import", "scryfall-list.json"]);
    const imported = await cli(["cards", "show", "Lightning Bolt", "--cards", "recycle-rules.cards.json"]);
    expect(imported.out).toContain("Lightning Bolt deals 3 damage to any target.");
    expect(imported.err).toContain("--cards: 0 Riftbound and 2 Magic cards; 1 replaces the bundled card of the same name (Twisted Abomination).");
  });

  it("a spell's own effects: the modelled ones by kind, the unmodelled ones by their clause (both games)", async () => {
    // A spell of the test's own whose second sentence no template reads.
    const spell = { code: "TEST-001", name: "Coin Toss Draw", type: "spell", supertypes: [], domains: ["mind"], cost: { energy: 1, power: [] }, tags: [], keywords: [], text: "Draw 1. Flip a coin." };
    withFixtures({ "coin.json": JSON.stringify([spell]) });
    const rift = (await cli(["cards", "show", "Coin Toss Draw", "--cards", "coin.json"])).out;
    expect(rift).toContain("modelled (when played): draw");
    expect(rift).toContain("NOT MODELLED (when played): Flip a coin.");
    expect((await cli(["cards", "show", "Cruel Patron"])).out).toContain("modelled (additional cost): kill friendly unit");
    const magic = (await cli(["cards", "show", "Censor"])).out;
    expect(magic).toContain("modelled (as a spell): counter target");
    expect(magic).toContain("modelled (cycling): Cycling {U}");
  });

  it("says a name is unknown with did-you-mean (exit 1)", async () => {
    withFixtures();
    const miss = await cli(["cards", "show", "Vi Destructve", "--game", "riftbound"]);
    expect(miss.code).toBe(1);
    expect(miss.err).toContain('no card is named "Vi Destructve" in Riftbound. Did you mean Vi, Destructive (Riftbound)');
  });

  it("searches names and texts of both games", async () => {
    withFixtures();
    const rift = await cli(["cards", "search", "recycle", "from", "your", "trash", "--game", "riftbound", "--limit", "50"]);
    expect(rift.code).toBe(0);
    expect(rift.out).toContain("Vi, Destructive (OGN-036) — Riftbound");
    const magic = await cli(["cards", "search", "street", "wraith", "--game", "mtg"]);
    expect(magic.out).toContain("Street Wraith — Magic");
    writeFileSync(path.join(root, "golem.json"), JSON.stringify([HOMEBREW]));
    const pooled = await cli(["cards", "search", "recycling", "golem", "--cards", "golem.json"]);
    expect(pooled.out).toContain("Recycling Golem — Magic · Artifact Creature");
    expect((await cli(["cards", "search", "zzzz", "qqqq"])).code).toBe(1);
  });
});

describe("cards coverage", () => {
  it("counts per game and set the cards modelled fully, partly or not at all, with the pool's cards", async () => {
    withFixtures({ "golem.json": JSON.stringify([HOMEBREW]) });
    const table = await cli(["cards", "coverage"]);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/^game\s+set\s+fully modelled\s+partly\s+not at all\s+cards$/m);
    expect(table.out).toMatch(/^Riftbound\s+OGN\s+[\d,]+\s+[\d,]+\s+[\d,]+\s+[\d,]+$/m);
    expect(table.out).toMatch(/^Magic\s+known by name only\s+0\s+0\s+[\d,]+\s+[\d,]+$/m);
    const markdown = await cli(["cards", "coverage", "--game", "mtg", "--markdown", "--cards", "golem.json"]);
    expect(markdown.out).toContain("| game | set | fully modelled | partly | not at all | cards |");
    expect(markdown.out).not.toContain("Riftbound");
    // The pool's Recycling Golem (Cycling {2}) is one more fully modelled definition.
    const full = (out: string) => Number(/\| Magic \| full definitions[^|]*\| ([\d,]+) \|/.exec(out)?.[1]?.replace(/,/g, ""));
    expect(full(markdown.out)).toBe(full((await cli(["cards", "coverage", "--game", "mtg", "--markdown"])).out) + 1);
  });

  it("--by-set counts Magic per set, with the recycle-relevant Riftbound cards as their own row", async () => {
    const both = await cli(["cards", "coverage"]);
    expect(both.out).toMatch(/^Riftbound\s+recycle-relevant \(also in the sets above\)\s+[\d,]+\s+[\d,]+\s+[\d,]+\s+[\d,]+$/m);
    const bySet = await cli(["cards", "coverage", "--game", "mtg", "--by-set"]);
    expect(bySet.code).toBe(0);
    expect(bySet.out).toMatch(/^Magic\s+FUT\s+[\d,]+\s+[\d,]+\s+[\d,]+\s+[\d,]+$/m);
    expect(bySet.out).not.toContain("known by name only");
    const total = (out: string) => /^Magic\s+all\s+(.*)$/m.exec(out)?.[1];
    expect(total(bySet.out)).toBe(total((await cli(["cards", "coverage", "--game", "mtg"])).out));
  });
});

describe("docs/cards.md", () => {
  it("carries the coverage table of the bundled data as `cards coverage --markdown` prints it (re-run it when the engine models more)", async () => {
    root = tempTree({});
    const { out } = await cli(["cards", "coverage", "--markdown"]);
    expect(readFileSync(new URL("../../../docs/cards.md", import.meta.url), "utf8")).toContain(out);
  });
});

describe("--cards on lint, deck and conformance", () => {
  const DECK = "game: mtg\n4 Recycling Golem\n56 Island\n";

  it("lint judges with the imported cards: a card no bundled data knows is known, and the stderr note says what the pool held", async () => {
    withFixtures({ "golem.json": JSON.stringify([HOMEBREW]), "golem.deck": DECK });
    const without = await cli(["lint", "--format", "json", "golem.deck"]);
    expect(without.out).toContain("deck/unknown-card");
    const withPool = await cli(["lint", "--format", "json", "--cards", "golem.json", "golem.deck"]);
    expect(withPool.out).not.toContain("deck/unknown-card");
    expect(withPool.err).toContain("--cards: 0 Riftbound and 1 Magic cards.");
  });

  it("a --cards file that can't be used stops the run (exit 2) before anything is linted", async () => {
    withFixtures({ "golem.deck": DECK, "notes.json": "{}" });
    const missing = await cli(["lint", "--cards", "missing.json", "golem.deck"]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("can't read this card file");
    const notCards = await cli(["lint", "--cards", "notes.json", "golem.deck"]);
    expect(notCards.code).toBe(2);
    expect(notCards.err).toContain("not card data");
  });

  it("a config's card files take a pool too, and --cards goes over them", async () => {
    withFixtures({ "golem.deck": DECK, "recycle-rules.config.json": JSON.stringify({ cards: ["pool.json"] }) });
    writeFileSync(path.join(root, "golem.json"), JSON.stringify(HOMEBREW));
    await cli(["cards", "import", "golem.json", "--out", "pool.json"]);
    const run = await cli(["lint", "--format", "json", "golem.deck"]);
    expect(run.out).not.toContain("deck/unknown-card");
  });
});

describe("conformance --cards", () => {
  const cases = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../conformance/cases/riftbound");
  const KARMA = "052-karma-ignores-recycled-runes";
  /** Karma, Channeler with no text: the case's golden (her trigger) can no longer hold. */
  const BLANK_KARMA = JSON.stringify([{ name: "Karma, Channeler", type: "unit", supertypes: ["champion"], domains: ["mind"], cost: { energy: 4, power: [] }, might: 3, text: "" }]);

  async function conformance(args: string[]) {
    const io = captureIo(root, { env: { CI: "true" } });
    const code = await main(["conformance", "--workers", "1", ...args], io);
    return { code, out: io.out(), err: io.err() };
  }

  it("judges named cases with the cards given, and the bundled official cases never with them", async () => {
    root = tempTree({
      [`cases/${KARMA}.scenario.yaml`]: readFileSync(path.join(cases, `${KARMA}.scenario.yaml`), "utf8"),
      [`cases/${KARMA}.golden`]: readFileSync(path.join(cases, `${KARMA}.golden`), "utf8"),
      "blank-karma.json": BLANK_KARMA,
    });
    expect((await conformance(["cases"])).out).toContain("1 passed, 0 failed");
    const changed = await conformance(["--cards", "blank-karma.json", "cases"]);
    expect(changed.code).toBe(1);
    expect(changed.out).toContain("0 passed, 1 failed");
    expect(changed.err).toContain("--cards: 1 Riftbound and 0 Magic cards; 1 replaces the bundled card of the same name (Karma, Channeler).");
    const bundled = await conformance(["--cards", "blank-karma.json"]);
    expect(bundled.code).toBe(0);
    expect(bundled.out).toMatch(/\d+ passed, 0 failed/);
    expect(bundled.err).toContain("--cards is not used for the bundled official cases");
    const missing = await conformance(["--cards", "missing.json", "cases"]);
    expect(missing.code).toBe(2);
  });
});

describe("cards update --from", () => {
  it("downloads a paged Riftcodex-style API through the cache into the pool; the next update revalidates it", async () => {
    withFixtures();
    const vi = (JSON.parse(readFileSync(path.join(root, "riftcodex-vi.json"), "utf8")) as unknown[])[0];
    const server = await startServer((request, response, url) => {
      if (request.headers["if-none-match"] === '"v1"') {
        response.writeHead(304).end();
        return;
      }
      const page = Number(url.searchParams.get("page") ?? "1");
      sendJson(response, { items: page === 1 ? [vi] : [], total: 1, page, size: 50, pages: 2 }, { etag: '"v1"' });
    });
    try {
      const first = await cli(["cards", "update", "--from", `${server.base}/cards`, "--cache-dir", "cache"]);
      expect(first.code, first.err).toBe(0);
      expect(first.out).toContain("in 2 pages, downloaded");
      expect(first.out).toContain("Wrote recycle-rules.cards.json: 1 Riftbound card, 0 Magic cards.");
      const again = await cli(["cards", "update", "--from", `${server.base}/cards`, "--cache-dir", "cache"]);
      expect(again.code, again.err).toBe(0);
      expect(again.out).toContain("unchanged since the cached copy");
      expect(server.requests.some((r) => r.headers["if-none-match"] === '"v1"')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("a download that fails without a cached copy is exit 2 with the reason, and no pool is written", async () => {
    withFixtures();
    const server = await startServer((_request, response) => {
      response.writeHead(404).end();
    });
    try {
      const run = await cli(["cards", "update", "--from", `${server.base}/nothing`, "--cache-dir", "cache"]);
      expect(run.code).toBe(2);
      expect(run.err).toContain("404");
      expect(existsSync(path.join(root, "recycle-rules.cards.json"))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
