import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario } from "../../src/index.js";

const codes = (text: string): string[] => lintScenario(text).diagnostics.map((d) => `${d.code}: ${d.message}`);

describe("scenario/invalid-choice", () => {
  it("a listed card that is not in the from: zone (416.6), on that list item", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
    hand: [Sai Scout]
steps:
  - recycle: [Blind Fury, ‹Sai Scout›]
    from: trash
`,
      { code: "scenario/invalid-choice", rule: "416.6" },
    );
  });

  it("a cost answer naming a card that can't be chosen (416.3)", () => {
    expectDiagnostic(
      `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
    hand: [Sai Scout]
steps:
  - activate: Vi, Destructive
    choose: [‹Sai Scout›]
`,
      { code: "scenario/invalid-choice", rule: "416.3" },
    );
  });
});

/**
 * An answer of the wrong kind for the choice it is offered to (a card where a yes/no is asked, a
 * number where a card is, a player where a card is) is scenario/invalid-choice on that answer,
 * naming what was expected — never a silent default (rulings R3). Both games.
 */
describe("scenario/invalid-choice: an answer that doesn't fit its choice (Riftbound)", () => {
  const vision = (answers: string): string => `players:
  A:
    hand: [Mystic Poro]
    energy: 2
    main-deck: [Blind Fury, Stacked Deck]
  B: {}
steps:
  - play: Mystic Poro
    choose: ${answers}
`;

  it("a card name where Vision's yes/no is asked: the one finding, on the answer, naming the question", () => {
    const d = expectDiagnostic(vision("[‹Stacked Deck›]"), {
      code: "scenario/invalid-choice",
      rule: [],
      message: "Expected yes or no for 'recycle any of Blind Fury?'; got 'Stacked Deck'.",
    });
    expect(lintScenario(vision("[Stacked Deck]")).diagnostics).toEqual([d]);
  });

  it("the answers in the order asked (yes, then the card) are taken", () => {
    const text = `${vision("[yes, Blind Fury]")}expect:\n  A:\n    main-deck: [Stacked Deck, Blind Fury]\n`;
    expect(codes(text)).toEqual([]);
  });

  it("a number where a card is asked", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
steps:
  - recycle: 1
    choose: [‹3›]
`,
      { code: "scenario/invalid-choice", rule: [], message: "Expected a card for '1 to recycle from A's trash'; got 3." },
    );
  });

  it("a player where a card is asked", () => {
    expectDiagnostic(
      `players:
  A:
    trash: [Blind Fury]
  B: {}
steps:
  - recycle: 1
    choose: [‹B›]
`,
      { code: "scenario/invalid-choice", rule: [], message: "Expected a card for '1 to recycle from A's trash'; got the player 'B'." },
    );
  });

  it("a card where Burn Out's opponent is asked (B burns out in their draw phase, with two opponents)", () => {
    expectDiagnostic(
      `turn: A
phase: main
players:
  A:
    trash: [Blind Fury]
  B: {}
  C: {}
steps:
  - phase: draw
    choose: [‹Blind Fury›]
`,
      { code: "scenario/invalid-choice", rule: [], message: "Expected an opponent (C or A) for 'an opponent to gain 1 point'; got 'Blind Fury'." },
    );
  });
});

describe("scenario/invalid-choice: an answer that doesn't fit its choice (Magic)", () => {
  const gempalm = (answers: string): string => `game: mtg
players:
  A:
    hand: [Gempalm Polluter]
    battlefield: [Swamp, Swamp]
    library: [Swamp]
  B: {}
steps:
  - cycle: Gempalm Polluter
    choose: ${answers}
`;

  it("a yes/no where the cleanup discard's card is asked", () => {
    expectDiagnostic(
      `game: mtg
turn: A
step: end
players:
  A:
    hand: [Island, Island, Island, Island, Island, Island, Island, Swamp]
steps:
  - step: cleanup
    choose: [‹no›]
`,
      { code: "scenario/invalid-choice", rule: [], message: "Expected a card for 'a card to discard down to 7 (1 to go)'; got 'no'." },
    );
  });

  it("a card where Drake Haven's 'you may pay {1}' is asked", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Street Wraith]
    battlefield: [Drake Haven, Island]
    library: [Swamp]
steps:
  - cycle: Street Wraith
    choose: [‹Island›]
`,
      { code: "scenario/invalid-choice", rule: [], message: "Expected yes or no for 'Drake Haven:" },
    );
  });

  it("a number where a trigger's target is asked", () => {
    expectDiagnostic(gempalm("[‹3›]"),
      { code: "scenario/invalid-choice", rule: [], message: "Expected a target (a player or a card) for 'a target for Gempalm Polluter's" },
    );
  });

  it("the target, then the 'you may': no finding", () => {
    expect(
      codes(gempalm("[B, no]")),
    ).toEqual([]);
  });
});
