import { describe, expect, it } from "vitest";
import { type RiftAction, type RiftCardDef } from "../src/index.js";
import { activated, battlefield, spell, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

const FREE = { energy: 0, power: [] };
const BLADE: RiftCardDef = {
  name: "Blade",
  type: "gear",
  supertypes: [],
  tags: ["Equipment"],
  keywords: ["Equip"],
  domains: ["fury"],
  cost: FREE,
  text: "[Equip] [1]",
  abilities: [activated([{ kind: "energy", amount: 0 }], [{ kind: "attach-self" }], { name: "equip", text: "[Equip] [1]" })],
};
const GUARD = unit("Guard", "fury", 2, { cost: FREE });
const SACRIFICE = spell("Sacrifice", "fury", [{ kind: "kill-friendly-unit" }], { cost: FREE });
const FIELD = battlefield("Field");
const equip = (choices: string[] = ["Guard"]): RiftAction => ({ type: "activate", player: "A", card: "blade", ability: "equip", choices });

describe("[Equip] (717–719)", () => {
  it("attaches the gear to the chosen unit, where the unit is, and it moves with it (719.3, 719.3.a)", () => {
    const s = game({ battlefields: [{ player: "A", index: 0, controller: "A" }], players: { A: { zones: { base: [{ def: BLADE }], battlefield: [{ def: FIELD }, { def: GUARD, at: 0 }] } } } });
    const r = run(s, equip());
    expect(r.violations).toEqual([]);
    expect(r.state.cards.get("blade")).toMatchObject({ attachedTo: "guard", at: "field" });
    expect(names(r.state, "A", "battlefield")).toContain("Blade");
    const moved = run(r.state, { type: "move", player: "A", card: "guard", to: "base", choices: [] });
    expect(names(moved.state, "A", "base")).toEqual(["Guard", "Blade"]);
    expect(moved.state.cards.get("blade")?.at).toBeUndefined();
  });

  it("is refused while the gear is attached (718.2)", () => {
    const s = game({ players: { A: { zones: { base: [{ def: BLADE }, { def: GUARD }] } } } });
    const r = run(s, equip(), equip());
    expect(r.refused).toBe(true);
    expect(r.violations.map((v) => v.rule)).toContain("718.2");
  });

  it("detaches when the unit leaves the board, and a gear left at a battlefield is recalled to base (719.5, 457.1)", () => {
    const s = game({ battlefields: [{ player: "A", index: 0, controller: "A" }], players: { A: { zones: { hand: [{ def: SACRIFICE }], base: [{ def: BLADE }], battlefield: [{ def: FIELD }, { def: GUARD, at: 0 }] } } } });
    const r = run(s, equip(), { type: "play", player: "A", card: "sacrifice", choices: ["Guard"] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "trash")).toContain("Guard");
    expect(names(r.state, "A", "base")).toEqual(["Blade"]);
    expect(r.state.cards.get("blade")?.attachedTo).toBeUndefined();
    expect(r.state.cards.get("blade")?.at).toBeUndefined();
  });
});

describe("Ashe, Focused's delayed return (rulings R30)", () => {
  const ASHE = unit("Ashe", "order", 4, {
    cost: FREE,
    abilities: [{ kind: "triggered", trigger: "when-played", effect: [{ kind: "reveal-hand-banish-until-hold" }], optional: false, text: "When you play me, …" }],
  });
  const PRIZE = unit("Prize", "calm", 1);
  const setup = () =>
    game({
      battlefields: [{ player: "B", index: 0, controller: "B" }],
      players: {
        A: { zones: { hand: [{ def: ASHE }, { def: SACRIFICE }] } },
        B: { zones: { hand: [{ def: PRIZE }], battlefield: [{ def: FIELD }, { def: GUARD, at: 0 }] } },
      },
    });
  const toBsHold: RiftAction[] = [{ type: "advance", phase: "end", choices: [] }, { type: "advance", phase: "beginning", choices: [] }];

  it("returns the card when that opponent holds, even with Ashe gone from the board", () => {
    const r = run(setup(), { type: "play", player: "A", card: "ashe", choices: ["Prize"] }, { type: "play", player: "A", card: "sacrifice", choices: ["Ashe"] }, ...toBsHold);
    expect(names(r.state, "A", "trash")).toContain("Ashe");
    expect(names(r.state, "B", "hand")).toEqual(["Prize"]);
    expect(names(r.state, "B", "banishment")).toEqual([]);
    expect(r.state.returnsOnHold ?? []).toEqual([]);
  });
});
