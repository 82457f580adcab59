import { describe, expect, it } from "vitest";
import { applyMtg } from "../src/index.js";
import {
  ASTRAL_SLIDE,
  DISCIPLE_OF_GRACE,
  DRAKE_HAVEN,
  FILLER,
  GEMPALM_POLLUTER,
  GRIZZLY,
  KROSAN_TUSKER,
  LIGHTNING_RIFT,
  RENEWED_FAITH,
  STABILIZER,
  VALIANT_RESCUER,
  basic,
  creature,
  trigger,
} from "./mtg-fixtures.js";
import { cards, lines, mtg, run, zone } from "./mtg-helpers.js";

const plains = (n: number) => Array.from({ length: n }, () => ({ def: basic("Plains") }));
const fillers = (n: number) => Array.from({ length: n }, (_, i) => ({ def: FILLER(i + 1) }));
const ZOMBIE = creature("Walking Corpse", "{1}{B}", 2, 2, [], { subtypes: ["Zombie"] });

describe("603 Triggered abilities and cycling", () => {
  it("603.3: a cycle trigger goes on the stack above the cycling ability, so it resolves before the draw", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(KROSAN_TUSKER), battlefield: cards(basic("Forest"), basic("Forest"), basic("Forest")), library: cards(FILLER(1), basic("Forest")) } } } });
    const held = applyMtg(s, { type: "cycle", player: "A", card: "krosan-tusker", hold: true });
    expect(held.state.stack.map((o) => o.kind)).toEqual(["cycling", "triggered"]);
    expect(held.state.priority).toBe("A");
    const r = applyMtg(held.state, { type: "resolve", count: "all", choices: ["yes", "Forest"] });
    expect(r.violations).toEqual([]);
    // The search took the Forest before the draw, so the draw is Filler 1.
    expect(zone(r.state, "A", "hand").sort()).toEqual(["Filler 1", "Forest"]);
    const order = lines(r.events).filter((l) => l.startsWith("resolve"));
    expect(order).toEqual(["resolve Krosan Tusker", "resolve Krosan Tusker"]);
    expect(r.events.filter((e) => e.type === "resolve").map((e) => (e as { ability: string }).ability)).toEqual([KROSAN_TUSKER.abilities[1]!.text, "Cycling {2}{G}"]);
  });

  it("603.3b: the active player's triggers go on the stack first, so the other player's resolve first", () => {
    const s = mtg({
      players: {
        A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(DRAKE_HAVEN), ...plains(3)], library: fillers(1) } },
        B: { zones: { battlefield: cards(LIGHTNING_RIFT, basic("Mountain")) } },
      },
    });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.violations).toEqual([]);
    expect(lines(r.events).filter((l) => l.startsWith("trigger") || l.startsWith("resolve"))).toEqual([
      "trigger Drake Haven",
      "trigger Lightning Rift",
      "resolve Lightning Rift",
      "resolve Drake Haven",
      "resolve Disciple of Grace",
    ]);
    expect(r.state.playerState["A"]!.life).toBe(18);
  });

  it("702.29c: Gempalm Polluter makes the target player lose life equal to the Zombies on the battlefield", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(GEMPALM_POLLUTER), battlefield: [...cards(ZOMBIE, ZOMBIE), ...cards(basic("Swamp"), basic("Swamp"))], library: fillers(1) } }, B: { zones: { battlefield: cards(ZOMBIE) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "gempalm-polluter" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["B"]!.life).toBe(17);
    expect(r.events.find((e) => e.type === "choice" && e.prompt.startsWith("a target"))).toMatchObject({ answer: "player B", defaulted: true });
  });

  it("603.5: an optional trigger can be declined ('no'), and then does nothing", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(RENEWED_FAITH), battlefield: plains(2), library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "renewed-faith", choices: ["no"] });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["A"]!.life).toBe(20);
    const yes = applyMtg(s, { type: "cycle", player: "A", card: "renewed-faith" });
    expect(yes.state.playerState["A"]!.life).toBe(22);
  });

  it("118.12: Lightning Rift's 'you may pay {1}' does nothing when it can't be paid", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(LIGHTNING_RIFT), ...plains(2)], library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.violations).toEqual([]);
    expect(r.state.playerState["B"]!.life).toBe(20);
    expect(r.events.some((e) => e.type === "note" && e.rule === "118.12")).toBe(true);
  });

  it("120.3e / 704.5g: Lightning Rift can target a creature; 2 damage destroys a 2/2", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(LIGHTNING_RIFT), ...plains(3)], library: fillers(1) } }, B: { zones: { battlefield: cards(GRIZZLY) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace", choices: ["Grizzly Bears"] });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(r.events.find((e) => e.type === "move" && e.name === "Grizzly Bears")).toMatchObject({ reason: "destroy", rule: "704.5g" });
  });

  it("115.1: a target answer that isn't legal is reported and the default target is used", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(ASTRAL_SLIDE), ...plains(2)], library: fillers(1) } }, B: { zones: { battlefield: cards(GRIZZLY) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace", choices: ["Astral Slide"] });
    expect(r.violations).toEqual([expect.objectContaining({ code: "invalid-choice", rule: "115.1", at: { part: "choice", index: 0 } })]);
    expect(zone(r.state, "B", "exile")).toEqual(["Grizzly Bears"]);
  });

  it("603.7: Astral Slide's creature returns under its owner's control at the beginning of the next end step", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(ASTRAL_SLIDE), ...plains(2), { def: GRIZZLY, owner: "B" }], library: fillers(1) } } } });
    const cycled = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace", choices: ["Grizzly Bears"] });
    expect(zone(cycled.state, "B", "exile")).toEqual(["Grizzly Bears"]);
    const r = applyMtg(cycled.state, { type: "advance", step: "end" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "B", "battlefield")).toEqual(["Grizzly Bears"]);
    expect(r.state.delayed).toEqual([]);
  });

  it("603.3d: a trigger with no legal target is removed from the stack", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE), battlefield: [...cards(ASTRAL_SLIDE), ...plains(2)], library: fillers(1) } } } });
    const r = applyMtg(s, { type: "cycle", player: "A", card: "disciple-of-grace" });
    expect(r.events.some((e) => e.type === "note" && e.rule === "603.3d")).toBe(true);
    expect(r.events.filter((e) => e.type === "trigger")).toEqual([]);
  });

  it("603.2: 'whenever you cycle another card for the first time each turn' triggers only on the first cycle", () => {
    const s = mtg({ players: { A: { zones: { hand: cards(DISCIPLE_OF_GRACE, DISCIPLE_OF_GRACE), battlefield: [...cards(VALIANT_RESCUER), ...plains(4)], library: fillers(2) } } } });
    const r = run(s, { type: "cycle", player: "A", card: "disciple-of-grace" }, { type: "cycle", player: "A", card: "disciple-of-grace-2" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "battlefield").filter((n) => n === "Human Soldier")).toHaveLength(1);
  });

  it("603.2a: effects that stop cycling don't stop triggers: a cleanup discard under Stabilizer triggers Drake Haven", () => {
    const s = mtg({ step: "end", players: { A: { zones: { hand: fillers(8), battlefield: [...cards(DRAKE_HAVEN, STABILIZER), ...plains(1)] } } } });
    const r = applyMtg(s, { type: "advance", step: "cleanup" });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "graveyard")).toEqual(["Filler 1"]);
    expect(zone(r.state, "A", "battlefield")).toContain("Drake");
  });
});

