import { describe, expect, it } from "vitest";
import { expectDiagnostic } from "../../src/index.js";

const VI = `players:
  A:
    base: ["Vi, Destructive"]
    trash: [Blind Fury]
    main-deck: [Sai Scout]
  B: {}
`;

describe("scenario/expect-mismatch", () => {
  it("illegal: for a step that is legal", () => {
    expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\n    expect: { illegal: ‹"416.3"› }\n`, {
      code: "scenario/expect-mismatch",
      message: "legal",
    });
  });

  it("illegal: for another rule than the refusal's", () => {
    const d = expectDiagnostic(`showdown: true\n${VI}steps:\n  - activate: Vi, Destructive\n    expect: { illegal: ‹"416.3"› }\n`, {
      code: "scenario/expect-mismatch",
      rule: "145.2",
    });
    expect(d.related?.[0]?.message).toBeDefined();
  });

  it("a Might that differs, on the might: value, with the actual value", () => {
    expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\n    expect:\n      A: { base: [{ card: "Vi, Destructive", might: ‹5› }] }\n`, {
      code: "scenario/expect-mismatch",
      message: "Might is 4",
    });
  });

  it("a whole unordered zone with a card too many", () => {
    expectDiagnostic(`${VI}expect:\n  A:\n    trash: [Blind Fury, ‹Sai Scout›]\n`, { code: "scenario/expect-mismatch", message: "is not in A's trash" });
  });

  it("a count", () => {
    expectDiagnostic(`${VI}expect:\n  A:\n    main-deck: { count: ‹2› }\n`, { code: "scenario/expect-mismatch", message: "has 1 card" });
  });

  it("energy, power and points", () => {
    expectDiagnostic(`${VI}expect:\n  A: { energy: ‹1› }\n`, { code: "scenario/expect-mismatch", message: "0 energy" });
    expectDiagnostic(`${VI}expect:\n  A: { power: { fury: ‹1› } }\n`, { code: "scenario/expect-mismatch", message: "0 fury power" });
    expectDiagnostic(`${VI}expect:\n  B: { points: ‹1› }\n`, { code: "scenario/expect-mismatch" });
  });

  it("exhausted:", () => {
    expectDiagnostic(`${VI}expect:\n  A:\n    base: [{ card: "Vi, Destructive", exhausted: ‹true› }]\n`, { code: "scenario/expect-mismatch", message: "ready" });
  });

  it("events: an entry that matches no later event line", () => {
    expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\n    expect:\n      events: ["Blind Fury: A trash → A main-deck (bottom)", ‹"Sai Scout"›]\n`, {
      code: "scenario/expect-mismatch",
      message: "No event after the previous match",
    });
  });

  it("an ordered deck listed in the wrong order", () => {
    expectDiagnostic(
      `players:
  A:
    main-deck: [Sai Scout, Blind Fury]
expect:
  A:
    main-deck: [‹Blind Fury›, Sai Scout]
`,
      { code: "scenario/expect-mismatch", message: "top to bottom: Sai Scout, Blind Fury" },
    );
  });

  describe("says what moved a card, and by which rule (both games)", () => {
    const WRAITH = `game: mtg
players:
  A:
    hand: [Street Wraith]
    library: [Swamp, Island]
steps:
  - cycle: Street Wraith
expect:
  A:
`;

    it("a card expected in a zone it left: the move, its cause, its step and its rule", () => {
      expectDiagnostic(`phase: channel\n${VI}steps:\n  - phase: draw\nexpect:\n  A:\n    main-deck: { includes: [‹Sai Scout›] }\n`, {
        code: "scenario/expect-mismatch",
        message: "Sai Scout is not in A's main-deck: A's main-deck is empty. Sai Scout was drawn from A's main-deck to A's hand in turn 1 (A's draw) at step 1 [draw 413].",
      });
    });

    it("a recycled card expected where it isn't: recycle/wrong-destination says what recycled it, too", () => {
      expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\nexpect:\n  A:\n    trash: [‹Blind Fury›]\n`, {
        code: "recycle/wrong-destination",
        message: "Blind Fury was recycled from A's trash to the bottom of A's main-deck to pay the cost of Vi, Destructive's ability at step 1 (416.1.a), not to A's trash.",
      });
    });

    it("a card expected absent from a zone a move put it in", () => {
      expectDiagnostic(`phase: channel\n${VI}steps:\n  - phase: draw\nexpect:\n  A:\n    hand: { excludes: [‹Sai Scout›] }\n`, {
        code: "scenario/expect-mismatch",
        message: "Sai Scout is in A's hand: A's hand holds: Sai Scout. Sai Scout was drawn from A's main-deck to A's hand in turn 1 (A's draw) at step 1 [draw 413].",
      });
    });

    it("a count that differs: the latest moves into and out of the zone", () => {
      expectDiagnostic(`${VI}steps:\n  - activate: Vi, Destructive\nexpect:\n  A:\n    main-deck: { count: ‹1› }\n`, {
        code: "scenario/expect-mismatch",
        message: "What changed it, latest first: Blind Fury was recycled from A's trash to the bottom of A's main-deck to pay the cost of Vi, Destructive's ability at step 1 [recycle 416.1.a].",
      });
    });

    it("a count no move changed says so", () => {
      expectDiagnostic(`${VI}expect:\n  A:\n    trash: { count: ‹2› }\n`, { code: "scenario/expect-mismatch", message: "No card moved into or out of it during the replay." });
    });

    it("Magic: a cycled card's draw, and the discard that paid for it, in a count", () => {
      expectDiagnostic(
        `${WRAITH}    hand: { count: ‹2› }\n`,
        {
          code: "scenario/expect-mismatch",
          message:
            "What changed it, latest first: Swamp was drawn from A's library to A's hand as Street Wraith resolved at step 1 [draw 121.1]; Street Wraith was discarded from A's hand to A's graveyard to pay the cost of Street Wraith's ability at step 1 [discard 702.29a].",
        },
      );
    });

    it("Magic: a card expected in a zone it left", () => {
      expectDiagnostic(
        `${WRAITH}    library: { includes: [‹Swamp›] }\n`,
        { code: "scenario/expect-mismatch", message: "Swamp was drawn from A's library to A's hand as Street Wraith resolved at step 1 [draw 121.1]." },
      );
    });
  });

  describe("Magic: a permanent's types and colors, as they are now", () => {
    const BEAR = `game: mtg\ncards:\n  - { name: Test Bear, mana-cost: "{1}{G}", type: Legendary Creature — Bear, power: 2, toughness: 2 }\nplayers:\n  A:\n    battlefield: [Test Bear]\nexpect:\n  A:\n    battlefield:\n      - { card: Test Bear, `;
    it("types: every supertype, type and subtype, in any order and case aside", () => {
      expectDiagnostic(`${BEAR}types: ‹[Creature, Bear]› }\n`, { code: "scenario/expect-mismatch", message: "Test Bear has the types bear, creature, legendary, not bear, creature." });
    });
    it("colors: words or letters; [] is colorless", () => {
      expectDiagnostic(`${BEAR}colors: ‹[]› }\n`, { code: "scenario/expect-mismatch", message: "Test Bear has the colors green, not none." });
    });
  });

  describe("Magic: energy counters and a chosen color (107.14, 614.1c)", () => {
    const MARKET = `game: mtg\nplayers:\n  A:\n    energy: 2\n    battlefield:\n      - { card: Night Market, chosen-color: blue }\n      - Plains\n  B: {}\n`;
    it("energy: on the player, with the actual count", () => {
      expectDiagnostic(`${MARKET}expect:\n  A:\n    energy: ‹3›\n`, { code: "scenario/expect-mismatch", message: "A has 2 energy counters, not 3." });
    });
    it("energy: a player with none has 0", () => {
      expectDiagnostic(`${MARKET}expect:\n  B:\n    energy: ‹1›\n`, { code: "scenario/expect-mismatch", message: "B has 0 energy counters, not 1." });
    });
    it("chosen-color: another color, a word or a letter", () => {
      expectDiagnostic(`${MARKET}expect:\n  A:\n    battlefield:\n      includes:\n        - { card: Night Market, chosen-color: ‹R› }\n`, { code: "scenario/expect-mismatch", message: "Night Market's chosen color is blue, not red." });
    });
    it("chosen-color: none when one was chosen", () => {
      expectDiagnostic(`${MARKET}expect:\n  A:\n    battlefield:\n      includes:\n        - { card: Night Market, chosen-color: ‹none› }\n`, { code: "scenario/expect-mismatch", message: "Night Market's chosen color is blue, not none." });
    });
    it("chosen-color: a permanent with none chosen", () => {
      expectDiagnostic(`${MARKET}expect:\n  A:\n    battlefield:\n      includes:\n        - { card: Plains, chosen-color: ‹white› }\n`, { code: "scenario/expect-mismatch", message: "Plains has no chosen color, not white." });
    });
    it("chosen-color: a word that is no color is a syntax error, not a mismatch", () => {
      expectDiagnostic(`${MARKET}expect:\n  A:\n    battlefield:\n      includes:\n        - { card: Night Market, chosen-color: ‹purple› }\n`, { code: "scenario/syntax", message: '"purple" is not a color' });
    });
  });
});
