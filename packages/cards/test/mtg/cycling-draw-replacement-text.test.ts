/**
 * Unpredictable Cyclone's replacement of a cycling draw (rulings M87): its three sentences are one
 * static ability, read whole; "another" and "nonland" are kept, and any other wording stays
 * unmodelled rather than misread.
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const CYCLONE =
  "If a cycling ability of another nonland card would cause you to draw a card, instead exile cards from the top of your library until you exile a card that shares a card type with the cycled card. You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom of your library in a random order.\nCycling {2} ({2}, Discard this card: Draw a card.)";
const enchantment = (text: string) => parseMtgText(text, { types: ["Enchantment"], name: "Unpredictable Cyclone" });

describe("a cycling draw replaced by exiles and a free cast", () => {
  it("reads Unpredictable Cyclone as one static ability and its cycling", () => {
    const parsed = enchantment(CYCLONE);
    expect(parsed.problems).toEqual([]);
    expect(parsed.abilities.map((a) => a.kind)).toEqual(["static", "cycling"]);
    expect(parsed.abilities[0]).toMatchObject({ effect: { kind: "cycling-draw-exiles-until-shared-type", other: true, nonland: true } });
    expect(parsed.abilities[0]?.text).toMatch(/^If a cycling ability .* in a random order\.$/);
  });

  it("keeps what the words say: any card's cycling, lands' too, when neither word is there", () => {
    const [ability] = enchantment(CYCLONE.replace("of another nonland card", "of a card")).abilities;
    expect(ability).toMatchObject({ effect: { kind: "cycling-draw-exiles-until-shared-type", other: false, nonland: false } });
  });

  it("leaves a changed template unmodelled (no part of it is guessed)", () => {
    const changed = enchantment(CYCLONE.replace("shares a card type with", "has the same name as")).abilities;
    expect(changed.some((a) => a.kind === "static" && a.effect.kind === "cycling-draw-exiles-until-shared-type")).toBe(false);
    expect(changed.some((a) => a.kind === "static" && a.effect.kind === "unmodelled")).toBe(true);
  });
});