describe("a token entering triggers its own enters abilities (111.1, 603.6a)", () => {
  // A card with "When this creature enters, you gain 2 life." and embalm {W}: the token copy has
  // the same triggered ability (707.2), and it enters the battlefield, so it triggers.
  const HERALD = creature("Welcoming Herald", "{1}{W}", 1, 1, [
    { kind: "triggered", trigger: "when-enters", optional: false, effect: [{ kind: "gain-life", who: "you", amount: { kind: "fixed", n: 2 } }], text: "When this creature enters, you gain 2 life." },
    { kind: "activated", cost: { mana: "{W}", exileSelf: true }, effect: [{ kind: "token-copy-of-self", colors: ["W"] }], zone: "graveyard", timing: "sorcery", text: "Embalm {W}" },
  ]);

  it("the embalmed token's enters trigger resolves: 2 life", () => {
    const s = mtg({ players: { A: { zones: { graveyard: cards(HERALD), battlefield: plains(1) } } } });
    const r = run(s, { type: "activate", player: "A", card: "welcoming-herald", ability: 1 });
    expect(r.violations).toEqual([]);
    expect(zone(r.state, "A", "battlefield")).toEqual(["Plains", "Welcoming Herald"]);
    expect(lines(r.all).filter((l) => l.startsWith("trigger"))).toEqual(["trigger Welcoming Herald"]);
    expect(r.state.playerState["A"]!.life).toBe(22);
  });
});

describe("'that player' of a triggered ability is one thing: the object's player (targets.ts TargetingObject)", () => {
  const SCION = creature("Scion", "{B}", 3, 3, [
    trigger("whenever-this-deals-combat-damage-to-a-player", [{ kind: "return-target-to-battlefield" }], {
      optional: false,
      target: { graveyardCard: [{ supertypes: [], types: ["Creature"], subtypes: [] }], whose: "that-player" },
      text: "Whenever Scion deals combat damage to a player, put target creature card from that player's graveyard onto the battlefield under your control.",
    }),
  ]);
  const ELK = creature("Elk", "{1}{G}", 2, 2);

  it("the trigger's target comes from the damaged player's graveyard, its spec left as printed; on resolution it is checked against that player again", () => {
    const s = mtg({ autoResolve: false, players: { A: { zones: { battlefield: cards(SCION), graveyard: cards(ELK) } }, B: { zones: { graveyard: cards(GRIZZLY) } } } });
    const r = run(s, { type: "attack", attackers: [{ card: "scion" }] }, { type: "block", blockers: [] }, { type: "advance", step: "combat-damage" });
    const top = r.state.stack[r.state.stack.length - 1];
    expect(top?.player).toBe("B");
    expect(top?.target).toEqual({ card: "grizzly-bears" });
    // The spec is not rewritten to name the player: the stack object's player is "that player".
    expect(top?.targetSpec).toEqual({ graveyardCard: [{ supertypes: [], types: ["Creature"], subtypes: [] }], whose: "that-player" });
    const resolved = applyMtg(r.state, { type: "resolve", count: 1 });
    expect(zone(resolved.state, "A", "battlefield")).toEqual(["Scion", GRIZZLY.name]);
  });
});
