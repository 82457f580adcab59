import type { Effect } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { parseRiftText } from "../../src/index.js";

/** The templates of effects on a chosen unit, in wordings no printed card has. */
function spell(text: string): readonly Effect[] {
  const parsed = parseRiftText(text, { type: "spell" });
  expect(parsed.problems).toEqual([]);
  return parsed.onPlay;
}

describe("effects on a chosen unit", () => {
  it("a \"this turn\" Might change reads its sign and whom it may choose", () => {
    expect(spell("Give a unit -3 [M] this turn.")).toEqual([{ kind: "might", amount: -3, target: "unit", duration: "this-turn" }]);
    expect(spell("Give a friendly unit +5 [M] this turn.")).toEqual([{ kind: "might", amount: 5, target: "friendly-unit", duration: "this-turn" }]);
    expect(spell("Give an enemy unit at a battlefield +1 [M] this turn.")).toEqual([{ kind: "might", amount: 1, target: "enemy-unit-at-battlefield", duration: "this-turn" }]);
  });

  it("damage to a unit at a battlefield, with a bonus per card of its name or a banish instead of dying", () => {
    expect(spell("Deal 5 to an enemy unit at a battlefield.")).toEqual([{ kind: "deal", amount: 5, target: "enemy-unit-at-battlefield" }]);
    expect(spell("Deal 1 to a unit at a battlefield. This deals 2 Bonus Damage for each card with this name in your trash.")).toEqual([
      { kind: "deal", amount: 1, target: "unit-at-battlefield", bonusPerSameNameInTrash: 2 },
    ]);
    expect(spell("Deal 4 to a unit. If it would die this turn, banish it instead.")).toEqual([{ kind: "deal", amount: 4, target: "unit", banishIfItWouldDie: true }]);
  });

  it("a rider after some other effect stays unmodelled", () => {
    expect(spell("Draw 1. If it would die this turn, banish it instead.").map((e) => e.kind)).toEqual(["draw", "unmodelled"]);
  });

  it("a chosen unit put into its owner's Main Deck", () => {
    expect(spell("Choose a unit at a battlefield. Its owner places it on the top or bottom of their Main Deck.")).toEqual([{ kind: "unit-to-owners-deck", target: "unit-at-battlefield" }]);
  });

  it("\"[Action][>]\" before an activated ability's cost is its timing, not the card's keyword (813.1.d)", () => {
    const parsed = parseRiftText("[Reaction][>] [E]: Give a unit +1 [M] this turn.", { type: "gear" });
    expect(parsed.keywords).toEqual([]);
    expect(parsed.abilities).toEqual([
      { kind: "activated", cost: [{ kind: "exhaust-self" }], effect: [{ kind: "might", amount: 1, target: "unit", duration: "this-turn" }], timing: ["reaction"], text: "[Reaction][>] [E]: Give a unit +1 [M] this turn.", name: "exhaust" },
    ]);
  });
});

describe("token play (179–187)", () => {
  it("a token kind the rules define is its bundled definition, with where it goes and how many", () => {
    const [effect] = spell("Play two 1 [M] Recruit unit tokens to your base.");
    expect(effect?.kind === "play-token" && { count: effect.count, to: effect.to, name: effect.token.name, might: effect.token.might, token: effect.token.supertypes }).toEqual({
      count: 2,
      to: "base",
      name: "Recruit",
      might: 1,
      token: ["token"],
    });
    const [gold] = spell("Play a Gold gear token exhausted.");
    expect(gold?.kind === "play-token" && { to: gold.to, exhausted: gold.exhausted, abilities: gold.token.abilities.length }).toEqual({ to: "your-choice", exhausted: true, abilities: 1 });
  });

  it("an unknown kind, or a printed Might, type or tag the kind doesn't have, stays unmodelled rather than guessed", () => {
    for (const text of ["Play a 2 [M] Wombat unit token.", "Play a 2 [M] Recruit unit token.", "Play a Recruit gear token.", "Play a 1 [M] Recruit unit token from Shurima."]) {
      expect(spell(text).map((e) => e.kind), text).toEqual(["unmodelled"]);
    }
  });
});

describe("kill a chosen permanent (428)", () => {
  it("a gear, or a unit where the text says", () => {
    expect(spell("Kill a gear.")).toEqual([{ kind: "kill", target: "gear" }]);
    expect(spell("Kill an enemy unit at a battlefield.")).toEqual([{ kind: "kill", target: "enemy-unit-at-battlefield" }]);
    // "Kill a friendly unit" keeps its own effect, which remembers the killed unit for what follows.
    expect(spell("Kill a friendly unit.")).toEqual([{ kind: "kill-friendly-unit" }]);
  });
});
