import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintScenario, runScenario } from "../../src/index.js";

const doc = readFileSync(new URL("../../../../docs/scenario-format.md", import.meta.url), "utf8");
const section = doc.slice(doc.indexOf("## Magic: The Gathering scenarios"), doc.indexOf("## Diagnostics"));
const blocks = (lang: string): string[] => [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1] ?? "");

describe("the Magic: The Gathering section of docs/scenario-format.md", () => {
  it("its complete example lints clean and its transcript is the one shown", () => {
    const [example = "", custom = ""] = blocks("yaml");
    const [shown = ""] = blocks("text");
    const result = runScenario(example);
    // As the docs say: no finding (Twisted Abomination's regeneration is modelled, rulings M48).
    expect(result.diagnostics).toEqual([]);
    expect(result.transcript).toBe(shown);
    // The custom card example defines a card that cycles cleanly.
    const withCard = `game: mtg\n${custom}players:\n  A:\n    hand: [Cycler Bot]\n    battlefield: [Wastes]\n    library: [Island]\nsteps:\n  - cycle: Cycler Bot\nexpect:\n  A: { life: 22, hand: [Island] }\n`;
    expect(lintScenario(withCard).diagnostics).toEqual([]);
  });

  it("names every MTG step kind, player key and expectation key the schema has", async () => {
    const { mtgSchema, MTG_STEP_KINDS, MTG_PLAYER_KEYS } = await import("../../src/games/mtg/schema.js");
    for (const kind of MTG_STEP_KINDS) expect(section).toContain(`\`${kind}`);
    for (const key of MTG_PLAYER_KEYS) expect(section).toContain(`\`${key}\``);
    const expectKeys = Object.keys((mtgSchema.definitions.mtgPlayerExpect as { properties: object }).properties);
    for (const key of expectKeys) expect(section).toContain(`\`${key}`);
  });
});
