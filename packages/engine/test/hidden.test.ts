import { describe, expect, it } from "vitest";
import { createRiftGame, type RiftAction, type RiftCardDef } from "../src/index.js";
import { battlefield, FILLER, spell, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

const FIELD = battlefield("Field");
const OTHER = battlefield("Other Field");
const CUB = unit("Cub", "body", 3, { keywords: ["Hidden"], cost: { energy: 3, power: [] } });
const GUARD = unit("Guard", "body", 2);
const HOURGLASS: RiftCardDef = { ...unit("Hourglass", "calm", 0), type: "gear", keywords: ["Hidden"], might: undefined };
const STUNNER = spell("Stunner", "mind", [{ kind: "stun", target: "enemy-unit" }], { keywords: ["Hidden"], cost: { energy: 4, power: [] } });
const INSIGHT = spell("Insight", "mind", [{ kind: "draw", count: 1 }], { keywords: ["Hidden"], cost: { energy: 4, power: [] } });
const FREE_HIDES = spell("Free Hides", "mind", [{ kind: "hide-ignoring-costs-this-turn" }], { cost: { energy: 0, power: [] } });
const deck = (n: number) => Array.from({ length: n }, (_, i) => ({ def: FILLER(i + 1) }));
const hide = (card: string, to: string, player = "A"): RiftAction => ({ type: "hide", player, card, to, choices: [] });
const play = (card: string, player = "A"): RiftAction => ({ type: "play", player, card, choices: [] });

describe("the Facedown Zones at set-up (rulings R47)", () => {
  it("a hidden card is its player's, at a battlefield they control, one per battlefield (811.1.b)", () => {
    const created = createRiftGame({
      turnPlayer: "A",
      battlefields: [{ player: "A", index: 0, controller: "A" }, { player: "A", index: 1, controller: "B" }],
      players: { A: { zones: { battlefield: [{ def: FIELD }, { def: OTHER }], facedown: [{ def: CUB, at: 0 }, { def: CUB, at: 0 }, { def: INSIGHT, at: 1 }] } }, B: {} },
    });
    expect(created.problems.map((p) => [p.zone, p.index, p.rule])).toEqual([
      ["facedown", 1, "811.1.b"],
      ["facedown", 2, "811.1.b"],
    ]);
    expect(created.state.cards.get("cub")?.at).toBe("field");
    expect(created.state.cards.get("insight")?.at).toBeUndefined();
  });
});

describe("Guerilla Warfare's free hides (rulings R49)", () => {
  it("last for the turn: the next turn of the same player pays [A] again", () => {
    const s = game({
      battlefields: [{ player: "A", index: 0, controller: "A" }],
      players: {
        A: { zones: { battlefield: [{ def: FIELD }, { def: GUARD, at: 0 }], hand: [{ def: FREE_HIDES }, { def: CUB }, { def: INSIGHT }], "main-deck": deck(3) } },
        B: { zones: { "main-deck": deck(3) } },
      },
    });
    const free = run(s, play("free-hides"), hide("cub", "field"));
    expect(free.violations).toEqual([]);
    expect(names(free.state, "A", "facedown")).toEqual(["Cub"]);
    // Played from Hidden on B's turn, the Field's Facedown Zone is free again; back on A's turn the hide costs [A].
    const later = run(free.state, { type: "advance", phase: "main", choices: [] }, play("cub"), { type: "advance", phase: "main", choices: [] });
    expect(later.violations).toEqual([]);
    expect(later.state.turnPlayer).toBe("A");
    const paid = run(later.state, hide("insight", "field"));
    expect(paid.refused).toBe(true);
    expect(paid.violations[0]?.rule).toBe("131.3");
  });
});

describe("a hidden card when its player no longer controls the battlefield (rulings R48)", () => {
  it("another player conquering it puts the card into its owner's trash", () => {
    const s = game({
      battlefields: [{ player: "A", index: 0, controller: "A" }],
      players: { A: { zones: { battlefield: [{ def: FIELD }], facedown: [{ def: CUB, at: 0 }] } }, B: { zones: { base: [{ def: GUARD }] }, } },
      turnPlayer: "B",
    });
    const r = run(s, { type: "move", player: "B", card: "guard", to: "field", choices: [] }, { type: "conquer", player: "B", card: "field", choices: [] });
    expect(r.violations).toEqual([]);
    expect(r.state.battlefields["field"]).toBe("B");
    expect(names(r.state, "A", "facedown")).toEqual([]);
    expect(names(r.state, "A", "trash")).toEqual(["Cub"]);
  });
});

describe("playing a card from Hidden (rulings R50)", () => {
  it("a gear goes to the battlefield where it was hidden (811.1.d.1.a), for no energy", () => {
    const s = game({
      battlefields: [{ player: "A", index: 0, controller: "A" }],
      players: { A: { zones: { battlefield: [{ def: FIELD }, { def: GUARD, at: 0 }], facedown: [{ def: HOURGLASS, at: 0 }] } } },
    });
    const r = run(s, play("hourglass"));
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "battlefield")).toEqual(["Field", "Guard", "Hourglass"]);
    expect(r.state.cards.get("hourglass")?.at).toBe("field");
  });

  it("one hidden this turn (hidden-this-turn at set-up) waits for the next turn (811.1.b)", () => {
    const s = game({
      battlefields: [{ player: "A", index: 0, controller: "A" }],
      players: { A: { zones: { battlefield: [{ def: FIELD }, { def: GUARD, at: 0 }], facedown: [{ def: HOURGLASS, at: 0, hiddenThisTurn: true }] } } },
    });
    const r = run(s, play("hourglass"));
    expect(r.refused).toBe(true);
    expect(r.violations[0]?.rule).toBe("811.1.b");
  });

  /** A plays Bolt; B answers it with `hidden`, hidden at B's battlefield on an earlier turn. */
  const answerBoltWithHidden = (hidden: typeof INSIGHT) => {
    const s = game({
      battlefields: [{ player: "B", index: 0, controller: "B" }],
      players: {
        A: { zones: { hand: [{ def: spell("Bolt", "fury", [{ kind: "draw", count: 1 }], { cost: { energy: 0, power: [] } }) }], "main-deck": deck(2) } },
        B: { zones: { battlefield: [{ def: FIELD }, { def: GUARD, at: 0 }], facedown: [{ def: hidden, at: 0 }], "main-deck": deck(2) } },
      },
    });
    return run(s, { type: "play", player: "A", card: "bolt", reaction: { player: "B", card: hidden.name.toLowerCase() }, choices: [] });
  };

  it("a hidden spell answers another player's spell as a [Reaction]; one that chooses nothing is played without a warning (811.1.d.2 restricts targets only)", () => {
    const r = answerBoltWithHidden(INSIGHT);
    expect(r.refused).toBe(false);
    expect(r.violations).toEqual([]);
    expect(names(r.state, "B", "trash")).toEqual(["Insight"]);
    expect(names(r.state, "B", "hand")).toHaveLength(1);
    expect(r.state.resources["B"]?.energy).toBe(0);
  });

  it("a hidden spell that chooses a unit is played with a warning: the engine doesn't restrict its targets to the battlefield (811.1.d.2)", () => {
    const r = answerBoltWithHidden(STUNNER);
    expect(r.refused).toBe(false);
    expect(r.violations.map((v) => [v.rule, v.severity])).toEqual([["811.1.d.2", "warning"]]);
  });
});
