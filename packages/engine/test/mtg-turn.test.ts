import { describe, expect, it } from "vitest";
import { applyMtg } from "../src/index.js";
import {
  ABANDONED_SARCOPHAGUS,
  DECREE_OF_PAIN,
  DISCIPLE_OF_GRACE,
  FILLER,
  GRIZZLY,
  LEYLINE_OF_THE_VOID,
  RENEWED_FAITH,
  REST_IN_PEACE,
  SHARK_TYPHOON,
  STREET_WRAITH,
  basic,
} from "./mtg-fixtures.js";
import { cards, mtg, run, zone } from "./mtg-helpers.js";

const plains = (n: number) => Array.from({ length: n }, () => ({ def: basic("Plains") }));
const fillers = (n: number) => Array.from({ length: n }, (_, i) => ({ def: FILLER(i + 1) }));

describe("117 Priority and the stack", () => {
  it("117.3d: a player who doesn't hold priority acts after the others pass (B cycles on A's turn)", () => {
    const s = mtg({ players: { B: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "B", card: "street-wraith" });
    expect(r.violations).toEqual([]);
    expect(r.events[0]).toMatchObject({ type: "note", text: "A passes priority to B", rule: "117.3d" });
    expect(r.state.priority).toBe("A"); // after the stack resolves, the active player gets priority (117.3b)
  });

  it("117.4: pass by pass, the top object resolves when all players have passed in succession", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    const held = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith", hold: true });
    expect(held.state.stack).toHaveLength(1);
    const wrong = applyMtg(held.state, { type: "pass", player: "B" });
    expect(wrong.violations[0]).toMatchObject({ code: "timing", rule: "117.3d" });
    const r = run(held.state, { type: "pass", player: "A" }, { type: "pass", player: "B" });
    expect(r.violations).toEqual([]);
    expect(r.state.stack).toEqual([]);
    expect(zone(r.state, "A", "hand")).toEqual(["Filler 1"]);
  });

  it("117.4: resolve with an empty stack is refused", () => {
    const s = mtg({ players: { A: {} } });
    expect(applyMtg(s, { type: "resolve" }).violations[0]).toMatchObject({ code: "timing", rule: "117.4" });
  });

  it("601.3: a cycled instant can be cast from the graveyard with Abandoned Sarcophagus before the cycling draw resolves", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(RENEWED_FAITH), battlefield: [...cards(ABANDONED_SARCOPHAGUS), ...plains(5)], library: fillers(1) } } } });
    const r = run(
      s,
      { type: "cycle", player: "A", card: "renewed-faith", hold: true },
      { type: "resolve", choices: ["no"] }, // the "when you cycle" trigger, declined when it resolves
      { type: "cast", player: "A", card: "renewed-faith", hold: true },
      { type: "resolve", count: "all" },
    );
    expect(r.all.filter((e) => e.type === "refused" || e.type === "warning")).toEqual([]);
    expect(r.state.playerState["A"]!.life).toBe(26);
    expect(zone(r.state, "A", "hand")).toEqual(["Filler 1"]);
    // Resolved from the graveyard, it would go there again; it wasn't cycled this time, so it is exiled.
    expect(zone(r.state, "A", "exile")).toEqual(["Renewed Faith"]);
  });

  it("601.3: without a permission a card in the graveyard can't be cast", () => {
    const s = mtg({ players: { A: { zones: { graveyard: cards(RENEWED_FAITH), battlefield: plains(3) } } } });
    expect(applyMtg(s, { type: "cast", player: "A", card: "renewed-faith" }).violations[0]).toMatchObject({ code: "timing", rule: "601.3" });
  });

  it("117.1a: a sorcery can't be cast on another player's turn; an instant can", () => {
    const s = mtg({ players: { B: { zones: { hand: cards(DECREE_OF_PAIN, RENEWED_FAITH), battlefield: plains(8) } } } });
    expect(applyMtg(s, { type: "cast", player: "B", card: "decree-of-pain" }).violations[0]).toMatchObject({ code: "timing", rule: "117.1a" });
    const r = applyMtg(s, { type: "cast", player: "B", card: "renewed-faith" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["B"]!.life).toBe(26);
  });

  it("500.2: the turn can't move on while the stack holds something", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    const held = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith", hold: true });
    expect(applyMtg(held.state, { type: "advance", step: "end" }).violations[0]).toMatchObject({ code: "timing", rule: "500.2" });
  });

  it("502.4: no player receives priority in the untap step, so nobody can cycle then", () => {
    const s = mtg({ step: "untap", players: { A: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } } } });
    expect(applyMtg(s, { type: "cycle", player: "A", card: "street-wraith" }).violations[0]).toMatchObject({ code: "timing", rule: "502.4" });
  });
});

