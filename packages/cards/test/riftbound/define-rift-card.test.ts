import { describe, expect, it } from "vitest";
import { defineRiftCard } from "../../src/index.js";
import { spanOf } from "../helpers.js";

describe("defineRiftCard", () => {
  it("builds a custom unit from a cost string and text", () => {
    const { def, problems } = defineRiftCard({
      name: "Scrap Collector",
      type: "Unit",
      domain: "mind",
      cost: "[3][U]",
      might: 2,
      tags: ["Zaun"],
      text: "[Vision]\nRecycle 2 from your trash, [E]: Draw 1.",
    });
    expect(problems).toEqual([]);
    expect(def).toMatchObject({
      name: "Scrap Collector",
      type: "unit",
      supertypes: [],
      domains: ["mind"],
      cost: { energy: 3, power: ["mind"] },
      might: 2,
      tags: ["Zaun"],
      keywords: ["Vision"],
    });
    expect(def.abilities).toHaveLength(2);
    expect(def.onPlay).toBeUndefined();
  });

  it("accepts several domains, an object cost, the token flag, and resolves [C] for one domain", () => {
    expect(defineRiftCard({ name: "Bolt", type: "spell", domains: ["Fury", "chaos"], cost: { energy: 1, power: ["fury", "any"] }, text: "Draw 1." }).def).toMatchObject({
      domains: ["fury", "chaos"],
      cost: { energy: 1, power: ["fury", "any"] },
      onPlay: [{ kind: "draw", count: 1 }],
    });
    expect(defineRiftCard({ name: "Pal", type: "unit", token: true, might: 1 }).def.supertypes).toEqual(["token"]);
    expect(defineRiftCard({ name: "Jab", type: "spell", domain: "body", cost: "[1][C]" }).def.cost).toEqual({ energy: 1, power: ["body"] });
  });

  it("reports problems by field with offsets into that field", () => {
    const text = "Recycle from your trash: Draw 1.";
    const cost = "[2][Q]";
    const { def, problems } = defineRiftCard({ name: "Broken", type: "unti", domain: "furry", cost, text });
    expect(def.type).toBe("unit");
    expect(problems).toEqual([
      expect.objectContaining({ field: "type", message: expect.stringContaining("Did you mean unit?") }),
      expect.objectContaining({ field: "domain", message: expect.stringContaining("Did you mean fury?") }),
      expect.objectContaining({ field: "cost", ...spanOf(cost, "[Q]") }),
      expect.objectContaining({ field: "might" }),
      expect.objectContaining({ field: "text", ...spanOf(text, "Recycle from your trash") }),
    ]);
  });

  it("checks the rules for tokens, Might and power domains", () => {
    const fields = (input: Parameters<typeof defineRiftCard>[0]): string[] => defineRiftCard(input).problems.map((p) => p.field);
    expect(fields({ name: "T", type: "unit", token: true, might: 1, domain: "fury", cost: "[1]" })).toEqual(["domain", "cost"]);
    expect(fields({ name: "G", type: "gear", might: 2 })).toEqual(["might"]);
    expect(fields({ name: "S", type: "spell", domain: "calm", cost: "[1][R]" })).toEqual(["cost"]);
    expect(fields({ name: "R", type: "rune", domain: "calm", cost: "[1]" })).toEqual(["cost"]);
    expect(fields({ name: "", type: "unit", might: 1 })).toEqual(["name"]);
  });

  it("never throws on input of the wrong shape (as YAML might give)", () => {
    const junk = { name: 7, type: null, domain: [1], cost: { energy: -1, power: "x" }, might: "3", tags: "a", text: 5, supertypes: ["boss"], token: "yes" };
    const { def, problems } = defineRiftCard(junk as never);
    expect(def.name).toBe("");
    expect(problems.length).toBeGreaterThan(5);
  });
});
