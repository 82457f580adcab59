import { describe, expect, it } from "vitest";
import { CYCLING_RULES, applyMtg, bareRule, citeMtg } from "../src/index.js";
import { DISCIPLE_OF_GRACE, STABILIZER, TWISTED_ABOMINATION, basic } from "./mtg-fixtures.js";
import { cards, mtg } from "./mtg-helpers.js";

describe("702.29 ↔ 702.26: citing the edition a scenario asks for", () => {
  it("maps the current numbers to the seed edition's", () => {
    expect(citeMtg("702.29", "seed")).toBe("702.26");
    expect(citeMtg("702.29a", "seed")).toBe("702.26a");
    expect(citeMtg("702.29c", "seed")).toBe("702.26c");
    expect(citeMtg("702.29e", "seed")).toBe("702.26d");
    expect(citeMtg("702.29f", "seed")).toBe("702.26e");
  });

  it("702.29d has no seed counterpart, so the seed edition cites its current number, labelled", () => {
    expect(citeMtg("702.29d", "seed")).toBe("702.29d (current CR)");
    expect(CYCLING_RULES.find((m) => m.current === "702.29d")?.seed).toBeNull();
  });

  it("maps the seed's numbers back, and labels every other rule as the current CR's in the seed edition (M1)", () => {
    expect(citeMtg("702.26d", "current", "seed")).toBe("702.29e");
    expect(citeMtg("702.26e", "current", "seed")).toBe("702.29f");
    expect(citeMtg("118.3", "seed")).toBe("118.3 (current CR)");
    expect(citeMtg("118.3 (current CR)", "current", "seed")).toBe("118.3");
    expect(citeMtg("614.1a / 702.29f", "seed")).toBe("614.1a (current CR) / 702.26e");
    expect(citeMtg("702.290", "seed")).toBe("702.290 (current CR)"); // not 702.29 with a 0
    expect(citeMtg("-", "seed")).toBe("-");
  });

  it("cites the numbers inside a sentence, and citing twice changes nothing", () => {
    const once = citeMtg("the payment (118.3, 119.4); it still has cycling there (702.29b), pay {2}, 20 life, 1000 objects", "seed");
    expect(once).toBe("the payment (118.3 (current CR), 119.4 (current CR)); it still has cycling there (702.26b), pay {2}, 20 life, 1000 objects");
    expect(citeMtg(once, "seed")).toBe(once);
    expect(bareRule("601.2g (current CR)")).toBe("601.2g");
  });

  it("every mapped rule round-trips", () => {
    for (const m of CYCLING_RULES) {
      if (m.seed === null) continue;
      expect(citeMtg(citeMtg(m.current, "seed"), "current", "seed")).toBe(m.current);
    }
  });

  it("702.26a: a game in the seed edition cites the seed's numbers", () => {
    const s = mtg({ edition: "seed", players: { A: { zones: { battlefield: cards(DISCIPLE_OF_GRACE) } } } });
    expect(applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" }).violations[0]).toMatchObject({ rule: "702.26a" });
    const stabilized = mtg({ edition: "seed", players: { A: { zones: { hand: cards(TWISTED_ABOMINATION), battlefield: cards(STABILIZER, basic("Swamp"), basic("Swamp")) } } } });
    expect(applyMtg(stabilized, { type: "cycle", player: "A", card: "twisted-abomination" }).violations[0]).toMatchObject({ rule: "702.26e" });
  });
});
