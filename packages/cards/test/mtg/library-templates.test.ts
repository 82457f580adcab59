import { describe, expect, it } from "vitest";
import { parseMtgText } from "../../src/index.js";

const spell = (text: string, name = "Test Spell") => parseMtgText(text, { types: ["Sorcery"], name }).spell;
const type = (t: string) => ({ supertypes: [], types: [t], subtypes: [] });
const anyCard = { supertypes: [], types: [], subtypes: [] };

describe("searches (701.23)", () => {
  it("reads Razaketh's Rite's 'a card' as any card, its 'Then shuffle' sentence being the search's own", () => {
    expect(spell("Search your library for a card and put that card into your hand. Then shuffle your library.")?.effect).toEqual([
      { kind: "search", queries: [anyCard], to: "hand", reveal: false },
    ]);
  });

  it("reads Migration Path's 'up to two basic land cards … tapped'", () => {
    expect(spell("Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.")?.effect).toEqual([
      { kind: "search", queries: [{ supertypes: ["Basic"], types: ["Land"], subtypes: [] }], to: "battlefield", reveal: false, upTo: 2, tapped: true },
    ]);
  });

  it("leaves a search with more than type words unmodelled", () => {
    const text = "Search your library for up to two creature cards with flying, put them onto the battlefield tapped, then shuffle.";
    expect(spell(text)?.effect).toEqual([{ kind: "unmodelled", text }]);
  });
});

describe("libraries filled and permanents returned", () => {
  it("reads Trip Up's owner's choice of top or bottom, its target a nonland permanent", () => {
    expect(spell("Target nonland permanent's owner puts it on their choice of the top or bottom of their library.")).toEqual({
      effect: [{ kind: "target-to-library-top-or-bottom" }],
      target: { permanent: [{ supertypes: [], types: [], subtypes: [], notTypes: ["Land"] }] },
    });
  });

  it("reads Repopulate's shuffle of one kind of card from the target player's graveyard", () => {
    expect(spell("Shuffle all creature cards from target player's graveyard into that player's library.")).toEqual({
      effect: [{ kind: "shuffle-graveyard-into-library", cards: type("Creature") }],
      target: "player",
    });
  });

  it("reads Rebuild's 'return all artifacts to their owners' hands', untargeted", () => {
    expect(spell("Return all artifacts to their owners' hands.")).toEqual({ effect: [{ kind: "return-all-to-hand", filters: [type("Artifact")] }] });
  });

  it("reads Treacherous Terrain's damage counted for each opponent", () => {
    expect(spell("Treacherous Terrain deals damage to each opponent equal to the number of lands that player controls.", "Treacherous Terrain")?.effect).toEqual([
      { kind: "damage", to: "each-opponent", amount: { kind: "permanents-that-player-controls", query: type("Land") } },
    ]);
  });
});
