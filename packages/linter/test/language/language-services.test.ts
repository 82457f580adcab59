/**
 * The linter's editor services (completion contexts, rule data, card hovers), tested directly
 * with a cursor marker "|" in the source. They take text and offsets and have no LSP types; the
 * language server only adapts them to the protocol.
 */
import { ConfigLoader, MAX_CARD_RECORDS, analyzeScenario, catalogWithExtraCards, completionsAt, cursorContext, describeRule, hoverAt, ruleInfo } from "../../src/index.js";
import { describe, expect, it } from "vitest";

/** Splits "text with | cursor" into the text and the cursor's offset. */
function at(marked: string): { text: string; offset: number } {
  const offset = marked.indexOf("|");
  return { text: marked.slice(0, offset) + marked.slice(offset + 1), offset };
}

const labels = (marked: string): string[] => {
  const { text, offset } = at(marked);
  return completionsAt(analyzeScenario(text), offset).items.map((i) => i.label);
};

describe("cursorContext (indentation, not the YAML parser, so half-typed lines work)", () => {
  it.each([
    ["|", [], "key"],
    ["players:\n  A:\n    |", ["players", "A"], "key"],
    ["players:\n  A:\n    trash:\n      - Blind F|", ["players", "A", "trash", "[]"], "item"],
    ["steps:\n  - activate: Vi|", ["steps", "[]", "activate"], "value"],
    ["steps:\n  - recycle: 1\n    from: [trash, |", ["steps", "[]", "from", "[]"], "item"],
    ["steps:\n  - recycle: 1\n    expect:\n      A: { trash: |", ["steps", "[]", "expect", "A", "trash"], "value"],
    ["steps:\n  - recycle: 1\n    # a comment\n\n    |", ["steps", "[]"], "key"],
  ] as const)("%j", (marked, path, position) => {
    const { text, offset } = at(marked);
    const ctx = cursorContext(text, offset);
    expect(ctx.path).toEqual(path);
    expect(ctx.position).toBe(position);
  });

  it("replaces the whole card name typed so far, commas included", () => {
    const { text, offset } = at("players:\n  A:\n    base:\n      - Vi, Des|");
    const ctx = cursorContext(text, offset);
    expect(ctx.prefix).toBe("Vi, Des");
    expect(text.slice(ctx.start, offset)).toBe("Vi, Des");
  });
});

describe("completionsAt", () => {
  it("quotes a name with a comma inside a flow list", () => {
    const { text, offset } = at("players:\n  A:\n    base: [|");
    const vi = completionsAt(analyzeScenario(text), offset).items.find((i) => i.label === "Vi, Destructive");
    expect(vi?.insertText).toBe('"Vi, Destructive"');
  });

  it("offers phases, showdown states and positions from the schema", () => {
    expect(labels("phase: |")).toEqual(["awaken", "beginning", "channel", "draw", "main", "end"]);
    expect(labels("steps:\n  - showdown: |")).toEqual(["start", "end"]);
    expect(labels("steps:\n  - recycle: 1\n    position: |")).toEqual(["top", "bottom"]);
  });

  it("offers the declared players and their zones", () => {
    const text = "players:\n  A: {}\n  B: {}\nturn: |";
    expect(labels(text)).toEqual(["A", "B"]);
    expect(labels("players:\n  A: {}\n  B: {}\nsteps:\n  - recycle: 1\n    to: |")).toEqual(expect.arrayContaining(["main-deck", "B.main-deck", "A.rune-deck"]));
  });

  it("offers a file's custom cards and the ids it gives", () => {
    const text = "cards:\n  - { name: Recycler Bot, type: gear, text: \"[E]: Draw 1.\" }\nplayers:\n  A:\n    base:\n      - { card: Recycler Bot, id: bot }\nsteps:\n  - activate: |";
    expect(labels(text)).toEqual(expect.arrayContaining(["Recycler Bot", "bot"]));
  });
});

