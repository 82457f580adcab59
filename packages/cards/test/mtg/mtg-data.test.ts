import type { MtgAbility, MtgCardDef } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { defineMtgCard, mtgCardFromEntry, mtgCards, mtgEntries } from "../../src/index.js";

function card(name: string): MtgCardDef {
  const def = mtgCards().byName(name);
  if (!def) throw new Error(`missing card ${name}`);
  return def;
}

const kinds = (def: MtgCardDef) => def.abilities.map((a) => (a.kind === "static" ? `static:${a.effect.kind}` : a.kind === "triggered" ? `triggered:${a.trigger}` : a.kind));

/** The entries kept by hand (scripts/mtg-overrides.json, extraCards): cards the cycling snapshot doesn't have. */
const HAND_KEPT = ["Fiery Temper", "Forest", "Island", "Leyline of the Void", "Mountain", "Plains", "Rest in Peace", "Swamp", "Wastes", ...["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"].map((b) => `Snow-Covered ${b}`)];

/**
 * Printed cards with text the engine doesn't read (problems marked `unsupported`; that part is
 * unmodelled), and what. Anything else that doesn't parse is a bug in the data or the parser.
 */
const UNSUPPORTED: Record<string, string> = {
  "Jolted Awake": "energy {E}",
};

/** The cycling keywords the engine can't read (above): the ability is one unmodelled part of the card. */
const CYCLING_NOT_READ: string[] = [];

/** A parsed cycling ability as the snapshot writes it: "Swampcycling {2}", "Cycling—Pay 2 life". */
function written(a: MtgAbility): string | undefined {
  if (a.kind !== "cycling") return undefined;
  const keyword = a.variant.kind === "draw" ? "Cycling" : a.variant.label;
  if (a.cost.sacrifice) return `${keyword}—Sacrifice a ${a.cost.sacrifice.types.join(" ").toLowerCase()}`;
  return a.cost.mana !== undefined ? `${keyword} ${a.cost.mana}` : `${keyword}—Pay ${a.cost.life ?? 0} life`;
}

