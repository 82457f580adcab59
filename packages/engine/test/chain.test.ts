import { describe, expect, it } from "vitest";
import { applyRift, type GameEvent, type RiftCardDef } from "../src/index.js";
import { CRUEL_PATRON, FILLER, spell, unit } from "./fixtures.js";
import { game } from "./helpers.js";

const MARTYR = unit("Martyr", "order", 1, {
  abilities: [{ kind: "triggered", trigger: "deathknell", optional: false, effect: [{ kind: "add-energy", amount: 2 }], text: "Deathknell — Add [2]." }],
});
/** "When a friendly unit dies, add [n]": two of them trigger together on one death. */
const watcher = (n: number): RiftCardDef =>
  unit(`Watcher ${n}`, "order", 2, {
    abilities: [{ kind: "triggered", trigger: "friendly-unit-dies", optional: false, effect: [{ kind: "add-energy", amount: n }], text: `When a friendly unit dies, add [${n}].` }],
  });
const SNUFF = spell("Snuff", "order", [{ kind: "kill", target: "unit" }, { kind: "draw", count: 1 }], { cost: { energy: 0, power: [] } });
const DOUBLE_SNUFF = spell("Double Snuff", "order", [{ kind: "kill", target: "unit" }, { kind: "kill", target: "unit" }], { cost: { energy: 0, power: [] } });

/** Event types with the card or resource they concern, in order. */
const outline = (events: readonly GameEvent[]) =>
  events.map((e) => ("name" in e ? `${e.type} ${e.name}` : e.type === "resource" ? `${e.type} ${e.player} ${e.resource} ${e.delta}` : e.type));
const energyGains = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === "resource" && e.delta > 0 ? [`${e.player} +${e.delta}`] : []));

describe("the chain for triggered abilities (154.3.a, 383.3.d, 340.1)", () => {
  it("154.3.a: an ability that triggers while a spell resolves waits until the spell has finished, its trip to the trash included", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SNUFF }], base: [{ def: MARTYR }], "main-deck": [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "snuff", choices: ["Martyr"] });
    expect(r.refused).toBe(false);
    expect(outline(r.events).slice(-6)).toEqual(["choice", "move Martyr", "move Filler 1", "move Snuff", "trigger Martyr", "resource A energy 2"]);
  });

  it("383.3.d: unanswered, a player's abilities that trigger together resolve in the order they triggered, and the transcript says the order is the default", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SNUFF }], base: [{ def: FILLER(1) }, { def: watcher(1) }, { def: watcher(2) }], "main-deck": [{ def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "snuff", choices: ["Filler 1"] });
    expect(energyGains(r.events)).toEqual(["A +1", "A +2"]);
    const order = r.events.find((e) => e.type === "order");
    expect(order).toMatchObject({ type: "order", player: "A", zone: { zone: "chain" }, how: "default", rule: "383.3.d" });
  });

  it("383.3.d: answered with every source, the first named goes on the chain first and so resolves last (340.1)", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SNUFF }], base: [{ def: FILLER(1) }, { def: watcher(1) }, { def: watcher(2) }], "main-deck": [{ def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "snuff", choices: ["Filler 1", "Watcher 1", "Watcher 2"] });
    expect(energyGains(r.events)).toEqual(["A +2", "A +1"]);
    expect(r.events.find((e) => e.type === "order")).toMatchObject({ how: "chosen" });
    expect(r.violations).toEqual([]);
  });

  it("383.3.d: an answer naming only one of the two sources is no order: it is left for a later choice, here none, so it is unused", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SNUFF }], base: [{ def: FILLER(1) }, { def: watcher(1) }, { def: watcher(2) }], "main-deck": [{ def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "snuff", choices: ["Filler 1", "Watcher 2"] });
    expect(energyGains(r.events)).toEqual(["A +1", "A +2"]);
    expect(r.violations.map((v) => v.code)).toEqual(["unused-choice"]);
  });

  it("383.3.d: abilities of several players go on the chain turn player first, so the other player's resolves first", () => {
    const s = game({
      players: {
        A: { zones: { hand: [{ def: DOUBLE_SNUFF }], base: [{ def: MARTYR, id: "martyr-a" }] } },
        B: { zones: { base: [{ def: MARTYR, id: "martyr-b" }] } },
      },
    });
    const r = applyRift(s, { type: "play", player: "A", card: "double-snuff", choices: ["martyr-a", "martyr-b"] });
    expect(r.refused).toBe(false);
    expect(energyGains(r.events)).toEqual(["B +2", "A +2"]);
  });

  it("337.1.b: a unit whose cost kills a unit is finalized, and enters, before the Deathknell its cost set off resolves", () => {
    const patron = { ...CRUEL_PATRON, cost: { energy: 0, power: [] } };
    const s = game({ players: { A: { zones: { hand: [{ def: patron }], base: [{ def: MARTYR }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "cruel-patron", choices: ["Martyr"] });
    expect(r.refused).toBe(false);
    expect(outline(r.events).slice(-5)).toEqual(["move Martyr", "play Cruel Patron", "move Cruel Patron", "trigger Martyr", "resource A energy 2"]);
  });

  it("808.1.d.2: a token's Deathknell triggers though the token ceases to exist in the trash (186.1)", () => {
    const s = game({ players: { A: { zones: { hand: [{ def: SNUFF }], base: [{ def: MARTYR, token: true }], "main-deck": [{ def: FILLER(1) }] } } } });
    const r = applyRift(s, { type: "play", player: "A", card: "snuff", choices: ["Martyr"] });
    expect(r.events.some((e) => e.type === "cease" && e.name === "Martyr")).toBe(true);
    expect(energyGains(r.events)).toEqual(["A +2"]);
  });
});
