import { describe, expect, it } from "vitest";
import { applyRift, type GameEvent, type RiftCardDef } from "../src/index.js";
import { FILLER, activated, unit } from "./fixtures.js";
import { game } from "./helpers.js";

const fromYourTrash = { zone: "trash", whose: "you" } as const;
const MARTYR = unit("Martyr", "order", 1, {
  abilities: [{ kind: "triggered", trigger: "deathknell", optional: false, effect: [{ kind: "add-energy", amount: 2 }], text: "Deathknell — Add [2]." }],
});
const ALTAR: RiftCardDef = {
  ...unit("Altar", "chaos", 1),
  type: "gear",
  abilities: [activated([{ kind: "kill-friendly-unit" }, { kind: "recycle", count: 1, from: fromYourTrash, filter: "card" }], [{ kind: "draw", count: 1 }])],
};

/** Event types with the card or resource they concern, in order. */
const outline = (events: readonly GameEvent[]) =>
  events.map((e) => ("name" in e ? `${e.type} ${e.name}` : e.type === "resource" ? `${e.type} ${e.resource} ${e.delta}` : e.type));

describe("resolution order (depth-first, as the rules' \"then\" reads)", () => {
  it("a Deathknell set off by a cost waits until every part is paid, then resolves before the ability's effect, being newer on the chain (337.1.b, 340.1)", () => {
    const s = game({ players: { A: { zones: { base: [{ def: ALTAR }, { def: MARTYR }], trash: [{ def: FILLER(1) }], "main-deck": [{ def: FILLER(2) }] } } } });
    const r = applyRift(s, { type: "activate", player: "A", card: "altar", ability: 1, choices: [] });
    expect(r.refused).toBe(false);
    expect(outline(r.events)).toEqual([
      "activate Altar",
      "choice",
      "move Martyr",
      "choice",
      "move Filler 1",
      "trigger Martyr",
      "resource energy 2",
      "move Filler 2",
    ]);
  });

  it("a Deathknell is controlled by the player who controlled the unit as it died, not its owner (808.1.d.2)", () => {
    const s = game({
      players: { A: { zones: { base: [{ def: ALTAR }, { def: MARTYR, owner: "B" }], trash: [{ def: FILLER(1) }], "main-deck": [{ def: FILLER(2) }] } } },
    });
    const r = applyRift(s, { type: "activate", player: "A", card: "altar", ability: 1, choices: [] });
    expect(r.refused).toBe(false);
    // The card lands in its owner's trash; the energy goes to its controller at death.
    expect(r.events.filter((e) => e.type === "resource").map((e) => e.type === "resource" && `${e.player} ${e.resource} ${e.delta}`)).toEqual(["A energy 2"]);
    expect([...(r.state.zones["B"]?.["trash"] ?? [])]).toHaveLength(1);
  });

  it("an endless trigger loop fails as the call stack's overflow did, rather than hanging", () => {
    const looper = unit("Looper", "fury", 1, {
      abilities: [
        {
          kind: "triggered",
          trigger: "you-recycle-cards",
          optional: false,
          effect: [{ kind: "draw", count: 1 }, { kind: "recycle", count: 1, upTo: false, from: { zone: "hand", whose: "you" }, filter: "card" }],
          text: "When you recycle one or more cards, draw 1, then recycle 1 from your hand.",
        },
      ],
    });
    const s = game({ players: { A: { zones: { base: [{ def: looper }], trash: [{ def: FILLER(1) }], "main-deck": [{ def: FILLER(2) }] } } } });
    expect(() => applyRift(s, { type: "recycle", player: "A", what: 1, from: [{ player: "A", zone: "trash" }], choices: [] })).toThrow(RangeError);
  });
});