describe("data/mtg.json", () => {
  const entries = mtgEntries();

  it("holds every card of the cycling snapshot (429) and the 15 hand-kept entries, each name once", () => {
    expect(entries).toHaveLength(444);
    expect(entries.filter((e) => !HAND_KEPT.includes(e.name))).toHaveLength(429);
    expect(HAND_KEPT.every((name) => entries.some((e) => e.name === name))).toBe(true);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
  });

  it("makes all 444 cards (the bundled index refuses an entry with a problem)", () => {
    expect(mtgCards().all()).toHaveLength(444);
  });

  it.each(entries.map((e) => [e.name, e] as const))("%s parses with no problems but the documented unsupported text", (name, entry) => {
    const problems = mtgCardFromEntry(entry).problems;
    expect(problems.filter((p) => p.unsupported !== true)).toEqual([]);
    expect(problems.some((p) => p.unsupported === true), UNSUPPORTED[name] ?? "no unsupported text").toBe(name in UNSUPPORTED);
  });

  it("reads the cycling keyword and its cost on every one of the 393 cycling cards (Edge of Autumn's sacrifice of a land too; hybrid costs are read, 107.4e)", () => {
    const cyclers = entries.filter((e) => e.cycling !== undefined);
    expect(cyclers).toHaveLength(393);
    for (const entry of cyclers) {
      const def = card(entry.name);
      const read = def.abilities.flatMap((a) => written(a) ?? []);
      if (CYCLING_NOT_READ.includes(entry.name)) {
        expect(read, entry.name).toEqual([]);
        expect(def.abilities, entry.name).toContainEqual({ kind: "static", effect: { kind: "unmodelled" }, text: expect.stringMatching(/^Cycling/) });
      } else {
        expect(read, entry.name).toEqual(entry.cycling);
      }
    }
  });

  it("reads what each typecycling keyword searches for (702.29e)", () => {
    const searched = (name: string) => card(name).abilities.flatMap((a) => (a.kind === "cycling" && a.variant.kind === "typecycling" ? [a.variant.type] : []));
    expect(searched("Ash Barrens")).toEqual([{ supertypes: ["Basic"], types: ["Land"], subtypes: [] }]);
    expect(searched("Igneous Pouncer")).toEqual([
      { supertypes: [], types: [], subtypes: ["Swamp"] },
      { supertypes: [], types: [], subtypes: ["Mountain"] },
    ]);
    const variants = new Set(entries.flatMap((e) => (e.cycling ?? []).map((k) => k.replace(/[ —].*$/, ""))));
    expect([...variants].sort()).toEqual(["Artifact", "Basic", "Cycling", "Forestcycling", "Halflingcycling", "Islandcycling", "Mountaincycling", "Plainscycling", "Slivercycling", "Swampcycling", "Wizardcycling"]);
    const of = (keyword: string) => entries.find((e) => e.cycling?.some((k) => k.startsWith(keyword)))!.name;
    expect(searched(of("Artifact landcycling"))).toEqual([{ supertypes: [], types: ["Artifact", "Land"], subtypes: [] }]);
    expect(searched(of("Wizardcycling"))).toEqual([{ supertypes: [], types: [], subtypes: ["Wizard"] }]);
    expect(searched(of("Halflingcycling"))).toEqual([{ supertypes: [], types: [], subtypes: ["Halfling"] }]);
  });

  it("reads a keyword line with several keywords (Blast from the Past) and a Vehicle's printed power and toughness", () => {
    expect(card("Blast from the Past").abilities.map((a) => (a.kind === "static" ? (a.effect.kind === "unmodelled" ? a.text : a.effect.kind) : a.kind))).toEqual([
      "madness",
      "cycling",
      "kicker",
      "flashback",
      "buyback",
    ]);
    expect(card("Skybox Ferry")).toMatchObject({ types: ["Artifact"], subtypes: ["Vehicle"], power: 4, toughness: 4 });
  });

  it("reads \"When you cycle this or it dies\" as two triggers, one per condition (702.29c, 700.4)", () => {
    expect(kinds(card("Naya Sojourners"))).toEqual(["triggered:when-you-cycle-this", "triggered:when-dies", "cycling"]);
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

  it("gives every card that says 'cycling' in a keyword line a cycling ability, or a grant of one", () => {
    for (const def of mtgCards().all()) {
      if (/^(?:[a-z ]*)cycling\s*[{—]/im.test(def.text) && !CYCLING_NOT_READ.includes(def.name)) {
        expect(def.abilities.some((a) => a.kind === "cycling" || (a.kind === "static" && a.effect.kind === "grant-cycling")), def.name).toBe(true);
      }
    }
  });

  it("reads cycling granted to cards in hand (Homing Sliver, Rhet-Tomb Mystic, Tectonic Reformation), and to \"historic\" cards (Jo Grant, 700.6)", () => {
    const granted = (name: string) => card(name).abilities.flatMap((a) => (a.kind === "static" && a.effect.kind === "grant-cycling" ? [{ type: a.effect.type, text: a.effect.ability.text }] : []));
    expect(granted("Rhet-Tomb Mystic")).toEqual([{ type: { supertypes: [], types: ["Creature"], subtypes: [] }, text: "Cycling {1}{U}" }]);
    expect(granted("Tectonic Reformation")).toEqual([{ type: { supertypes: [], types: ["Land"], subtypes: [] }, text: "Cycling {R}" }]);
    expect(granted("Homing Sliver")).toEqual([{ type: { supertypes: [], types: [], subtypes: ["Sliver"] }, text: "Slivercycling {3}" }]);
    expect(granted("Jo Grant")).toEqual([{ type: "historic", text: "Cycling {2}{W}" }]);
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
  it("takes a Vehicle's printed power and toughness (208.3, 301.7), and refuses them on other noncreatures", () => {
    expect(defineMtgCard({ name: "Skiff", type: "Artifact — Vehicle", manaCost: "{2}", power: 3, toughness: 2, text: "Crew 1" }).problems).toEqual([]);
    expect(defineMtgCard({ name: "Rock", type: "Artifact", manaCost: "{2}", power: 3, toughness: 2 }).problems.map((p) => p.message)).toEqual([
      "Only creatures (and Vehicles) have power (208.1, 208.3).",
      "Only creatures (and Vehicles) have toughness (208.1, 208.3).",
    ]);
  });

  it("validates a custom card field by field and never throws", () => {
    const { def, problems } = defineMtgCard({ name: "Homebrew Cycler", manaCost: "{1}{Q}", type: "Creature — Goblin", text: "Cycling {R}" });
    expect(def.abilities).toContainEqual(expect.objectContaining({ kind: "cycling" }));
    expect(problems.map((p) => p.field).sort()).toEqual(["manaCost", "power", "toughness"]);
    expect(defineMtgCard({ name: "", type: "Goblin Thing" } as never).problems.map((p) => p.field)).toEqual(["name", "type", "type", "type"]);
  });
});
