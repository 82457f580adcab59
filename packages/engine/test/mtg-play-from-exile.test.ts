/**
 * "Until the end of your next turn, you may play that card" (docs/rulings.md M72): the
 * permission made in another player's turn lasts until the cleanup step of its player's next
 * turn, and a card that leaves exile loses it (400.7).
 */
import { describe, expect, it } from "vitest";
import type { MtgCardDef } from "../src/index.js";
import { basic } from "./mtg-fixtures.js";
import { cards, mtg, run, zone } from "./mtg-helpers.js";

const IMPULSE: MtgCardDef = {
  name: "Test Impulse",
  manaCost: "{R}",
  types: ["Instant"],
  supertypes: [],
  subtypes: [],
  colors: ["R"],
  text: "Exile the top card of your library. Until the end of your next turn, you may play that card.",
  spell: { effect: [{ kind: "exile-top-of-library", who: "you", count: { kind: "fixed", n: 1 } }, { kind: "may-play-exiled", until: "end-of-your-next-turn" }] },
  abilities: [],
};
const library = (n: number) => Array.from({ length: n }, () => ({ def: basic("Island") }));

describe("M72: a permission to play a card from exile", () => {
  it("made in B's turn, lasts through A's next turn and ends in its cleanup step (514.2)", () => {
    const s = mtg({ activePlayer: "B", turnNumber: 2, players: { A: { zones: { hand: cards(IMPULSE), battlefield: cards(basic("Mountain")), library: [{ def: basic("Forest") }, ...library(3)] } }, B: { zones: { library: library(3) } } } });
    const cast = run(s, { type: "cast", player: "A", card: "test-impulse" });
    expect(cast.violations).toEqual([]);
    expect(zone(cast.state, "A", "exile")).toEqual(["Forest"]);
    expect(cast.state.playableFromExile).toMatchObject([{ player: "A", afterTurn: 2 }]);
    const ownTurn = run(cast.state, { type: "advance", step: "main2" }, { type: "advance", step: "main2" });
    expect(ownTurn.state.turnNumber).toBe(3);
    expect(ownTurn.state.playableFromExile).toHaveLength(1);
    const after = run(ownTurn.state, { type: "advance", step: "main1" });
    expect(after.state.turnNumber).toBe(4);
    expect(after.state.playableFromExile).toBeUndefined();
  });

  it("a land played from exile is the turn's land: a second land that turn is refused (305.2)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(IMPULSE, basic("Plains")), battlefield: cards(basic("Mountain")), library: [{ def: basic("Forest") }] } } } });
    const played = run(s, { type: "cast", player: "A", card: "test-impulse" }, { type: "play", player: "A", card: "forest" });
    expect(played.violations).toEqual([]);
    expect(zone(played.state, "A", "battlefield")).toContain("Forest");
    expect(played.state.playableFromExile).toBeUndefined();
    const second = run(played.state, { type: "play", player: "A", card: "plains" });
    expect(second.refused).toBe(true);
    expect(second.violations[0]).toMatchObject({ rule: "305.2" });
  });
});
