import type { MtgCardDef } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { defineMtgCard, mtgCardFromEntry, mtgCards, mtgEntries } from "../../src/index.js";

function card(name: string): MtgCardDef {
  const def = mtgCards().byName(name);
  if (!def) throw new Error(`missing card ${name}`);
  return def;
}

const kinds = (def: MtgCardDef) => def.abilities.map((a) => (a.kind === "static" ? `static:${a.effect.kind}` : a.kind === "triggered" ? `triggered:${a.trigger}` : a.kind));

describe("data/mtg.json", () => {
  const entries = mtgEntries();

  it("has at least 40 entries with unique names", () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
  });

  it.each(entries.map((e) => [e.name, e] as const))("%s parses with no problems", (_name, entry) => {
    expect(mtgCardFromEntry(entry).problems).toEqual([]);
  });

  it("includes the cycling cards and the cards that care about cycling from the facts (§4) and the basic lands", () => {
    for (const name of [
      "Street Wraith", "Gempalm Polluter", "Krosan Tusker", "Twisted Abomination", "Ash Barrens", "Shark Typhoon", "Eternal Dragon",
      "Forgotten Cave", "Barren Moor", "Lonely Sandbar", "Secluded Steppe", "Tranquil Thicket",
      "Stabilizer", "Fluctuator", "New Perspectives", "Drake Haven", "Astral Slide", "Lightning Rift", "Faith of the Devoted",
      "Rest in Peace", "Leyline of the Void", "Abandoned Sarcophagus", "Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
    ]) {
      expect(mtgCards().byName(name), name).toBeDefined();
    }
  });

  it("gives every card that says 'cycling' in a keyword line a cycling ability", () => {
    for (const def of mtgCards().all()) {
      if (/^(?:[a-z ]*)cycling\s*[{—]/im.test(def.text)) expect(def.abilities.some((a) => a.kind === "cycling"), def.name).toBe(true);
    }
  });

  it("reads the rule-relevant cards as the engine needs them", () => {
    expect(card("Street Wraith").abilities).toContainEqual(expect.objectContaining({ kind: "cycling", cost: { life: 2 } }));
    expect(card("Shark Typhoon").abilities).toContainEqual(expect.objectContaining({ kind: "cycling", cost: { mana: "{X}{1}{U}" } }));
    expect(kinds(card("Shark Typhoon"))).toEqual(["triggered:whenever-you-cast-noncreature", "cycling", "triggered:when-you-cycle-this"]);
    expect(card("Ash Barrens").abilities).toContainEqual(expect.objectContaining({ variant: expect.objectContaining({ label: "Basic landcycling" }) }));
    expect(kinds(card("Stabilizer"))).toEqual(["static:cant-cycle"]);
    expect(kinds(card("Rest in Peace"))).toEqual(["triggered:when-enters", "static:graveyard-to-exile"]);
    expect(kinds(card("Abandoned Sarcophagus"))).toEqual(["static:cast-cycling-from-graveyard", "static:graveyard-to-exile"]);
    expect(kinds(card("Forgotten Cave"))).toEqual(["static:enters-tapped", "mana", "cycling"]);
  });

  it("reads type lines into supertypes, types and subtypes, and colours from the mana cost", () => {
    expect(card("Swamp")).toMatchObject({ supertypes: ["Basic"], types: ["Land"], subtypes: ["Swamp"], colors: [] });
    expect(card("Krosan Tusker")).toMatchObject({ types: ["Creature"], subtypes: ["Boar", "Beast"], colors: ["G"], power: 6, toughness: 5 });
    expect(card("Decree of Justice")).toMatchObject({ manaCost: "{X}{X}{2}{W}{W}", colors: ["W"] });
  });

  it("looks cards up forgivingly and suggests near misses", () => {
    expect(mtgCards().lookup("krosan tusker")?.name).toBe("Krosan Tusker");
    expect(mtgCards().suggest("Gempalm Poluter").map((c) => c.name)).toContain("Gempalm Polluter");
  });
});

describe("defineMtgCard", () => {
  it("validates a custom card field by field and never throws", () => {
    const { def, problems } = defineMtgCard({ name: "Homebrew Cycler", manaCost: "{1}{Q}", type: "Creature — Goblin", text: "Cycling {R}" });
    expect(def.abilities).toContainEqual(expect.objectContaining({ kind: "cycling" }));
    expect(problems.map((p) => p.field).sort()).toEqual(["manaCost", "power", "toughness"]);
    expect(defineMtgCard({ name: "", type: "Goblin Thing" } as never).problems.map((p) => p.field)).toEqual(["name", "type", "type", "type"]);
  });
});
