/**
 * The bundled Riftbound data against the card snapshot it was converted from
 * (scripts/convert-riftbound.mjs; issue 10, item 1): every card, every printing's code, the facts
 * of a few cards field by field as the snapshot gives them, the tokens kept by hand, and the
 * facts the snapshot lacks marked as unknown. snapshot-printings.json is every printing as the
 * snapshot lists it (card, code, public code), written by the script without processing.
 */
import { readFileSync } from "node:fs";
import type { RiftCardDef } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { riftboundCards, riftboundEntries } from "../../src/index.js";

const printings = JSON.parse(readFileSync(new URL("./snapshot-printings.json", import.meta.url), "utf8")) as [card: string, code: string, publicCode: string][];
const cards = riftboundCards();

function card(ref: string): RiftCardDef {
  const def = cards.lookup(ref);
  if (!def) throw new Error(`missing card ${ref}`);
  return def;
}

describe("every card of the snapshot", () => {
  const fromSnapshot = riftboundEntries().filter((e) => e.codes !== undefined);

  it("927 cards in 1,320 printings, every card loading", () => {
    expect(fromSnapshot).toHaveLength(927);
    expect(new Set(printings.map(([c]) => c)).size).toBe(927);
    expect(printings).toHaveLength(1320);
    const types = new Map<string, number>();
    for (const entry of fromSnapshot) {
      const def = card(entry.name);
      expect(def.name).toBe(entry.name);
      types.set(def.type, (types.get(def.type) ?? 0) + 1);
    }
    expect(Object.fromEntries(types)).toEqual({ unit: 468, spell: 233, gear: 107, battlefield: 64, legend: 49, rune: 6 });
  });

  it("every printing's code and public code finds its card", () => {
    const wrong: string[] = [];
    for (const [canonical, code, publicCode] of printings) {
      const owner = card(canonical);
      if (cards.lookup(publicCode) !== owner) wrong.push(`${publicCode} → ${cards.lookup(publicCode)?.name ?? "nothing"}, not ${owner.name}`);
      // A bare promo number shared by cards of different sets finds none of them, and offers each.
      const bare = cards.lookup(code);
      if (bare !== owner && !(bare === undefined && cards.suggest(code, 5).includes(owner))) wrong.push(`${code} → ${bare?.name ?? "nothing"}, not ${owner.name}`);
    }
    expect(wrong).toEqual([]);
  });

  it("accepts the code forms of the wild: variants, signed, overnumbered, runes, tokens, promos, Riot ids", () => {
    expect(card("OGN-036").name).toBe("Vi, Destructive");
    for (const code of ["OGN-036/298", "ogn-036-298", "OGN-036a", "PR-036a", "pr-036a-298"]) expect(card(code).name, code).toBe("Vi, Destructive");
    for (const code of ["OGN-299*", "OGN-299*/298", "OGN-299", "OGN-299s"]) expect(card(code).name, code).toBe("Kai'Sa, Daughter of the Void");
    expect(card("VEN-R01").name).toBe("Fury Rune");
    expect(card("ven-r06").name).toBe("Order Rune");
    expect(card("SFD-T03").name).toBe("Gold");
    expect(card("VEN-SP1/006").name).toBe("Kai'Sa, Survivor");
    expect(card("JDG-111").name).toBe("Heimerdinger, Inventor");
    expect(card("UNL-229*").name).toBe("Vi, Piltover Enforcer");
    // OPP-001 is printed on three promos (Origins /298, Proving Grounds /024, Unleashed /219).
    expect(cards.byCode("OPP-001")).toBeUndefined();
    expect(cards.suggest("OPP-001").map((c) => c.name)).toEqual(["Blazing Scorcher", "Annie, Fiery", "Arena Kingpin"]);
    expect(card("OPP-001/298").name).toBe("Blazing Scorcher");
    expect(card("OPP-001/024").name).toBe("Annie, Fiery");
    expect(card("opp-001-219").name).toBe("Arena Kingpin");
  });

  it("finds a legend by its printed title and a token by its printed card's name", () => {
    expect(card("Loose Cannon").name).toBe("Jinx, Loose Cannon");
    expect(card("Recruit // Buff").name).toBe("Recruit");
    expect(card("Gold // Buff").name).toBe("Gold");
  });
});

