import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { compareMtgNameKeys, createMtgNameIndex, foldMtgName, formatMtgNameLine, isNameOnlyMtgCard, mtgCardFromEntry, mtgCardNames, mtgCardPool, mtgCardPoolWith, mtgEntries, parseMtgNameLine } from "../../src/index.js";

const file = readFileSync(new URL("../../data/mtg-names.tsv", import.meta.url), "utf8");
const lines = file.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

describe("data/mtg-names.tsv", () => {
  const names = mtgCardNames();

  it("holds every Magic card name of the snapshot: 32,334 entries, one card among them listed under two spellings", () => {
    expect(lines).toHaveLength(32_333);
    expect(names.size).toBe(32_333);
    // "Chicken a la King" (Unglued) and "Chicken à la King" (the same card, reprinted) are one line.
    expect(names.lookup("Chicken a la King")).toEqual({ name: "Chicken à la King", types: ["Creature"], supertypes: [], sets: ["UGL", "UND"] });
    expect(names.lookup("Chicken à la King")).toBe(names.lookup("Chicken a la King"));
  });

  it("reads every line back into an entry that finds itself and writes the same line", () => {
    for (const line of lines) {
      const entry = parseMtgNameLine(line)!;
      expect(formatMtgNameLine(entry)).toBe(line);
      expect(names.lookup(entry.name)?.name, entry.name).toBe(entry.name);
    }
  });

  it("is sorted by look-up key, one line per key (the index searches it by halves), and knows every full definition by its own name", () => {
    const keys = lines.map((line) => foldMtgName(line.slice(0, line.indexOf("\t"))));
    for (let i = 1; i < keys.length; i++) expect(compareMtgNameKeys(keys[i - 1]!, keys[i]!), `${keys[i - 1]} before ${keys[i]}`).toBe(-1);
    for (const entry of mtgEntries()) expect(names.lookup(entry.name)?.name, entry.name).toBe(entry.name);
  });

  it("knows the basic lands, snow-covered ones too", () => {
    const basics = lines.map((line) => parseMtgNameLine(line)!).filter((e) => e.supertypes.includes("Basic"));
    expect(basics.map((e) => e.name)).toEqual(["Forest", "Island", "Mountain", "Plains", ...["Forest", "Island", "Mountain", "Plains", "Swamp", "Wastes"].map((b) => `Snow-Covered ${b}`), "Swamp", "Wastes"]);
    expect(names.lookup("snow-covered swamp")).toMatchObject({ supertypes: ["Basic", "Snow"], types: ["Land"] });
  });

  it("knows which cards say how many copies a deck may hold (100.2a), with the snapshot's flag corrected", () => {
    const copies = Object.fromEntries(lines.map((line) => parseMtgNameLine(line)!).flatMap((e) => (e.copies === undefined ? [] : [[e.name, e.copies]])));
    expect(copies).toEqual({
      "Cid, Timeless Artificer": Infinity,
      "Dragon's Approach": Infinity,
      "Hare Apparent": Infinity,
      Nazgul: 9,
      "Once More with Feeling": 1,
      "Persistent Petitioners": Infinity,
      "Rat Colony": Infinity,
      "Relentless Rats": Infinity,
      "Seven Dwarves": 7,
      "Shadowborn Apostle": Infinity,
      "Slime Against Humanity": Infinity,
      "Tempest Hawk": Infinity,
      "Templar Knight": Infinity,
    });
    // They only search for any number of themselves: the usual four (scripts/mtg-overrides.json).
    for (const name of ["Gathering Throng", "Legion Conquistador", "Battalion Foot Soldier"]) expect(names.lookup(name)?.copies, name).toBeUndefined();
  });

  it("finds a name whatever its case, apostrophes and accents, and a split or double-faced card by its front face", () => {
    expect(names.lookup("LIGHTNING BOLT")?.name).toBe("Lightning Bolt");
    expect(names.lookup("Dragon’s Approach")?.name).toBe("Dragon's Approach");
    expect(names.lookup("Lorien Revealed")?.name).toBe("Lórien Revealed");
    expect(names.lookup("Nazgûl")?.name).toBe("Nazgul");
    expect(names.lookup("Æther Vial")?.name).toBe("Aether Vial");
    expect(names.lookup("Fire")?.name).toBe("Fire // Ice");
    expect(names.lookup("Fire // Ice")?.sets).toContain("APC");
    expect(names.lookup("Stret Wraith")).toBeUndefined();
  });

  it("suggests the closest real names for a typo, over all 32,333", () => {
    expect(names.suggest("Lightening Bolt")[0]?.name).toBe("Lightning Bolt");
    expect(names.suggest("Stret Wraith")[0]?.name).toBe("Street Wraith");
    expect(names.suggest("Ragavan Nimble Pilferer")[0]?.name).toBe("Ragavan, Nimble Pilferer");
    expect(names.suggest("Lorien Revaled")[0]?.name).toBe("Lórien Revealed");
    expect(names.suggest("Zzqx Wholly Unknown")).toEqual([]);
  });

  it("knows the set codes cards were printed in", () => {
    expect(names.lookup("Street Wraith")?.sets).toEqual(["A25", "DMR", "FUT", "MB2", "MMA", "TSR"]);
    expect(names.isSet("mh1")).toBe(true);
    expect(names.isSet("ZZZ")).toBe(false);
  });
});

