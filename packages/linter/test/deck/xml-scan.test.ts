import { describe, expect, it } from "vitest";
import { scanXml } from "../../src/games/mtg/deck/xml-scan.js";

describe("the .dek XML scanner", () => {
  it("gives each attribute value's offsets and decodes entities", () => {
    const text = `<?xml version="1.0"?>\n<!-- c -->\n<Deck><Cards Quantity='2' Name="Akroma&apos;s &amp; Co" /></Deck>`;
    const { elements, problems } = scanXml(text);
    expect(problems).toEqual([]);
    const cards = elements.find((e) => e.name === "Cards");
    const name = cards?.attributes.find((a) => a.name === "Name");
    expect(name?.value).toBe("Akroma's & Co");
    expect(text.slice(name?.valueStart, name?.valueEnd)).toBe("Akroma&apos;s &amp; Co");
    expect(cards?.parent).toBe("Deck");
  });

  it("reports, with positions, what isn't well-formed", () => {
    const cases: [string, string][] = [
      ["<Deck><Cards Name=Swamp /></Deck>", "in quotes"],
      ['<Deck><Cards Name="Swamp" </Deck>', "Unexpected"],
      ["<Deck></Dek>", "names must match"],
      ["<Deck>", "never closed"],
      ['<Deck><Cards Name="A &bogus; B" /></Deck>', "not an XML entity"],
      ["<!-- open", "never closed"],
      ["just text", "No XML element"],
    ];
    for (const [text, message] of cases) {
      const { problems } = scanXml(text);
      expect(problems.map((p) => p.message).join(" | "), text).toContain(message);
      for (const p of problems) expect(p.start <= p.end && p.end <= text.length).toBe(true);
    }
  });
});