describe("rule data: numbers in both editions", () => {
  it("maps Riftbound 416 ↔ 403 sub-rule by sub-rule", () => {
    expect(ruleInfo("416.5.a")?.otherNumber).toBe("403.5.a");
    expect(ruleInfo("403.3")?.otherNumber).toBe("416.3");
    expect(ruleInfo("403.3")?.entry.text).toMatch(/^When Recycling is listed as a Cost/);
  });

  it("maps Magic 702.29 ↔ 702.26, where typecycling moved from d to e", () => {
    expect(ruleInfo("702.29e")?.otherNumber).toBe("702.26d");
    expect(ruleInfo("702.26d")?.otherNumber).toBe("702.29e");
    expect(describeRule(ruleInfo("702.29d")!)).toContain("Not in the");
  });

  it("reads a bare number in the chosen edition first: v1.1's 416 is Add", () => {
    expect(ruleInfo("416", "current")?.entry.title).toBe("Recycle");
    expect(ruleInfo("416", "previous")?.entry.title).toBe("Add");
  });

  it("falls back to the parent rule, without inventing the sub-rule's other number", () => {
    const info = ruleInfo("414.4")!;
    expect(info.exact).toBe(false);
    expect(info.otherNumber).toBeNull();
    expect(describeRule(info)).toContain("It is part of rule 414 (Exhaust), which the Core Rules v1.1 (Origins) numbers 401.");
  });
});

describe("hoverAt", () => {
  it("shows a copy's card through its id", () => {
    const { text, offset } = at("players:\n  A:\n    base:\n      - { card: Garbage Grabber, id: gg }\nsteps:\n  - activate: g|g\n");
    const hover = hoverAt(analyzeScenario(text), offset);
    expect(hover?.markdown).toContain("**Garbage Grabber**");
    expect(hover?.markdown).toContain("copy `gg`");
  });

  it("finds a rule number inside a comment", () => {
    const { text, offset } = at("# 416.1.|c: each player's own deck\nplayers: {}\n");
    expect(hoverAt(analyzeScenario(text), offset)?.markdown).toContain("Each player Recycles cards to their own Main Deck");
  });

  it("does not treat a title's words as a card", () => {
    const { text, offset } = at("scenario: Blind F|ury\n");
    expect(hoverAt(analyzeScenario(text), offset)).toBeUndefined();
  });
});

