import type { MtgAbility } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

function abilities(text: string, name?: string, types?: string[]): readonly MtgAbility[] {
  const parsed = parseMtgText(text, { ...(name ? { name } : {}), ...(types ? { types } : {}) });
  expect(parsed.problems).toEqual([]);
  return parsed.abilities;
}

const basic = (subtype: string) => ({ supertypes: ["Basic"], types: [], subtypes: [subtype] });

describe("sacrifice-lands (701.21a, 701.23)", () => {
  it("reads a Landscape's sacrifice cost and its list of basic land types", () => {
    const [ability] = abilities(
      "{T}, Sacrifice Foreboding Landscape: Search your library for a basic Swamp, Forest, or Island card, put it onto the battlefield tapped, then shuffle.",
      "Foreboding Landscape",
    );
    expect(ability).toMatchObject({
      kind: "activated",
      cost: { tapSelf: true, sacrificeSelf: true },
      zone: "battlefield",
      effect: [{ kind: "search", queries: [basic("Swamp"), basic("Forest"), basic("Island")], to: "battlefield", tapped: true, reveal: false }],
    });
  });

  it("reads 'Sacrifice this land' and a plain basic land search (Hobbit Hole)", () => {
    const [ability] = abilities("{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.");
    expect(ability).toMatchObject({ cost: { tapSelf: true, sacrificeSelf: true }, effect: [{ kind: "search", queries: [{ supertypes: ["Basic"], types: ["Land"], subtypes: [] }] }] });
  });

  it("leaves a sacrifice of another permanent unread: it is no cost of this one", () => {
    const [ability] = abilities("{2}{R}, Sacrifice a land: Draw a card.");
    expect(ability).toMatchObject({ kind: "static", effect: { kind: "unmodelled" } });
  });
});
