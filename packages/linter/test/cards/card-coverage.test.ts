import { mtgCards, riftboundCards } from "@recycle-rules/cards";
import { describe, expect, it } from "vitest";
import { cardCoverage, modelledOf, unmodelledClauses } from "../../src/index.js";

describe("how much of a card the engine models", () => {
  const rift = (name: string) => riftboundCards().lookup(name)!;
  const mtg = (name: string) => mtgCards().lookup(name)!;

  it("full, part or none, by its abilities", () => {
    expect(modelledOf(rift("Vi, Destructive"))).toBe("full");
    expect(modelledOf(rift("Acceleration Gate"))).toBe("none");
    expect(modelledOf(rift("Rumble, Hotheaded"))).toBe("part");
    expect(modelledOf(mtg("Street Wraith"))).toBe("full");
    // "{B}: Regenerate" is not modelled; its swampcycling is.
    expect(modelledOf(mtg("Twisted Abomination"))).toBe("part");
    expect(unmodelledClauses(mtg("Twisted Abomination"))).toEqual(["Regenerate Twisted Abomination."]);
  });

  it("counts every bundled card once: per Riftbound set, Magic's full definitions and the names known by name only", () => {
    const rows = cardCoverage(riftboundCards().all(), mtgCards().all());
    const total = (game: string) => rows.filter((r) => r.game === game).reduce((n, r) => n + r.full + r.part + r.none, 0);
    expect(total("riftbound")).toBe(riftboundCards().all().length);
    expect(rows.filter((r) => r.game === "riftbound").map((r) => r.set).sort()).toEqual(["OGN", "OGS", "SFD", "UNL", "VEN", "tokens"].filter((s) => rows.some((r) => r.set === s)).sort());
    const magic = rows.filter((r) => r.game === "mtg");
    expect(magic.find((r) => r.set.startsWith("full definitions"))).toMatchObject({ full: expect.any(Number) });
    expect(magic.reduce((n, r) => n + r.full + r.part + r.none, 0)).toBeGreaterThanOrEqual(32_333);
  });
});
