import { describe, expect, it } from "vitest";
import type { RiftCardDef } from "../src/index.js";
import { activated, FILLER, unit } from "./fixtures.js";
import { game, names, run } from "./helpers.js";

/** A gear with Endless Riches's three lasting rule changes, and "Kill this: Draw 1." to take it off the board. */
const RICHES: RiftCardDef = {
  name: "Riches",
  type: "gear",
  supertypes: [],
  tags: [],
  keywords: [],
  domains: ["fury"],
  cost: { energy: 0, power: [] },
  text: "Skip your Draw Phase.\nYou may play cards from your trash.\nIf a card would go to your trash from anywhere other than your Main Deck, banish it instead.\nKill this: Draw 1.",
  abilities: [
    { kind: "static", effect: { kind: "skip-draw-phase" }, text: "Skip your Draw Phase." },
    { kind: "static", effect: { kind: "play-cards-from-trash" }, text: "You may play cards from your trash." },
    { kind: "static", effect: { kind: "banish-instead-of-trash" }, text: "If a card would go to your trash from anywhere other than your Main Deck, banish it instead." },
    activated([{ kind: "kill-self" }], [{ kind: "draw", count: 1 }]),
  ],
};
const GHOST = unit("Ghost", "fury", 2, { cost: { energy: 0, power: [] } });

describe("Endless Riches's lasting rule changes (rulings R40)", () => {
  it("a card is played from its player's trash only while they control the permission on the board", () => {
    const without = game({ players: { A: { zones: { trash: [{ def: GHOST }], hand: [{ def: RICHES }] } } } });
    const refused = run(without, { type: "play", player: "A", card: "ghost", choices: [] });
    expect(refused.refused).toBe(true);
    const withIt = game({ players: { A: { zones: { trash: [{ def: GHOST }], base: [{ def: RICHES }] } } } });
    const played = run(withIt, { type: "play", player: "A", card: "ghost", choices: [] });
    expect(names(played.state, "A", "base")).toEqual(["Riches", "Ghost"]);
  });

  it("the opponent's copy gives A nothing", () => {
    const s = game({ players: { A: { zones: { trash: [{ def: GHOST }] } }, B: { zones: { base: [{ def: RICHES }] } } } });
    expect(run(s, { type: "play", player: "A", card: "ghost", choices: [] }).refused).toBe(true);
  });

  it("the gear itself, killed, would go to the trash while still on the board, and is banished", () => {
    const s = game({ players: { A: { zones: { base: [{ def: RICHES }], "main-deck": [{ def: FILLER(1) }] } } } });
    const r = run(s, { type: "activate", player: "A", card: "riches", ability: 1, choices: [] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "banishment")).toEqual(["Riches"]);
    expect(names(r.state, "A", "trash")).toEqual([]);
    expect(names(r.state, "A", "hand")).toHaveLength(1);
  });

  it("a game without such a card carries no names to look up", () => {
    expect(game({ players: { A: { zones: { trash: [{ def: GHOST }] } } } }).lastingRuleNames).toBeUndefined();
  });
});