describe("formatMtgNameLine / parseMtgNameLine", () => {
  it("write a card's types as letters and its copies as * or a number", () => {
    const line = formatMtgNameLine({ name: "Relentless Rats", types: ["Creature"], supertypes: ["Legendary"], sets: ["M10", "M11"], copies: Infinity });
    expect(line).toBe("Relentless Rats\tlC\tM10 M11\t*");
    expect(parseMtgNameLine(line)).toEqual({ name: "Relentless Rats", types: ["Creature"], supertypes: ["Legendary"], sets: ["M10", "M11"], copies: Infinity });
    expect(parseMtgNameLine("# a comment")).toBeUndefined();
  });

  it("refuse what a line can't hold", () => {
    expect(() => formatMtgNameLine({ name: "Tab\tName", types: [], supertypes: [], sets: [] })).toThrow();
    expect(() => formatMtgNameLine({ name: "X", types: ["Conspiracy"], supertypes: [], sets: [] })).toThrow(/no letter/);
  });

  it("make an index from any text of lines", () => {
    const index = createMtgNameIndex("# header\nalpha\tC\tAAA\nbeta // gamma\tI\tBBB CCC\n");
    expect(index.size).toBe(2);
    expect(index.lookup("gamma")).toBeUndefined();
    expect(index.lookup("beta")?.sets).toEqual(["BBB", "CCC"]);
    expect(index.isSet("ccc")).toBe(true);
  });

  it("search finds the names holding every word, folded as look-ups are, up to the limit", () => {
    const index = createMtgNameIndex("alpha strike\tI\tAAA\nbeta // gamma\tI\tBBB\nlórien revealed\tS\tLTR\nstrike alpha\tI\tAAA\n");
    expect(index.search("STRIKE alpha", 10).map((e) => e.name)).toEqual(["alpha strike", "strike alpha"]);
    expect(index.search("strike", 1).map((e) => e.name)).toEqual(["alpha strike"]);
    expect(index.search("lorien", 10).map((e) => e.name)).toEqual(["lórien revealed"]);
    expect(index.search("gamma", 10).map((e) => e.name)).toEqual(["beta // gamma"]);
    expect(index.search("delta", 10)).toEqual([]);
    expect(mtgCardNames().search("street wraith", 5).map((e) => e.name)).toContain("Street Wraith");
  });
});