describe("catalogWithExtraCards", () => {
  const card = (name: string, text: string) => ({ name, type: "gear", domains: ["mind"], cost: { energy: 1, power: [] }, text });

  it("adds cards to a base catalog, the later file's card replacing the base's of the same name", () => {
    const project = catalogWithExtraCards([{ name: "project.json", data: [card("Recycler Bot", "Draw 1."), card("Bin Bot", "Draw 2.")] }]).catalog;
    const mine = catalogWithExtraCards([{ name: "mine.json", data: [card("Recycler Bot", "Draw 3.")] }], project).catalog;
    expect(mine.lookup("Recycler Bot")?.text).toBe("Draw 3.");
    expect(mine.lookup("Bin Bot")?.text).toBe("Draw 2.");
    expect(mine.lookup("Garbage Grabber")?.name).toBe("Garbage Grabber");
  });

  it("reads a card pool and the importers' formats for both games, and names the bundled cards it replaces", () => {
    const pool = { format: "recycle-rules-card-pool", version: 1, sources: [], riftbound: [card("Recycler Bot", "Draw 1.")], mtg: [{ name: "Recycling Golem", manaCost: "{3}", type: "Artifact Creature — Golem", power: 2, toughness: 2, text: "Cycling {2}" }] };
    const scryfall = { object: "list", data: [{ object: "card", name: "Lightning Bolt", layout: "normal", mana_cost: "{R}", type_line: "Instant", oracle_text: "Lightning Bolt deals 3 damage to any target." }] };
    const built = catalogWithExtraCards([
      { name: "pool.json", data: pool },
      { name: "scryfall.json", data: scryfall },
    ]);
    expect(built.counts).toEqual({ riftbound: 1, mtg: 2 });
    // Lightning Bolt was known by name only (no text): defining it replaces no bundled data.
    expect(built.replaced).toEqual([]);
    expect(built.pools.riftbound.lookup("Recycler Bot")?.text).toBe("Draw 1.");
    expect(built.pools.mtg.lookup("Recycling Golem")?.abilities.some((a) => a.kind === "cycling")).toBe(true);
    expect(built.pools.mtg.lookup("Lightning Bolt")?.text).toBe("Lightning Bolt deals 3 damage to any target.");
    expect(built.pools.mtg.lookup("Street Wraith")?.name).toBe("Street Wraith");
    expect(catalogWithExtraCards([{ name: "notes.json", data: { hello: 1 } }])).toMatchObject({ refused: ["notes.json"], problems: [expect.stringMatching(/^notes\.json: not card data/)] });
    expect(catalogWithExtraCards([{ name: "v2.json", data: { format: "recycle-rules-card-pool", version: 2 } }]).refused).toEqual(["v2.json"]);
  });

  it("never fails on fields of the wrong shape: a card keeps its name, the field is left out and said", () => {
    const odd = [{ ...card("Odd Bot", "Draw 1."), codes: 5, aliases: "Oddly" }, { ...card("Odder Bot", "Draw 1."), code: 7 }];
    const built = catalogWithExtraCards([{ name: "odd.json", data: odd }]);
    expect(built.pools.riftbound.lookup("Odd Bot")?.name).toBe("Odd Bot");
    expect(built.pools.riftbound.lookup("Odder Bot")?.name).toBe("Odder Bot");
    expect(built.problems.filter((p) => p.includes("left out"))).toHaveLength(3);
  });

  it("refuses a file of more card records than a file may hold, before reading any", () => {
    const built = catalogWithExtraCards([{ name: "huge.json", data: { cards: { items: Array(MAX_CARD_RECORDS + 1).fill({}) } } }]);
    expect(built.refused).toEqual(["huge.json"]);
    expect(built.problems).toEqual([`huge.json: not read: it holds ${(MAX_CARD_RECORDS + 1).toLocaleString("en-US")} card records, over the ${MAX_CARD_RECORDS.toLocaleString("en-US")} one card-data file may hold.`]);
  });
});

describe("ConfigLoader's card files (the CLI's --cards)", () => {
  const card = (name: string, text: string) => ({ name, type: "gear", domains: ["mind"], cost: { energy: 1, power: [] }, text });

  it("puts them over the bundled cards for a file without a config, reports what they hold, and refuses what isn't card data", () => {
    const files: Record<string, string> = {
      "/p/pool.json": JSON.stringify([card("Vi, Destructive", "Draw 9.")]),
      "/p/notes.json": "{}",
    };
    const loader = new ConfigLoader({ cardFiles: ["/p/pool.json"], readFile: (f) => files[f] });
    const cards = loader.settingsFor("/p/a.scenario.yaml").cards;
    expect(cards?.riftbound.lookup("Vi, Destructive")?.text).toBe("Draw 9.");
    expect(loader.cardFilesReport()).toMatchObject({ errors: [], counts: { riftbound: 1, mtg: 0 }, replaced: ["Vi, Destructive"] });
    expect(new ConfigLoader({ cardFiles: ["/p/notes.json"], readFile: (f) => files[f] }).cardFilesReport()?.errors[0]).toMatch(/not card data/);
    expect(new ConfigLoader({ cardFiles: ["/p/missing.json"], readFile: (f) => files[f] }).cardFilesReport()?.errors[0]).toMatch(/can't read this card file/);
    expect(new ConfigLoader().cardFilesReport()).toBeUndefined();
  });
});
