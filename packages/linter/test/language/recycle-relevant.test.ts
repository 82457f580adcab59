import { readFileSync } from "node:fs";
import { riftboundCards } from "@recycle-rules/cards";
import { describe, expect, it } from "vitest";
import { recycleRelevantMarkdown, recycleRelevantRiftboundCards } from "../../src/index.js";

describe("the recycle-relevant Riftbound cards (issue 11)", () => {
  const cards = recycleRelevantRiftboundCards();

  it("are every bundled card whose text recycles, or names the trash, a deck's bottom or banishing, and no other", () => {
    const expected = riftboundCards().all().filter((def) => /recycl|trash|bottom of|banish/i.test(def.text)).map((def) => def.name);
    expect(cards.map((c) => c.name)).toEqual(expected);
    expect(cards.map((c) => c.name)).toEqual(expect.arrayContaining(["Ornn, Blacksmith", "Blind Fury", "The Harrowing", "Dazzling Aurora"]));
    expect(cards.map((c) => c.name)).not.toContain("Disintegrate");
  });

  it("say what is left out exactly when a card is not fully modelled", () => {
    for (const card of cards) expect(card.unmodelled.length === 0, card.name).toBe(card.modelled === "full");
  });

  it("docs/cards.md carries the table as recycleRelevantMarkdown() prints it (regenerate it when the engine models more)", () => {
    const doc = readFileSync(new URL("../../../../docs/cards.md", import.meta.url), "utf8");
    expect(doc).toContain(recycleRelevantMarkdown());
  });
});