describe("facts field by field, as the snapshot gives them", () => {
  it("a Vendetta champion unit: Akali, Deadly Weapon (VEN-021)", () => {
    expect(card("Akali, Deadly Weapon")).toMatchObject({
      code: "VEN-021",
      codes: ["VEN-021/166", "VEN-021a/166"],
      type: "unit",
      supertypes: ["champion"],
      domains: ["fury"],
      cost: { energy: 3, power: [] },
      might: 3,
      tags: ["Ionia", "Akali"],
      keywords: ["Empower", "Empowered"],
      text: "[Empower] [2][R] ([2][R]: Empower me. Use only if not Empowered.)\nWhen I move, you may deal 1 to a unit at a battlefield I moved to or from. If I'm [Empowered], deal 2 instead.\n[Empowered][>] I have +1 [M].",
    });
  });

  it("an Unleashed champion with a power pip and four printings: Rengar, Trophy Hunter (UNL-120)", () => {
    const rengar = card("Rengar, Trophy Hunter");
    expect(rengar).toMatchObject({ type: "unit", supertypes: ["champion"], domains: ["body"], cost: { energy: 5, power: ["body"] }, might: 6, tags: ["Cat", "Rengar", "Ixtal"], keywords: ["Ambush"] });
    for (const code of ["UNL-120", "VEN-179", "OPP-120/219", "UNL-120a"]) expect(cards.lookup(code), code).toBe(rengar);
  });

  it("a battlefield, a legend and a two-domain signature gear", () => {
    expect(card("Altar to Unity")).toMatchObject({ code: "OGN-275", type: "battlefield", supertypes: [], domains: [], cost: { energy: 0, power: [] }, tags: [], text: "When you hold here, play a 1 [M] Recruit unit token in your base." });
    expect(card("Altar to Unity").might).toBeUndefined();
    expect(card("Vi, Piltover Enforcer")).toMatchObject({ code: "UNL-187", type: "legend", domains: ["fury", "order"], tags: ["Vi"] });
    expect(card("Forgefire Cape")).toMatchObject({ type: "gear", supertypes: ["signature"], domains: ["calm", "mind"], tags: ["Ornn", "Equipment"], keywords: ["Unique", "Equip"] });
  });

  it("a champion printed again in a later set: Ezreal, Prodigy (SFD-149, VEN-SP5)", () => {
    expect(card("VEN-SP5")).toMatchObject({ name: "Ezreal, Prodigy", type: "unit", domains: ["chaos"], cost: { energy: 3, power: ["chaos"] }, might: 3, tags: ["Ezreal", "Piltover"] });
  });

  it("basic runes carry the basic supertype and no printed text; their abilities are rule 164.2's", () => {
    const rune = card("Fury Rune");
    expect(rune).toMatchObject({ type: "rune", supertypes: ["basic"], domains: ["fury"], textSource: "" });
    expect(rune.abilities.map((a) => (a.kind === "activated" ? a.name : a.kind))).toEqual(["exhaust", "recycle"]);
  });
});

