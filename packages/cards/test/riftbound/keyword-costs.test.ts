import { describe, expect, it } from "vitest";
import { parseRiftText } from "../../src/index.js";

const FLOW_REMINDER = "(You may play this from your trash for its Flow cost. Then banish it.)";

describe("[Flow] and [Repeat] lines of a spell", () => {
  it("reads a Flow cost, energy and power, apart from what the spell does", () => {
    const parsed = parseRiftText(`Draw 1.\n[Flow] [4][R] ${FLOW_REMINDER}`, { type: "spell", domains: ["fury"] });
    expect(parsed.flowCost).toEqual({ energy: 4, power: ["fury"] });
    expect(parsed.keywords).toEqual(["Flow"]);
    expect(parsed.onPlay).toEqual([{ kind: "draw", count: 1 }]);
    expect(parsed.notModelled).toEqual([]);
  });

  it("reads [A] as any power and a Repeat cost before the instructions", () => {
    const parsed = parseRiftText("[Repeat] [1][A] (You may pay the additional cost to repeat this spell's effect.)\nDraw 1.", { type: "spell" });
    expect(parsed.repeatCost).toEqual({ energy: 1, power: ["any"] });
    expect(parsed.keywords).toEqual(["Repeat"]);
    expect(parsed.onPlay).toEqual([{ kind: "draw", count: 1 }]);
  });

  it("leaves a Flow line of a unit, or one with a symbol that isn't a cost, unmodelled", () => {
    const unit = parseRiftText(`[Flow] [2] ${FLOW_REMINDER}`, { type: "unit" });
    expect(unit.flowCost).toBeUndefined();
    expect(unit.notModelled.map((p) => p.message).join()).toContain('"[2]"');
    const odd = parseRiftText(`Draw 1.\n[Flow] [2][E] ${FLOW_REMINDER}`, { type: "spell" });
    expect(odd.flowCost).toBeUndefined();
    expect(odd.notModelled).toHaveLength(1);
  });
});

describe("Flow sentences", () => {
  it("reads Stargazer's discount and Kennen's grant", () => {
    const star = parseRiftText("Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1].", { type: "unit" });
    expect(star.abilities[0]).toMatchObject({ kind: "static", effect: { kind: "flow-discount", amount: 2, minimum: 1 } });
    const kennen = parseRiftText("When I conquer, give a spell in your trash [Flow] equal to its cost this turn. (You may play it from your trash for its Flow cost. Then banish it.)", { type: "unit" });
    expect(kennen.abilities[0]).toMatchObject({ kind: "triggered", trigger: "when-conquer", effect: [{ kind: "grant-flow" }] });
  });
});

describe("[Empower] and [Empowered] lines of a unit", () => {
  it("reads [Empower] as an ability named empower that is refused while Empowered, and the Empowered bonus", () => {
    const parsed = parseRiftText("[Empower] [2][P] ([2][P]: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +1 [M].", { type: "unit" });
    expect(parsed.abilities).toEqual([
      { kind: "activated", name: "empower", cost: [{ kind: "energy", amount: 2 }, { kind: "power", domain: "chaos", amount: 1 }], effect: [{ kind: "empower-self" }], timing: [], onlyIfNotEmpowered: true, text: "[Empower] [2][P]" },
      { kind: "static", effect: { kind: "might-while-empowered", amount: 1 }, text: "[Empowered][>] I have +1 [M]." },
    ]);
    expect(parsed.keywords).toEqual(["Empower", "Empowered"]);
  });

  it("reads an [Empower] paid by discarding, and leaves one with a cost it can't pay unmodelled", () => {
    const discard = parseRiftText("[Empower] — Discard a spell (Pay the cost: Empower me. Use only if not Empowered.)", { type: "unit" });
    expect(discard.notModelled).toEqual([]);
    expect(discard.abilities).toMatchObject([{ kind: "activated", name: "empower", cost: [{ kind: "discard", count: 1, match: { types: ["spell"] } }] }]);
    const unknown = parseRiftText("[Empower] — Reveal a spell (Pay the cost: Empower me. Use only if not Empowered.)", { type: "unit" });
    expect(unknown.notModelled).toHaveLength(1);
  });

  it("reads 'When I become [Empowered]' as a trigger", () => {
    const parsed = parseRiftText("When I become [Empowered], [Predict 2].", { type: "unit" });
    expect(parsed.abilities[0]).toMatchObject({ kind: "triggered", trigger: "when-empowered" });
  });
});
