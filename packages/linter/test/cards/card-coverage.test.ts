import { mtgCards, riftboundCards } from "@recycle-rules/cards";
import { describe, expect, it } from "vitest";
import { cardCoverage, isRecycleRelevant, modelledOf, unmodelledClauses } from "../../src/index.js";

describe("how much of a card the engine models", () => {
  const rift = (name: string) => riftboundCards().lookup(name)!;
  const mtg = (name: string) => mtgCards().lookup(name)!;

  it("full, part or none, by its abilities", () => {
    expect(modelledOf(rift("Vi, Destructive"))).toBe("full");
    expect(modelledOf(rift("Acceleration Gate"))).toBe("none");
    // Both of Guerilla Warfare's sentences are modelled: the return from the trash and the free hides (rulings R49).
    expect(modelledOf(rift("Guerilla Warfare"))).toBe("full");
    // Stand United's buff is modelled; its "Buffs give an additional +1 [M]" is not.
    expect(modelledOf(rift("Stand United"))).toBe("part");
    expect(unmodelledClauses(rift("Stand United"))).toEqual(["Buffs give an additional +1 [M] to friendly units this turn."]);
    expect(modelledOf(mtg("Street Wraith"))).toBe("full");
    expect(modelledOf(mtg("Flame Blitz"))).toBe("full");
    // Doctor's companion is a Commander deck-construction rule the checks don't model; its cycling grant is.
    expect(modelledOf(mtg("Jo Grant"))).toBe("part");
    expect(unmodelledClauses(mtg("Jo Grant"))).toEqual(["Doctor's companion"]);
  });

  it("counts every bundled card once: per Riftbound set, Magic's full definitions and the names known by name only; each game's total last", () => {
    const rows = cardCoverage(riftboundCards().all(), mtgCards().all());
    const cards = (r: { full: number; part: number; none: number }) => r.full + r.part + r.none;
    const summed = (game: string) => rows.filter((r) => r.game === game && r.set !== "all" && !r.overlaps).reduce((n, r) => n + cards(r), 0);
    const all = (game: string) => rows.find((r) => r.game === game && r.set === "all")!;
    expect(summed("riftbound")).toBe(riftboundCards().all().length);
    expect(cards(all("riftbound"))).toBe(riftboundCards().all().length);
    expect(rows.filter((r) => r.game === "riftbound" && !r.overlaps && r.set !== "all").map((r) => r.set).sort()).toEqual(["OGN", "OGS", "SFD", "UNL", "VEN", "tokens"]);
    const magic = rows.filter((r) => r.game === "mtg");
    expect(magic.find((r) => r.set.startsWith("full definitions"))).toMatchObject({ full: expect.any(Number) });
    expect(cards(all("mtg"))).toBe(summed("mtg"));
    expect(cards(all("mtg"))).toBeGreaterThanOrEqual(32_333);
    expect(magic.at(-1)?.set).toBe("all");
  });

  it("the recycle-relevant Riftbound cards are a subset row, found by their text, not summed into the total", () => {
    const rows = cardCoverage(riftboundCards().all(), []);
    const relevant = rows.find((r) => r.set.startsWith("recycle-relevant"))!;
    expect(relevant.overlaps).toBe(true);
    const expected = riftboundCards().all().filter(isRecycleRelevant);
    expect(relevant.full + relevant.part + relevant.none).toBe(expected.length);
    expect(expected.map((d) => d.name)).toEqual(expect.arrayContaining(["Vi, Destructive", "Dazzling Aurora", "Sivir, Battle Mistress", "Forge of the Future"]));
    expect(isRecycleRelevant(riftboundCards().lookup("Acceleration Gate")!)).toBe(false);
  });

  it("Magic per set counts a card in each set it was printed in; the total still counts it once", () => {
    const rows = cardCoverage([], mtgCards().all(), { mtgBySet: true });
    const all = rows.at(-1)!;
    expect(all).toMatchObject({ game: "mtg", set: "all" });
    const sets = rows.slice(0, -1);
    expect(sets.every((r) => r.overlaps === true && /^[A-Z0-9]+$|^no set$|^not in the name index$/.test(r.set))).toBe(true);
    expect(sets.map((r) => r.set)).toEqual([...sets.map((r) => r.set)].sort());
    // Street Wraith (fully modelled) was printed in Future Sight and Modern Masters, among others.
    for (const set of ["FUT", "MMA"]) expect(sets.find((r) => r.set === set)!.full).toBeGreaterThanOrEqual(1);
    const perSet = sets.reduce((n, r) => n + r.full + r.part + r.none, 0);
    expect(perSet).toBeGreaterThan(all.full + all.part + all.none);
    expect(all.full).toBe(cardCoverage([], mtgCards().all()).at(-1)!.full);
  });
});
