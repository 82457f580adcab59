/**
 * 103.6 / 103.6a: actions from the opening hands, taken by an `opening-hands` action as the game
 * begins: the starting player first, then in turn order; only as the first action of turn 1.
 */
import { describe, expect, it } from "vitest";
import { applyMtg, type MtgCardDef } from "../src/index.js";
import { basic, permanent } from "./mtg-fixtures.js";
import { cards, mtg, zone } from "./mtg-helpers.js";

const LEYLINE: MtgCardDef = permanent("Leyline of the Void", "Enchantment", "{2}{B}{B}", [
  { kind: "static", effect: { kind: "opening-hand-battlefield" }, text: "If Leyline of the Void is in your opening hand, you may begin the game with it on the battlefield." },
]);

describe("103.6: actions from the opening hands", () => {
  it("103.6a: yes puts the card onto the battlefield; the starting player is asked first, then turn order", () => {
    const s = mtg({ activePlayer: "B", turnNumber: 1, players: { A: { zones: { hand: cards(LEYLINE, basic("Swamp")) } }, B: { zones: { hand: cards(LEYLINE) } } } });
    const r = applyMtg(s, { type: "opening-hands", choices: ["no", "yes"] });
    expect(r.violations).toEqual([]);
    const asked = r.events.filter((e) => e.type === "choice").map((e) => (e as { player: string }).player);
    expect(asked).toEqual(["B", "A"]);
    expect(zone(r.state, "A", "battlefield")).toHaveLength(1);
    expect(zone(r.state, "A", "hand")).toHaveLength(1);
    expect(zone(r.state, "B", "hand")).toHaveLength(1);
    expect(zone(r.state, "B", "battlefield")).toHaveLength(0);
  });

  it("a card outside the opening hand asks nothing; a second opening-hands action is refused (103.6)", () => {
    const s = mtg({ activePlayer: "A", turnNumber: 1, players: { A: { zones: { library: cards(LEYLINE) } }, B: {} } });
    const first = applyMtg(s, { type: "opening-hands" });
    expect(first.refused).toBe(false);
    expect(first.events.filter((e) => e.type === "choice")).toEqual([]);
    expect(zone(first.state, "A", "library")).toHaveLength(1);
    const again = applyMtg(first.state, { type: "opening-hands" });
    expect(again.refused).toBe(true);
    expect(again.violations[0]?.rule).toBe("103.6");
    expect(again.state).toBe(first.state);
  });

  it("refused after turn 1 (103.6, 103.8)", () => {
    const s = mtg({ activePlayer: "A", turnNumber: 2, players: { A: { zones: { hand: cards(LEYLINE) } } } });
    const r = applyMtg(s, { type: "opening-hands" });
    expect(r.refused).toBe(true);
    expect(zone(r.state, "A", "hand")).toHaveLength(1);
  });
});