describe("what the snapshot lacks is marked, never guessed", () => {
  const unknownPower = riftboundEntries().filter((e) => e.cost?.power.includes("unknown"));

  it("41 two-domain cards have power pips of unknown domain, and say so", () => {
    expect(unknownPower).toHaveLength(41);
    for (const entry of unknownPower) {
      expect(entry.domains, entry.name).toHaveLength(2);
      expect(entry.cost?.power.every((p) => p === "unknown"), entry.name).toBe(true);
      expect(entry.note, entry.name).toMatch(/give only their number, not each pip's domain/);
    }
    expect(card("Tibbers").cost).toEqual({ energy: 8, power: ["unknown", "unknown"] });
    expect(card("Acceleration Gate").cost).toEqual({ energy: 3, power: ["unknown"] });
    expect(card("Icathian Rain").cost.power).toHaveLength(3);
  });

  it("an erratum whose place in the card's text the data can't tell says so, and no such card has a modelled ability the uncertainty could change", () => {
    const unsure = riftboundEntries().filter((e) => e.errata?.inText === "unknown");
    expect(unsure.length).toBeGreaterThan(0);
    for (const entry of unsure) {
      expect(entry.errata?.note, entry.name).toMatch(/doesn't say whether its text is from before or after this erratum/);
      const def = card(entry.name);
      const kinds: string[] = [...def.abilities.flatMap((a) => (a.kind === "static" ? [a.effect.kind] : a.effect.map((e) => e.kind))), ...(def.onPlay ?? []).map((e) => e.kind)];
      // Keyword abilities such as [Vision] and [Empower] (Gangplank, Naval's erratum changes only
      // its [Empowered] clause) are read from the keyword, not from the changed wording.
      // Falling Star and Icathian Rain deal the same damage the same number of times in both
      // wordings ("Do this twice: …" or the sentence repeated); they differ only in whether the
      // damage is the spell's or reflexive triggers' (415.5.d), which only an unmodelled "when you
      // kill a unit with a spell" could tell apart.
      // Disintegrate's erratum rewords only its "If this kills it, draw 1", Guards!'s only its "You may
      // pay [Y] to ready it": those stay unmodelled, and the damage and the token are the same either way.
      // Portal Rescue: "then play it" (you) or "then its owner plays it" differ only for a friendly
      // unit someone else owns, and the engine refuses that case as an unknown fact (rulings R20).
      // Relentless Pursuit's erratum rewords only its Equipment sentence ("up to one"): its move is the same.
      // Sett, The Boss's erratum rewords only its "would die" replacement; "When you conquer, ready me" is the same.
      const sameEitherWay: Readonly<Record<string, string[]>> = {
        "Sett, The Boss": ["ready-self"],
        "Falling Star": ["deal"],
        "Icathian Rain": ["deal"],
        Disintegrate: ["deal"],
        "Guards!": ["play-token"],
        "Portal Rescue": ["banish-unit-then-play"],
        "Relentless Pursuit": ["move-unit"],
      };
      const same = sameEitherWay[entry.name] ?? [];
      expect(kinds.filter((k) => k !== "unmodelled" && k !== "look-then-recycle" && k !== "empower-self" && !same.includes(k)), entry.name).toEqual([]);
    }
  });

  it("the publisher's wording is kept for display where the text the parser reads differs", () => {
    // An erratum made in the printed text: Sona, Harmonious reads as announced, shows as printed.
    expect(card("Sona, Harmonious")).toMatchObject({
      text: "At the end of your turn, if I'm at a battlefield, ready up to 4 friendly runes.",
      textSource: "While I'm at a battlefield, ready 4 friendly runes at the end of your turn.",
      errata: { date: "2025-10-28" },
    });
    // Bulleted effects: the publisher's bullets, where the text the parser reads has one a line.
    expect(card("Twisted Fate, Gambler").textSource).toContain("based on its domain:\n• [R] — Deal 2");
    expect(card("Twisted Fate, Gambler").text).toContain("based on its domain:\n[R] — Deal 2");
  });
});

describe("the tokens", () => {
  it("keeps the bundled tokens the snapshot has no card for, and names the printed token cards as before", () => {
    for (const name of ["Sand Soldier", "Mech", "Reflection", "Bird", "Tentacle", "Shadow Clone"]) {
      expect(card(name).supertypes, name).toEqual(["token"]);
      expect(card(name).code, name).toBeUndefined();
    }
    expect(card("Recruit")).toMatchObject({ code: "OGN-271", codes: ["OGN-271/298", "OGN-272/298", "OGN-273/298"], might: 1, tags: ["Recruit"] });
    expect(card("OGN-274").name).toBe("Sprite");
    expect(card("Mech")).toMatchObject({ type: "unit", might: 3, tags: ["Mech"] });
  });
});
