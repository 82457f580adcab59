/**
 * Custom card text from the reliability reproductions: card-text-sentences-quadratic-mtg (once
 * 19 s to parse; its speed is measured by bench/text.bench.mjs) and
 * mtg-cycling-dash-problem-past-end (a problem one character past the end of the text).
 */
import { describe, expect, it } from "vitest";
import { defineMtgCard, parseMtgText } from "../../src/index.js";
import { expectSoundParse } from "../helpers.js";

const NEEDS_A_COST = 'Cycling needs a cost: "Cycling {2}" means "{2}, Discard this card: Draw a card" (702.29a).';

describe("hostile MTG card text", () => {
  it('". " × 10,000 (20 KB) is read whole: one unmodelled static per sentence, no text problems', () => {
    const text = ". ".repeat(10_000);
    const { def, problems } = defineMtgCard({ name: "Bot", type: "Creature", text });
    expect(problems.filter((p) => p.field === "text")).toEqual([]);
    expect(def.abilities).toHaveLength(10_000);
    expect(def.abilities.every((a) => a.kind === "static" && a.effect.kind === "unmodelled" && a.text === ".")).toBe(true);
  });

  it.each(["Cycling-", "Cycling—", "Swampcycling -"])("%j is a cycling keyword with no cost, reported on the keyword and its dash", (text) => {
    const parsed = parseMtgText(text);
    expect(parsed.problems).toEqual([{ start: 0, end: text.length, message: NEEDS_A_COST }]);
    expect(parsed.abilities).toEqual([{ kind: "static", effect: { kind: "unmodelled" }, text }]);
    expectSoundParse(text, parsed);
  });

  it("a dash with no cost at the end of a line points at that line, and the next line is read as usual", () => {
    const text = "Cycling— (Pay nothing.)\nFlying";
    const parsed = parseMtgText(text);
    expect(parsed.problems).toEqual([{ start: 0, end: "Cycling—".length, message: NEEDS_A_COST }]);
    expect(parsed.abilities[1]).toEqual({ kind: "static", effect: { kind: "keyword", keyword: "Flying" }, text: "Flying" });
  });

  it("a word after the dash that isn't a cost is still the one pointed at", () => {
    const text = "Cycling—Whistle a tune";
    expect(parseMtgText(text).problems).toEqual([
      { start: 8, end: 15, message: 'This cycling cost can\'t be read; write mana ("Cycling {2}") or "Cycling—Pay 2 life".' },
    ]);
  });

  it("a printed cost the engine can't pay is unsupported, on the whole cost, and the ability unmodelled", () => {
    const text = "Cycling—Exile a card from your graveyard. (Exile a card from your graveyard, Discard this card: Draw a card.)";
    const parsed = parseMtgText(text);
    expect(parsed.problems).toEqual([
      { start: 8, end: 40, message: 'The engine can\'t pay "Exile a card from your graveyard" as a cycling cost; it pays mana and life only, so this ability is not modelled.', unsupported: true },
    ]);
    expect(parsed.abilities).toEqual([{ kind: "static", effect: { kind: "unmodelled" }, text: "Cycling—Exile a card from your graveyard" }]);
  });

  it("reads Edge of Autumn's \"Cycling—Sacrifice a land\" as a sacrifice of a land (701.21a)", () => {
    const parsed = parseMtgText("Cycling—Sacrifice a land. (Sacrifice a land, Discard this card: Draw a card.)");
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities).toMatchObject([{ kind: "cycling", cost: { sacrifice: { supertypes: [], types: ["Land"], subtypes: [] } }, variant: { kind: "draw" } }]);
  });
});
