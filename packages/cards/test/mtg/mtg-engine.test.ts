/** The bundled card data driving the engine: what a `game: mtg` scenario will do. */
import { applyMtg, createMtgGame, type MtgCardDef, type MtgSetup } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { mtgCards } from "../../src/index.js";

const card = (name: string): { def: MtgCardDef } => {
  const def = mtgCards().byName(name);
  if (!def) throw new Error(`missing ${name}`);
  return { def };
};
const game = (setup: Partial<MtgSetup> & { players: MtgSetup["players"] }) => createMtgGame({ activePlayer: "A", turnNumber: 2, ...setup, players: { B: {}, ...setup.players } }).state;
const names = (s: ReturnType<typeof game>, p: string, z: string) => [...(s.zones[p]?.[z] ?? [])].map((id) => s.cards.get(id)!.def.name);

describe("printed cards in the engine", () => {
  it("118.3: Street Wraith at 1 life can't be cycled", () => {
    const s = game({ players: { A: { life: 1, zones: { hand: [card("Street Wraith")], library: [card("Swamp")] } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith" });
    expect(r.refused).toBe(true);
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3" });
  });

  it("702.29c: Gempalm Polluter cycled with two Swamps makes B lose life for each Zombie", () => {
    const s = game({ players: { A: { zones: { hand: [card("Gempalm Polluter")], battlefield: [card("Swamp"), card("Swamp"), card("Twisted Abomination")], library: [card("Island")] } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "gempalm-polluter" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["B"]!.life).toBe(19);
    expect(names(r.state, "A", "hand")).toEqual(["Island"]);
  });

  it("702.29e: Ash Barrens basic-landcycles for a Forest, paying with a Plains", () => {
    const s = game({ players: { A: { zones: { hand: [card("Ash Barrens")], battlefield: [card("Plains")], library: [card("Shark Typhoon"), card("Forest")] } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "ash-barrens", ability: "basic landcycling", search: "Forest" });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "hand")).toEqual(["Forest"]);
  });

  it("Shark Typhoon's cast trigger makes an X/X Shark, X being the spell's mana value", () => {
    const s = game({ players: { A: { zones: { hand: [card("Renewed Faith")], battlefield: [card("Shark Typhoon"), card("Plains"), card("Plains"), card("Plains")] } } } });
    const r = applyMtg(s, { type: "cast", player: "A", card: "renewed-faith" });
    expect(r.violations).toEqual([]);
    const shark = [...r.state.cards.values()].find((c) => c.def.name === "Shark");
    expect([shark?.def.power, shark?.def.toughness]).toEqual([3, 3]);
    expect(r.state.playerState["A"]!.life).toBe(26);
  });

  it("Decree of Justice's 'you may pay {X}' cycle trigger makes X Soldiers (118.12)", () => {
    const s = game({ players: { A: { zones: { hand: [card("Decree of Justice")], battlefield: Array.from({ length: 5 }, () => card("Plains")), library: [card("Island")] } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "decree-of-justice", choices: ["yes", 2] });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "battlefield").filter((n) => n === "Soldier")).toHaveLength(2);
  });

  it("305.1 / 614.1c: Forgotten Cave enters tapped; its cycling works from hand", () => {
    const s = game({ players: { A: { zones: { hand: [card("Forgotten Cave"), card("Forgotten Cave")], battlefield: [card("Mountain")], library: [card("Island")] } } } });
    const played = applyMtg(s, { type: "play", player: "A", card: "forgotten-cave" });
    expect(played.state.cards.get("forgotten-cave")!.tapped).toBe(true);
    const cycled = applyMtg(played.state, { type: "cycle", player: "A", card: "forgotten-cave-2" });
    expect(cycled.violations).toEqual([]);
    expect(names(cycled.state, "A", "graveyard")).toEqual(["Forgotten Cave"]);
  });

  it("602.1b: Eternal Dragon returns from the graveyard only during its owner's upkeep", () => {
    const s = game({ players: { A: { zones: { graveyard: [card("Eternal Dragon")], battlefield: Array.from({ length: 5 }, () => card("Plains")) } } } });
    expect(applyMtg(s, { type: "activate", player: "A", card: "eternal-dragon", ability: 1 }).violations[0]).toMatchObject({ code: "timing", rule: "602.1b" });
    const upkeep = game({ step: "upkeep", players: { A: { zones: { graveyard: [card("Eternal Dragon")], battlefield: Array.from({ length: 5 }, () => card("Plains")) } } } });
    const r = applyMtg(upkeep, { type: "activate", player: "A", card: "eternal-dragon", ability: 1 });
    expect(r.violations).toEqual([]);
    expect(names(r.state, "A", "hand")).toEqual(["Eternal Dragon"]);
  });
});
