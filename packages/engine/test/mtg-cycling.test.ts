import { describe, expect, it } from "vitest";
import { applyMtg } from "../src/index.js";
import {
  ABANDONED_SARCOPHAGUS,
  ASH_BARRENS,
  ASTRAL_SLIDE,
  DECREE_OF_PAIN,
  DISCIPLE_OF_GRACE,
  DRAKE_HAVEN,
  FILLER,
  FLUCTUATOR,
  GRIZZLY,
  REST_IN_PEACE,
  SHARK_TYPHOON,
  STABILIZER,
  TWISTED_ABOMINATION,
  basic,
} from "./mtg-fixtures.js";
import { cards, lines, mtg, run, zone } from "./mtg-helpers.js";

const plains = (n: number) => Array.from({ length: n }, () => ({ def: basic("Plains") }));

describe("702.29 Cycling", () => {
  it("702.29a: cycling pays the cost, discards the card and draws (Disciple of Grace with two Plains)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: plains(2), library: cards(FILLER(1)) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.refused).toBe(false);
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "hand")).toEqual(["Filler 1"]);
    expect(zone(r.state, "A", "library")).toEqual([]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Disciple of Grace"]);
    expect([...r.state.cards.values()].filter((c) => c.tapped).map((c) => c.def.name)).toEqual(["Plains", "Plains"]);
    expect(r.state.stack).toEqual([]);
  });

  it("702.29a: with only one Plains the {2} can't be paid: refused, nothing changes (118.3)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: plains(1), library: cards(FILLER(1)) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.refused).toBe(true);
    expect(r.state).toBe(s);
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3", severity: "error" });
    expect(r.violations[0]!.message).toContain("{2}");
  });

  it("702.29a: cycling from the battlefield is refused", () => {
    const s = mtg({ players: { A: { zones: { battlefield: [...cards(DISCIPLE_OF_GRACE), ...plains(2)] } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.refused).toBe(true);
    expect(r.state).toBe(s);
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "702.29a", at: { part: "card" } });
    expect(r.violations[0]!.message).toContain("702.29b");
  });

  it("702.29a: cycling from the graveyard is refused, even with Abandoned Sarcophagus", () => {
    const s = mtg({ players: { A: { zones: { graveyard: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(ABANDONED_SARCOPHAGUS), ...plains(2)] } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "702.29a" });
  });

  it("602.2: a card in another player's hand can be cycled only by its owner", () => {
    const s = mtg({ players: { A: { zones: { battlefield: plains(2) } }, B: { zones: { hand: cards(DISCIPLE_OF_GRACE) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "602.2", at: { part: "player" } });
  });

  it("702.29b: a card with cycling still has it on the battlefield: Abandoned Sarcophagus exiles it when it dies", () => {
    // Decree of Pain's cycle trigger gives all creatures -2/-2; Disciple of Grace (1/2) dies.
    const s = mtg({
      players: {
        A: { zones: { hand: cards(DECREE_OF_PAIN), battlefield: [...cards(ABANDONED_SARCOPHAGUS, DISCIPLE_OF_GRACE, GRIZZLY), ...cards(basic("Swamp"), basic("Swamp"), basic("Swamp"), basic("Swamp"), basic("Swamp"))], library: cards(FILLER(1)) } },
      },
    });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "decree-of-pain" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "exile")).toEqual(["Disciple of Grace"]);
    // Grizzly Bears has no cycling: it goes to the graveyard; the cycled Decree was cycled, so it does too.
    expect(zone(r.state, "A", "graveyard").sort()).toEqual(["Decree of Pain", "Grizzly Bears"]);
  });

  it("702.29c: 'when you cycle' triggers and resolves before the draw (Shark Typhoon, X = 2)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(SHARK_TYPHOON), battlefield: cards(basic("Island"), basic("Island"), basic("Island"), basic("Island")), library: cards(FILLER(1)) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "shark-typhoon", x: 2 });
    expect(r.violations).toEqual([]);
    const shark = [...r.state.cards.values()].find((c) => c.def.name === "Shark")!;
    expect(shark).toMatchObject({ token: true, controller: "A" });
    expect([shark.def.power, shark.def.toughness]).toEqual([2, 2]);
    const order = lines(r.events).filter((l) => l.startsWith("create") || l.startsWith("move Filler"));
    expect(order).toEqual(["create Shark", "move Filler 1 A.library->A.hand"]);
  });

  it("702.29c: the trigger works from exile when Rest in Peace exiles the cycled card; the cost was still paid (118.11)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(SHARK_TYPHOON), battlefield: cards(REST_IN_PEACE, basic("Island"), basic("Island"), basic("Island")), library: cards(FILLER(1)) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "shark-typhoon", x: 1 });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "exile")).toEqual(["Shark Typhoon"]);
    expect(zone(r.state, "A", "graveyard")).toEqual([]);
    expect(zone(r.state, "A", "battlefield")).toContain("Shark");
    expect(zone(r.state, "A", "hand")).toEqual(["Filler 1"]);
    expect(r.events.find((e) => e.type === "move" && e.name === "Shark Typhoon")).toMatchObject({ to: { player: "A", zone: "exile" }, reason: "discard", rule: "614.1a" });
  });

  it("702.29d: 'whenever you cycle or discard a card' triggers only once for a cycle (Drake Haven)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(DRAKE_HAVEN), ...plains(3)], library: cards(FILLER(1)) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.violations).toEqual([]);
    expect(r.events.filter((e) => e.type === "trigger")).toHaveLength(1);
    expect(zone(r.state, "A", "battlefield").filter((n) => n === "Drake")).toHaveLength(1);
  });

  it("702.29e: basic landcycling searches for a basic land card, reveals it, puts it into hand and shuffles", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(ASH_BARRENS), battlefield: plains(1), library: cards(FILLER(1), basic("Forest"), FILLER(2), basic("Swamp")) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "ash-barrens", search: "Swamp" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "hand")).toEqual(["Swamp"]);
    expect(zone(r.state, "A", "library").sort()).toEqual(["Filler 1", "Filler 2", "Forest"]);
    expect(r.events.some((e) => e.type === "note" && e.text === "A reveals Swamp" && e.rule === "701.20a")).toBe(true);
    expect(r.events.find((e) => e.type === "shuffle")).toMatchObject({ zone: { player: "A", zone: "library" }, rule: "702.29e" });
  });

  it("702.29e: without an answer the first matching card from the top is found, and the transcript says so", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(ASH_BARRENS), battlefield: plains(1), library: cards(FILLER(1), basic("Forest"), basic("Swamp")) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "ash-barrens" });
    expect(zone(r.state, "A", "hand")).toEqual(["Forest"]);
    expect(r.events.find((e) => e.type === "choice")).toMatchObject({ answer: "Forest", defaulted: true });
  });

  it("702.29e: swampcycling can't find an Island: the answer is an error and the search finds nothing", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: plains(2), library: cards(basic("Island"), basic("Swamp")) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "twisted-abomination", search: "Island" });
    expect(r.refused).toBe(false);
    expect(r.violations).toEqual([expect.objectContaining({ code: "invalid-choice", rule: "702.29e", at: { part: "to" } })]);
    expect(zone(r.state, "A", "hand")).toEqual([]);
  });

  it("701.23b: a search may fail to find; the library is shuffled all the same", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: plains(2), library: cards(basic("Swamp"), FILLER(1)) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "twisted-abomination", search: "nothing" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "hand")).toEqual([]);
    expect(r.events.some((e) => e.type === "note" && e.rule === "701.23b")).toBe(true);
    expect(r.events.some((e) => e.type === "shuffle")).toBe(true);
  });

  it("702.29f: Stabilizer stops swampcycling", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: plains(2), library: cards(basic("Swamp")) } }, B: { zones: { battlefield: cards(STABILIZER) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "twisted-abomination", ability: "swampcycling" });
    expect(r.refused).toBe(true);
    expect(r.state).toBe(s);
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "702.29f", at: { part: "ability" } });
  });

  it("602.5: Stabilizer stops cycling", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(STABILIZER), ...plains(2)] } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "602.5" });
  });

  it("702.29f: a typecycling cost is a cycling cost (Fluctuator reduces swampcycling {2} to {0})", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: cards(FLUCTUATOR), library: cards(basic("Swamp")) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "twisted-abomination" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "hand")).toEqual(["Swamp"]);
    expect(r.events.some((e) => e.type === "note" && e.rule === "118.7a / 702.29f")).toBe(true);
  });

  it("702.29f: typecycling is cycling for triggers (Astral Slide on swampcycling)", () => {
    const s = mtg({
      players: {
        A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: [...cards(ASTRAL_SLIDE), ...plains(2)], library: cards(basic("Swamp")) } },
        B: { zones: { battlefield: cards(GRIZZLY) } },
      },
    });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "twisted-abomination" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "exile")).toEqual(["Grizzly Bears"]);
    expect(r.state.delayed).toHaveLength(1);
  });

  it("702.29f: Abandoned Sarcophagus sees typecycling as cycling: a discarded Twisted Abomination is exiled", () => {
    // A card with swampcycling discarded in cleanup wasn't cycled, so it is exiled.
    const hand = [...cards(TWISTED_ABOMINATION), ...Array.from({ length: 7 }, (_, i) => ({ def: FILLER(i + 1) }))];
    const s = mtg({ step: "end", players: { A: { zones: { hand, battlefield: cards(ABANDONED_SARCOPHAGUS) } } } });
    const r = applyMtg(s, { type: "advance", step: "cleanup", choices: ["Twisted Abomination"] });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "exile")).toEqual(["Twisted Abomination"]);
    expect(r.events.some((e) => e.type === "note" && e.rule === "614.1a / 702.29f")).toBe(true);
  });

  it("702.29f: a cycled card is not exiled by Abandoned Sarcophagus", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: [...cards(ABANDONED_SARCOPHAGUS), ...plains(2)], library: cards(basic("Swamp")) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "twisted-abomination" });
    expect(zone(r.state, "A", "graveyard")).toEqual(["Twisted Abomination"]);
  });

  it("702.29: an ability name the card lacks is refused and names the ones it has", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: plains(2) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "twisted-abomination", ability: "islandcycling" });
    expect(r.violations[0]).toMatchObject({ code: "unknown-target", at: { part: "ability" } });
    expect(r.violations[0]!.message).toContain("swampcycling");
  });

  it("702.29a: search: on plain cycling is reported as unused", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: plains(2), library: cards(FILLER(1)) } } } });
    const r = run(s, { type: "cycle", player: "A", card: "disciple-of-grace", search: "Filler 1" });
    expect(r.violations).toEqual([expect.objectContaining({ code: "unused-choice", at: { part: "to" } })]);
  });
});