describe("121 Drawing, 704 state-based actions", () => {
  it("121.4: cycling with an empty library is legal; the player loses at the next state-based check (704.5b)", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith" });
    expect(r.refused).toBe(false);
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["A"]).toMatchObject({ lost: true });
    expect(r.events.filter((e) => e.type === "note").map((e) => (e as { rule?: string }).rule)).toEqual(expect.arrayContaining(["121.4", "704.5b"]));
  });

  it("504.1: the draw step draws; 103.8a: not on the first turn", () => {
    const s = mtg({ step: "upkeep", players: { A: { zones: { library: fillers(1) } } } });
    expect(zone(applyMtg(s, { type: "advance", step: "draw" }).state, "A", "hand")).toEqual(["Filler 1"]);
    const first = mtg({ step: "upkeep", turnNumber: 1, players: { A: { zones: { library: fillers(1) } } } });
    expect(zone(applyMtg(first, { type: "advance", step: "draw" }).state, "A", "hand")).toEqual([]);
  });

  it("103.8c: in a game of three or more players nobody skips the first draw", () => {
    const three = mtg({ step: "upkeep", turnNumber: 1, players: { A: { zones: { library: fillers(1) } }, C: {} } });
    const r = applyMtg(three, { type: "advance", step: "draw" });
    expect(zone(r.state, "A", "hand")).toEqual(["Filler 1"]);
    expect(r.events.some((e) => e.type === "note" && e.text.includes("skips the first draw"))).toBe(false);
  });

  it("500.4 / 502.3: mana empties between steps; the next turn untaps its player's permanents", () => {
    const s = mtg({ step: "main2", players: { A: { mana: "{U}", zones: { battlefield: [{ def: basic("Island"), tapped: true }] } }, B: { zones: { battlefield: [{ def: basic("Swamp"), tapped: true }], library: fillers(1) } } } });
    const r = applyMtg(s, { type: "advance", step: "main1" });
    expect(r.state.playerState["A"]!.mana.U).toBe(0);
    expect(r.state.activePlayer).toBe("B");
    expect(r.state.cards.get("swamp")!.tapped).toBe(false);
    expect(r.state.cards.get("island")!.tapped).toBe(true);
    expect(zone(r.state, "B", "hand")).toEqual(["Filler 1"]);
  });

  it("305.2: one land per turn", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(basic("Swamp"), basic("Swamp")) } } } });
    const r = run(s, { type: "play", player: "A", card: "swamp" }, { type: "play", player: "A", card: "swamp-2" });
    expect(r.violations[0]).toMatchObject({ code: "timing", rule: "305.2" });
  });

  it("605.3a: a land's mana ability adds mana at once, without the stack", () => {
    const s = mtg({ players: { A: { zones: { battlefield: cards(basic("Swamp")) } } } });
    const r = applyMtg(s, { type: "activate", player: "A", card: "swamp", ability: "mana" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["A"]!.mana.B).toBe(1);
    expect(applyMtg(r.state, { type: "activate", player: "A", card: "swamp", ability: 1 }).violations[0]).toMatchObject({ code: "illegal-cost", rule: "118.3" });
  });

  it("activate: naming a cycling ability cycles", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: plains(2), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "activate", player: "A", card: "disciple-of-grace", ability: "cycling" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Disciple of Grace"]);
  });
});

describe("400 Zones, 614 replacement effects", () => {
  it("400.3: a card B owns and A controls goes to B's graveyard when it dies", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DECREE_OF_PAIN), battlefield: [{ def: GRIZZLY, owner: "B" }, ...cards(basic("Swamp"), basic("Swamp"), basic("Swamp"), basic("Swamp"), basic("Swamp"))], library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "decree-of-pain" });
    expect(zone(r.state, "B", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Decree of Pain"]);
  });

  it("614.1a: B's Leyline of the Void exiles the card A cycles; A's own Leyline does not", () => {
    const hers = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } }, B: { zones: { battlefield: cards(LEYLINE_OF_THE_VOID) } } } });
    expect(zone(applyMtg(hers, { type: "cycle", player: "A", card: "street-wraith" }).state, "A", "exile")).toEqual(["Street Wraith"]);
    const mine = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH), battlefield: cards(LEYLINE_OF_THE_VOID), library: fillers(1) } } } });
    expect(zone(applyMtg(mine, { type: "cycle", player: "A", card: "street-wraith" }).state, "A", "graveyard")).toEqual(["Street Wraith"]);
  });

  it("616.1: with Rest in Peace and Leyline both applying, one is chosen (by default) and the card is exiled once", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(STREET_WRAITH), library: fillers(1) } }, B: { zones: { battlefield: cards(REST_IN_PEACE, LEYLINE_OF_THE_VOID) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "street-wraith" });
    expect(r.events.find((e) => e.type === "choice" && e.prompt.includes("616.1"))).toMatchObject({ answer: "Rest in Peace", defaulted: true });
    expect(zone(r.state, "A", "exile")).toEqual(["Street Wraith"]);
  });

  it("704.5d: a token put into a graveyard ceases to exist; under Rest in Peace it goes to exile first", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(SHARK_TYPHOON), battlefield: cards(REST_IN_PEACE, basic("Island"), basic("Island")), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "shark-typhoon", x: 0 });
    const shark = r.events.flatMap((e) => (e.type === "move" && e.name === "Shark" ? [`${e.to.zone} ${e.rule}`] : e.type === "cease" && e.name === "Shark" ? [`cease ${e.rule}`] : []));
    expect(shark).toEqual(["exile 614.1a", "cease 704.5d"]);
  });
});
