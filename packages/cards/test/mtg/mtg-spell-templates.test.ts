/**
 * Spell and triggered-ability templates: who a "target opponent" may be, targets qualified by a
 * keyword, a stat or a controller, and the effects written with them.
 */
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const spell = (text: string, name?: string) => parseMtgText(text, { types: ["Instant"], ...(name ? { name } : {}) }).spell;

describe("'target opponent' and 'target player' (102.3, 115.1)", () => {
  it("reads 'target opponent' as an opponent, never as any player", () => {
    expect(spell("Inferno Jet deals 6 damage to target opponent or planeswalker.", "Inferno Jet")?.target).toBe("opponent");
    expect(spell("Target player loses 4 life and you gain 4 life.")?.target).toBe("player");
  });
});
