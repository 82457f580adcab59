import { describe, expect, it } from "vitest";
import { applyMtg, type MtgCardDef } from "../src/index.js";
import { FILLER, FLUCTUATOR, GEMPALM_POLLUTER, KROSAN_TUSKER, NEW_PERSPECTIVES, SHARK_TYPHOON, STREET_WRAITH, basic, cycling } from "./mtg-fixtures.js";
import { cards, mtg, zone } from "./mtg-helpers.js";

const tapped = (s: ReturnType<typeof mtg>) => [...s.cards.values()].filter((c) => c.tapped).map((c) => c.id);
const fillers = (n: number) => Array.from({ length: n }, (_, i) => ({ def: FILLER(i + 1) }));

describe("118 Costs", () => {
  it("118.3: Street Wraith at 1 life can't pay 2 life: refused, nothing changes", () => {
    const s = mtg({ players: { A: { life: 1, zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith" });
    expect(r.refused).toBe(true);
    expect(r.state).toBe(s);
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3" });
    expect(r.violations[0]!.message).toContain("has 1");
  });

  it("119.4: Street Wraith at 20 life pays 2 life and draws", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith" });
    expect(r.state.playerState["A"]!.life).toBe(18);
    expect(zone(r.state, "A", "hand")).toEqual(["Filler 1"]);
  });

  it("704.5a: paying life down to exactly 0 is allowed; the player then loses before the draw resolves", () => {
    const s = mtg({ players: { A: { life: 2, zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith" });
    expect(r.refused).toBe(false);
    expect(r.state.playerState["A"]).toMatchObject({ life: 0, lost: true });
    expect(r.events.some((e) => e.type === "note" && e.rule === "704.5a")).toBe(true);
    expect(zone(r.state, "A", "hand")).toEqual([]);
    expect(applyMtg(r.state, { type: "advance", step: "end" }).violations[0]).toMatchObject({ rule: "104.1" });
  });

  it("118.7a: Fluctuator reduces only generic mana: Gempalm Polluter's {B}{B} stays {B}{B}", () => {
    const one = mtg({ players: { A: { zones: { hand: cards(GEMPALM_POLLUTER), battlefield: cards(FLUCTUATOR, basic("Swamp")) } } } });
    const refused = applyMtg(one, { type: "cycle", player: "A", card: "gempalm-polluter" });
    expect(refused.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3" });
    expect(refused.violations[0]!.message).toContain("{B}{B}");

    const two = mtg({ players: { A: { zones: { hand: cards(GEMPALM_POLLUTER), battlefield: cards(FLUCTUATOR, basic("Swamp"), basic("Swamp")), library: fillers(1) } } } });
    // The reduction (its most), the trigger's target, then its "you may": answers in the order asked.
    const r = applyMtg(two, { type: "cycle", player: "A", card: "gempalm-polluter", choices: [2, "A", "no"] });
    expect(r.violations).toEqual([]);
    const note = r.events.find((e) => e.type === "note" && e.rule === "118.7a");
    expect(note).toMatchObject({ text: expect.stringContaining("only the generic part can be reduced; {B}{B} stays") });
  });

  it("118.7a: Fluctuator takes Krosan Tusker's {2}{G} down to {G}", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(KROSAN_TUSKER), battlefield: cards(FLUCTUATOR, basic("Forest")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", choices: [2, "no"] });
    expect(r.violations).toEqual([]);
    expect(tapped(r.state)).toEqual(["forest"]);
  });

  it("118.7a: 'up to {2} less' is the payer's choice: reducing by 1 leaves {1}{G}", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(KROSAN_TUSKER), battlefield: cards(FLUCTUATOR, basic("Forest"), basic("Forest")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", choices: [1, "no"] });
    expect(r.violations).toEqual([]);
    expect(tapped(r.state).sort()).toEqual(["forest", "forest-2"]);
  });

  it("601.2f: a reduction answer outside 'up to {2}' is refused", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(KROSAN_TUSKER), battlefield: cards(FLUCTUATOR, basic("Forest"), basic("Forest"), basic("Forest")) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", choices: [3] });
    expect(r.violations[0]).toMatchObject({ code: "invalid-choice", rule: "601.2f", at: { part: "choice", index: 0 } });
  });

  it("118.9: New Perspectives with seven cards in hand (the cycled card counts): pay {0}, still discard", () => {
    const s = mtg({ players: { A: { zones: { hand: [...cards(KROSAN_TUSKER), ...fillers(6)], battlefield: cards(NEW_PERSPECTIVES), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", choices: ["yes", "no"] });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Krosan Tusker"]);
    expect(zone(r.state, "A", "hand")).toHaveLength(7);
  });

  it("118.9: with six cards in hand New Perspectives doesn't apply and the printed cost is due", () => {
    const s = mtg({ players: { A: { zones: { hand: [...cards(KROSAN_TUSKER), ...fillers(5)], battlefield: cards(NEW_PERSPECTIVES) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker" });
    expect(r.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3" });
  });

  it("601.2b / 107.3a: Shark Typhoon cycled for New Perspectives' {0} has X = 0: its 0/0 Shark dies (704.5f) and ceases (704.5d)", () => {
    const s = mtg({ players: { A: { zones: { hand: [...cards(SHARK_TYPHOON), ...fillers(6)], battlefield: cards(NEW_PERSPECTIVES), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "shark-typhoon" });
    expect(r.violations).toEqual([]);
    const types = r.events.map((e) => (e.type === "move" ? `move:${e.rule}` : e.type === "cease" ? `cease:${e.rule}` : e.type));
    expect(types).toContain("move:704.5f");
    expect(types).toContain("cease:704.5d");
    expect([...r.state.cards.values()].some((c) => c.def.name === "Shark")).toBe(false);
  });

  it("601.2b: X unanswered is 0, and the transcript marks the default", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(SHARK_TYPHOON), battlefield: cards(basic("Island"), basic("Island")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "shark-typhoon" });
    expect(r.events.find((e) => e.type === "choice")).toMatchObject({ answer: "0", defaulted: true });
  });

  it("107.3: x: on a cost without {X} is reported as unused", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith", x: 3 });
    expect(r.violations).toEqual([expect.objectContaining({ code: "unused-choice", at: { part: "count" } })]);
  });

  it("601.2g: tap: names the lands; tapping a tapped land is refused at that entry", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(KROSAN_TUSKER), battlefield: [{ def: basic("Forest"), tapped: true }, { def: basic("Forest") }, { def: basic("Plains") }, { def: basic("Plains") }], library: fillers(1) } } } });
    const bad = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", tap: ["plains", "forest"] });
    expect(bad.violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3", at: { part: "what-item", index: 1 } });
    const good = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", tap: ["forest-2", "plains", "plains-2"], choices: ["no"] });
    expect(good.violations).toEqual([]);
    expect(tapped(good.state).sort()).toEqual(["forest", "forest-2", "plains", "plains-2"]);
  });

  it("601.2g: lands named among the answers are the ones tapped; mana left over stays in the pool", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(GEMPALM_POLLUTER), battlefield: cards(basic("Swamp"), basic("Swamp"), basic("Swamp")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "gempalm-polluter", tap: ["swamp-2", "swamp-3", "swamp"], choices: ["A", "no"] });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["A"]!.mana.B).toBe(1);

    const viaChoices = applyMtg(s, { type: "cycle", player: "A", card: "gempalm-polluter", choices: ["Swamp", "swamp-3", "A", "no"] });
    expect(viaChoices.violations).toEqual([]);
    expect(tapped(viaChoices.state).sort()).toEqual(["swamp", "swamp-3"]);
  });

  it("601.2h: floating mana pays first; coloured symbols are matched to lands that can make them", () => {
    const dual: MtgCardDef = { name: "Azorius Land", types: ["Land"], supertypes: [], subtypes: [], colors: [], text: "", abilities: [{ kind: "mana", cost: { tapSelf: true }, produces: ["W", "U"], text: "{T}: Add {W} or {U}." }] };
    const card: MtgCardDef = { ...FILLER(9), name: "Test Cycler", abilities: [cycling({ mana: "{1}{W}{U}" })] };
    const s = mtg({ players: { A: { mana: "{1}", zones: { hand: cards(card), battlefield: cards(dual, basic("Plains")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "test-cycler" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["A"]!.mana).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(tapped(r.state).sort()).toEqual(["azorius-land", "plains"]);
  });
});
