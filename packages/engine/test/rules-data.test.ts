import { describe, expect, it } from "vitest";
import { CYCLING_RULES, citeMtg, ruleEditionName, ruleEntries, type RulesEdition, type RulesGame } from "../src/index.js";

describe("the rules data: one source of rule numbers by edition", () => {
  it("names both editions of both games", () => {
    for (const game of ["riftbound", "mtg"] as const satisfies readonly RulesGame[]) {
      for (const edition of ["current", "previous"] as const satisfies readonly RulesEdition[]) expect(ruleEditionName(game, edition)).not.toBe("");
    }
    expect(ruleEditionName("riftbound", "previous")).toBe("Core Rules v1.1 (Origins)");
  });

  it("gives every rule a number in at least one edition, never the same number to two rules of a game", () => {
    const seen = new Set<string>();
    for (const entry of ruleEntries()) {
      expect(entry.current ?? entry.previous).not.toBeNull();
      for (const edition of ["current", "previous"] as const) {
        const number = entry[edition];
        if (number === null) continue;
        const key = `${entry.game} ${edition} ${number}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it("CYCLING_RULES is the data's 702.29 family, its seed numbers the data's previous edition", () => {
    const family = ruleEntries().filter((e) => e.game === "mtg" && e.current?.startsWith("702.29"));
    expect(CYCLING_RULES.map((m) => m.current)).toEqual(family.map((e) => e.current));
    expect(CYCLING_RULES.map((m) => m.seed)).toEqual(family.map((e) => e.previous));
    expect(CYCLING_RULES.map((m) => m.current)).toEqual(["702.29", "702.29a", "702.29b", "702.29c", "702.29d", "702.29e", "702.29f"]);
    expect(CYCLING_RULES.filter((m) => m.note !== undefined).map((m) => m.current)).toEqual(["702.29c", "702.29d", "702.29f"]);
  });

  it("citeMtg cites every Magic rule of the data in the seed edition by its previous number, or its current one labelled", () => {
    for (const entry of ruleEntries().filter((e) => e.game === "mtg" && e.current !== null)) {
      expect(citeMtg(entry.current!, "seed")).toBe(entry.previous ?? `${entry.current} (current CR)`);
      if (entry.previous !== null) expect(citeMtg(entry.previous, "current", "seed")).toBe(entry.current);
    }
  });
});