describe("mtgCardPool()", () => {
  const pool = mtgCardPool();

  it("returns a full definition first, else a real card without abilities, else nothing", () => {
    const wraith = pool.lookup("street wraith");
    expect(wraith?.abilities.length).toBeGreaterThan(0);
    expect(isNameOnlyMtgCard(wraith!)).toBe(false);
    const bolt = pool.lookup("Lightning Bolt");
    expect(bolt).toEqual({ name: "Lightning Bolt", types: ["Instant"], supertypes: [], subtypes: [], colors: [], text: "", abilities: [] });
    expect(isNameOnlyMtgCard(bolt!)).toBe(true);
    expect(pool.lookup("lightning bolt")).toBe(bolt);
    expect(pool.lookup("Lorien Revealed")?.name).toBe("Lórien Revealed");
    expect(isNameOnlyMtgCard(pool.lookup("Lorien Revealed")!)).toBe(false);
    expect(pool.lookup("Stret Wraith")).toBeUndefined();
  });

  it("suggests over every name, full definitions as themselves", () => {
    const [first] = pool.suggest("Stret Wraith");
    expect(first?.name).toBe("Street Wraith");
    expect(isNameOnlyMtgCard(first!)).toBe(false);
    expect(pool.suggest("Lightnig Bolt")[0]?.name).toBe("Lightning Bolt");
  });

  it("with extra cards in front (an imported pool): their definitions win, the rest is the bundled pool's", () => {
    const bolt = mtgCardFromEntry({ name: "Lightning Bolt", manaCost: "{R}", type: "Instant", text: "Lightning Bolt deals 3 damage to any target." }).def;
    const homebrew = mtgCardFromEntry({ name: "Recycling Golem", manaCost: "{3}", type: "Artifact Creature — Golem", power: 2, toughness: 2, text: "Cycling {2}" }).def;
    const layered = mtgCardPoolWith([bolt, homebrew]);
    expect(layered.lookup("lightning bolt")).toBe(bolt);
    expect(isNameOnlyMtgCard(layered.lookup("Lightning Bolt")!)).toBe(false);
    expect(layered.lookup("Recycling Golem")?.abilities.some((a) => a.kind === "cycling")).toBe(true);
    expect(layered.lookup("Street Wraith")).toBe(pool.lookup("Street Wraith"));
    expect(layered.suggest("Recyling Golem")[0]?.name).toBe("Recycling Golem");
    expect(layered.suggest("Stret Wraith")[0]?.name).toBe("Street Wraith");
    expect(layered.facts("Lightning Bolt")?.sets).toContain("LEA");
    expect(mtgCardPoolWith([])).toBe(pool);
  });

  it("gives a card's printings and copy limit, and knows set codes", () => {
    expect(pool.facts("Relentless Rats")?.copies).toBe(Infinity);
    expect(pool.facts("Street Wraith")?.sets).toContain("FUT");
    expect(pool.isSet("FUT")).toBe(true);
  });
});

describe("loading", () => {
  it("reads nothing to make the pool, data/mtg.json on the first look-up, and the name index only when a name isn't a full definition", async () => {
    vi.resetModules();
    const read = vi.fn();
    vi.doMock("node:fs", async (original) => {
      const fs = await original<typeof import("node:fs")>();
      return { ...fs, readFileSync: (...args: Parameters<typeof fs.readFileSync>) => (read(String(args[0])), fs.readFileSync(...args)) };
    });
    const fresh = await import("../../src/index.js");
    const namesRead = () => read.mock.calls.filter(([path]) => String(path).endsWith("mtg-names.tsv")).length;
    const pool = fresh.mtgCardPool();
    expect(read).not.toHaveBeenCalled();
    expect(pool.lookup("Street Wraith")?.name).toBe("Street Wraith");
    expect(read.mock.calls.map(([path]) => String(path).replace(/.*\//, ""))).toEqual(["mtg.json"]);
    expect(namesRead()).toBe(0);
    expect(fresh.mtgCardPool().lookup("Lightning Bolt")?.name).toBe("Lightning Bolt");
    expect(namesRead()).toBe(1);
    fresh.mtgCardPool().lookup("Counterspell");
    expect(namesRead()).toBe(1);
    vi.doUnmock("node:fs");
  });
});
