/**
 * The set-up index of watching abilities (abilities-in-game.ts): a game without such a card skips
 * the board-wide checks; a game with one, on the battlefield or anywhere else, keeps them.
 */
import { describe, expect, it } from "vitest";
import { abilitiesInGame } from "../src/mtg/abilities-in-game.js";
import { basic, creature } from "./mtg-fixtures.js";
import { cards, mtg } from "./mtg-helpers.js";

const OZOLITH = creature("Counter Mirror", "{1}", 1, 1, [{ kind: "static", effect: { kind: "more-plus-one-counters", extra: 1 }, text: "If one or more +1/+1 counters would be put on an artifact or creature you control, that many plus one +1/+1 counters are put on it instead." }]);
const CRATER_LIKE = creature("Grant Host", "{1}", 1, 1, [
  { kind: "static", effect: { kind: "enchanted-has", abilities: [{ kind: "static", effect: { kind: "gets", who: { kind: "self" }, power: 1, toughness: 0, keywords: [] }, text: "~ gets +1/+0." }] }, text: 'Enchanted creature has "~ gets +1/+0."' },
]);

describe("abilities in game (set-up index)", () => {
  it("a game of plain cards has none, so the board-wide checks are skipped", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(basic("Forest"), creature("Bear", "{1}{G}", 2, 2)) } } } });
    expect(s.abilitiesInGame).toEqual({ gets: false, permanentEnters: false, opponentCasts: false, moreCounters: false, cyclingDraws: false });
  });

  it("a card with such an ability counts wherever it is set up (here in the library), and a quoted ability an Aura grants counts too", () => {
    const s = mtg({ players: { A: { zones: { library: cards(OZOLITH), hand: cards(CRATER_LIKE) } } } });
    expect(s.abilitiesInGame).toEqual({ gets: true, permanentEnters: false, opponentCasts: false, moreCounters: true, cyclingDraws: false });
    expect(abilitiesInGame([])).toEqual({ gets: false, permanentEnters: false, opponentCasts: false, moreCounters: false, cyclingDraws: false });
  });
});
