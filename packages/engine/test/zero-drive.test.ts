import { describe, expect, it } from "vitest";
import { createRiftGame, type RiftCardDef } from "../src/index.js";
import { activated, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

/** The Zero Drive's ability: "Banish this: Play all units banished with this, ignoring their costs." (no resources, to keep the test about the rest). */
const DRIVE: RiftCardDef = {
  name: "Drive",
  type: "gear",
  supertypes: [],
  tags: [],
  keywords: [],
  domains: ["mind"],
  cost: { energy: 0, power: [] },
  text: "Banish this: Play all units banished with this, ignoring their costs.",
  abilities: [activated([{ kind: "banish-self" }], [{ kind: "play-banished-with-this", match: { types: ["unit"] }, all: true, ignore: "all" }])],
};
const BIG = unit("Big", "fury", 3, { cost: { energy: 9, power: ["fury"] } });
const OTHER = unit("Other", "fury", 2, { cost: { energy: 9, power: [] } });

describe("The Zero Drive (rulings R41)", () => {
  it("its 'Banish this' cost still lets the ability find the units that object banished, played at no cost", () => {
    const s = game({
      players: {
        A: { zones: { base: [{ def: DRIVE }], banishment: [{ def: BIG, banishedWith: "drive" }, { def: OTHER }] } },
        B: { zones: { banishment: [{ def: OTHER, id: "theirs", banishedWith: "drive" }] } },
      },
    });
    const r = run(s, { type: "activate", player: "A", card: "drive", ability: 1, choices: [] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "base")).toEqual(["Big", "Other"]);
    expect(r.state.cards.get("theirs")?.controller).toBe("A");
    expect(names(r.state, "A", "banishment")).toEqual(["Other", "Drive"]);
  });

  it("a game set up without banished-with finds nothing to play", () => {
    const s = game({ players: { A: { zones: { base: [{ def: DRIVE }], banishment: [{ def: BIG }] } } } });
    const r = run(s, { type: "activate", player: "A", card: "drive", ability: 1, choices: [] });
    expect(names(r.state, "A", "banishment")).toEqual(["Big", "Drive"]);
    expect(r.events.some((e) => e.type === "note" && e.text.includes("no unit banished with Drive"))).toBe(true);
  });

  it("banished-with outside banishment, or naming no card on the board, is a set-up problem (427.3)", () => {
    const created = createRiftGame({
      turnPlayer: "A",
      players: { A: { zones: { hand: [{ def: BIG, banishedWith: "drive" }], base: [{ def: DRIVE }], banishment: [{ def: OTHER, banishedWith: "nothing" }] } } },
    });
    expect(created.problems.map((p) => [p.zone, p.rule])).toEqual([
      ["hand", "427.3"],
      ["banishment", "427.3"],
    ]);
    expect(created.state.cards.get("other")?.banishedBy).toBeUndefined();
  });
});
