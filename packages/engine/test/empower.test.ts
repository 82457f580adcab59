import { describe, expect, it } from "vitest";
import { applyRift, mightOf, type RiftCardDef } from "../src/index.js";
import { activated, FILLER, unit } from "./fixtures.js";
import { game, run } from "./helpers.js";

const MAGE: RiftCardDef = unit("Mage", "mind", 3, {
  abilities: [
    activated([{ kind: "energy", amount: 1 }], [{ kind: "empower-self" }], { name: "empower", text: "[Empower] [1]", onlyIfNotEmpowered: true }),
    activated([{ kind: "energy", amount: 1 }], [{ kind: "empower-self" }], { name: "again", text: "[1]: Empower me." }),
    { kind: "triggered", trigger: "when-empowered", effect: [{ kind: "draw", count: 1 }], optional: false, text: "When I become [Empowered], draw 1." },
    { kind: "static", effect: { kind: "might-while-empowered", amount: 2 }, text: "[Empowered][>] I have +2 [M]." },
    activated([{ kind: "recycle-self" }], [], { name: "leave", text: "Recycle me:" }),
  ],
});

function mage(energy: number) {
  return game({ players: { A: { energy, zones: { base: [{ def: MAGE }], "main-deck": [{ def: FILLER(1) }, { def: FILLER(2) }] } } } });
}

describe("[Empower]", () => {
  it("becoming Empowered triggers once and adds Might while it lasts", () => {
    expect(mightOf(mage(2), "mage")).toBe(3);
    const r = applyRift(mage(2), { type: "activate", player: "A", card: "mage", ability: "empower", choices: [] });
    expect(r.violations).toEqual([]);
    expect(mightOf(r.state, "mage")).toBe(5);
    // Empowering an Empowered unit again (another ability) does nothing: it doesn't *become* Empowered.
    const again = applyRift(r.state, { type: "activate", player: "A", card: "mage", ability: "again", choices: [] });
    expect(again.events.filter((e) => e.type === "trigger")).toEqual([]);
    expect(again.events.some((e) => e.type === "note" && e.text.includes("already Empowered"))).toBe(true);
  });

  it("'Use only if not Empowered' refuses the ability, and nothing is paid", () => {
    const r = run(mage(3), { type: "activate", player: "A", card: "mage", ability: "empower", choices: [] }, { type: "activate", player: "A", card: "mage", ability: "empower", choices: [] });
    expect(r.refused).toBe(true);
    expect(r.violations[0]?.rule).toBe("Empower");
    expect(r.state.resources["A"]?.energy).toBe(2);
  });

  it("a unit that leaves the board is no longer Empowered (124.1)", () => {
    const r = run(mage(1), { type: "activate", player: "A", card: "mage", ability: "empower", choices: [] }, { type: "activate", player: "A", card: "mage", ability: "leave", choices: [] });
    expect(r.state.cards.get("mage")?.empowered).toBeUndefined();
  });
});
