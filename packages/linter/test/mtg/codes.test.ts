/**
 * `game: mtg` scenarios: each finding on the exact text at fault, with the code and the rule the
 * engine cites (current numbering unless the file says `edition: seed`).
 */
import { JUDGED_CODES } from "../deck-reference/helpers.js";
import { describe, expect, it } from "vitest";
import { expectDiagnostic, expectNoDiagnostics, lintScenario } from "../../src/index.js";

describe("recycle/timing in a game: mtg file", () => {
  it("702.29a: cycling a card from the battlefield, on the cycle: value", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    battlefield: [Street Wraith]
    library: [Swamp]
steps:
  - cycle: ‹Street Wraith›
`,
      { code: "recycle/timing", rule: "702.29a", message: "only while the card is in a player's hand" },
    );
  });

  it("702.29a: from the graveyard too, named by its id", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    graveyard: [{ card: Barren Moor, id: moor }]
    battlefield: [Swamp]
steps:
  - cycle: ‹moor›
`,
      { code: "recycle/timing", rule: "702.29a" },
    );
  });

  it("602.5: cycling under Stabilizer", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Barren Moor]
    battlefield: [Stabilizer, Swamp]
    library: [Swamp]
  B: {}
steps:
  - cycle: ‹Barren Moor›
`,
      { code: "recycle/timing", rule: "602.5", message: "Stabilizer" },
    );
  });

  it("702.29f: Stabilizer stops typecycling too, on the ability: value when it is given", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Twisted Abomination]
    battlefield: [Swamp, Swamp]
  B:
    battlefield: [Stabilizer]
steps:
  - cycle: Twisted Abomination
    ability: ‹swampcycling›
`,
      { code: "recycle/timing", rule: "702.29f", message: "typecycling abilities are cycling abilities" },
    );
  });

  it("edition: seed cites the seed's numbering (702.26a)", () => {
    expectDiagnostic(
      `game: mtg
edition: seed
players:
  A:
    battlefield: [Street Wraith]
steps:
  - cycle: ‹Street Wraith›
`,
      { code: "recycle/timing", rule: "702.26a" },
    );
  });

  it("104.1: nothing more happens once the game is over", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Lonely Sandbar, Secluded Steppe]
    mana: "{U}{W}"
  B: {}
steps:
  - cycle: Lonely Sandbar
    expect:
      A: { lost: true }
  - cycle: ‹Secluded Steppe›
`,
      { code: "recycle/timing", rule: "104.1" },
    );
  });
});

describe("recycle/illegal-cost in a game: mtg file", () => {
  it("118.3: Street Wraith at 1 life", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    life: 1
    hand: [Street Wraith]
    library: [Swamp]
steps:
  - cycle: ‹Street Wraith›
`,
      { code: "recycle/illegal-cost", rule: "118.3", message: "2 life" },
    );
  });

  it("118.3: mana the player can't make", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Gempalm Polluter]
    battlefield: [Swamp, Island]
steps:
  - cycle: ‹Gempalm Polluter›
`,
      { code: "recycle/illegal-cost", rule: "118.3", message: "{B}{B}" },
    );
  });

  it("118.3: a land named in tap: that is already tapped, on that entry", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Barren Moor]
    battlefield: [{ card: Swamp, tapped: true, id: s1 }, Swamp]
steps:
  - cycle: Barren Moor
    tap: [‹s1›]
`,
      { code: "recycle/illegal-cost", rule: "118.3" },
    );
  });

  it("605.1a: tap: naming a card that is not an untapped mana source of the player, on that entry", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Hundroog, Island]
    battlefield: [Forest, Forest, Forest]
steps:
  - cycle: Hundroog
    tap: [Forest, Forest, ‹Island›]
`,
      { code: "scenario/invalid-choice", rule: "605.1a", message: "not an untapped mana source" },
    );
  });
});

describe("recycle/wrong-destination in a game: mtg file", () => {
  it("614.1a: a cycled card expected in the graveyard while Rest in Peace exiled it", () => {
    const d = expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Street Wraith]
    battlefield: [Rest in Peace]
    library: [Swamp]
steps:
  - cycle: Street Wraith
expect:
  A:
    graveyard: [‹Street Wraith›]
`,
      { code: "recycle/wrong-destination", rule: "614.1a", message: "Rest in Peace exiled it instead" },
    );
    expect(d.message).toContain("118.11");
  });

  it("701.9a: a cycled card expected anywhere but its owner's graveyard", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Desert Cerodon]
    battlefield: [Mountain]
    library: [Swamp]
steps:
  - cycle: Desert Cerodon
    expect:
      A:
        exile: [‹Desert Cerodon›]
`,
      { code: "recycle/wrong-destination", rule: "701.9a", message: "to pay its cycling cost (702.29a)" },
    );
  });

  it("701.9a: excludes: a discarded card from the graveyard it went to", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Desert Cerodon]
    battlefield: [Mountain]
    library: [Swamp]
steps:
  - cycle: Desert Cerodon
expect:
  A:
    graveyard: { excludes: [‹Desert Cerodon›] }
`,
      { code: "recycle/wrong-destination", rule: "701.9a" },
    );
  });

  it("Leyline of the Void exiles only an opponent's card (614.1a); the controller's own goes to the graveyard", () => {
    expectNoDiagnostics(`game: mtg
players:
  A:
    hand: [Desert Cerodon]
    battlefield: [Mountain, Leyline of the Void]
    library: [Swamp]
  B:
    hand: [Barren Moor]
    battlefield: [Swamp]
    library: [Island]
steps:
  - cycle: Desert Cerodon
  - cycle: Barren Moor
    player: B
expect:
  A: { graveyard: [Desert Cerodon] }
  B: { exile: [Barren Moor], graveyard: [] }
`, { codes: JUDGED_CODES });
  });
});

describe("choices in a game: mtg file", () => {
  it("702.29e: a typecycling search: that names a card of another type finds nothing", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Twisted Abomination]
    battlefield: [Swamp, Swamp]
    library: [Island, Swamp]
steps:
  - cycle: Twisted Abomination
    search: ‹Island›
`,
      { code: "scenario/invalid-choice", rule: "702.29e", message: "finds nothing" },
    );
  });

  it("search: on plain cycling is an unused answer", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Barren Moor]
    battlefield: [Swamp]
    library: [Swamp]
steps:
  - cycle: Barren Moor
    search: ‹Swamp›
`,
      { code: "scenario/unused-choice", rule: "702.29a" },
    );
  });

  it("x: for a cost without {X} is unused (107.3)", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Barren Moor]
    battlefield: [Swamp]
    library: [Swamp]
steps:
  - cycle: Barren Moor
    x: ‹2›
`,
      { code: "scenario/unused-choice", rule: "107.3" },
    );
  });

  it("an answer no choice used", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Barren Moor]
    battlefield: [Swamp]
    library: [Swamp]
steps:
  - cycle: Barren Moor
    choose: [‹yes›]
`,
      { code: "scenario/unused-choice" },
    );
  });

  it("an unknown search: card is unknown-card with did-you-mean, and the step is not run", () => {
    const d = expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Twisted Abomination]
    battlefield: [Swamp, Swamp]
    library: [Swamp]
steps:
  - cycle: Twisted Abomination
    search: ‹Swmap›
`,
      { code: "scenario/unknown-card", message: 'Did you mean "Swamp"' },
    );
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("Swamp");
  });
});

describe("expectations and set-up in a game: mtg file", () => {
  it("illegal: accepts the rule the step was refused for, in either numbering", () => {
    const file = (rule: string): string => `game: mtg
edition: seed
players:
  A:
    battlefield: [Street Wraith]
steps:
  - cycle: Street Wraith
    expect:
      illegal: ${rule}
`;
    expect(lintScenario(file('"702.26a"')).diagnostics).toEqual([]);
    expect(lintScenario(file('"702.29a"')).diagnostics).toEqual([]);
    expect(lintScenario(file('"702.26"')).diagnostics).toEqual([]);
    expectDiagnostic(file("‹\"602.5\"›"), { code: "scenario/expect-mismatch", rule: "702.26a" });
  });

  it("life, with the actual value in the message", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    life: 5
    hand: [Street Wraith]
    library: [Swamp]
steps:
  - cycle: Street Wraith
expect:
  A:
    life: ‹5›
`,
      { code: "scenario/expect-mismatch", message: "A has 3 life, not 5" },
    );
  });

  it("mana in the pool", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    mana: "{U}{U}"
    hand: [Lonely Sandbar]
    library: [Island]
steps:
  - cycle: Lonely Sandbar
expect:
  A:
    mana: ‹"{U}{U}"›
`,
      { code: "scenario/expect-mismatch", message: "holds {U}, not {U}{U}" },
    );
  });

  it("a token can't start in a library (704.5d)", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    library:
      - ‹{ card: Island, token: true }›
`,
      { code: "scenario/invalid-setup", rule: "704.5d" },
    );
  });

  it("an unknown card, with did-you-mean among Magic cards", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [‹Street Wrath›]
`,
      { code: "scenario/unknown-card", message: 'Did you mean "Street Wraith"' },
    );
  });

  it("a real card with no copy in the game", () => {
    expectDiagnostic(
      `game: mtg
players:
  A: {}
steps:
  - cycle: ‹Street Wraith›
`,
      { code: "scenario/card-not-found" },
    );
  });
});

describe("structure of a game: mtg file", () => {
  it("trash is not a Magic zone: did you mean graveyard?", () => {
    const d = expectDiagnostic(
      `game: mtg
players:
  A:
    ‹trash›: [Swamp]
`,
      { code: "scenario/unknown-zone", message: 'Did you mean "graveyard"?' },
    );
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("graveyard");
  });

  it("a Riftbound zone in an expectation too", () => {
    expectDiagnostic(
      `game: mtg
players:
  A: {}
expect:
  A:
    ‹main-deck›: []
`,
      { code: "scenario/unknown-zone", message: 'Did you mean "library"?' },
    );
  });

  it("phase: is Riftbound's; an MTG file says step:", () => {
    expectDiagnostic(`game: mtg\n‹phase›: main\n`, { code: "scenario/unknown-key", message: 'Did you mean "step"?' });
  });

  it("a key the step's kind doesn't use is a warning", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Forest]
steps:
  - play: Forest
    ‹x›: 2
`,
      { code: "scenario/unknown-key", severity: "warning", message: "no meaning on a play step" },
    );
  });

  it("a step with two kinds", () => {
    expectDiagnostic(
      `game: mtg
steps:
  - pass: A
    ‹resolve›: 1
`,
      { code: "scenario/syntax", message: "both pass and resolve" },
    );
  });

  it("an unknown step name", () => {
    expectDiagnostic(`game: mtg\nsteps:\n  - step: ‹draws›\n`, { code: "scenario/syntax", message: 'Did you mean "draw"?' });
  });

  it("a custom card's text is checked on its exact characters", () => {
    expectDiagnostic(
      `game: mtg
cards:
  - name: Cycler Bot
    mana-cost: "{2}"
    type: Artifact Creature — Construct
    power: 1
    toughness: 1
    text: "Cycling {1}‹{Z}›"
`,
      { code: "scenario/custom-card" },
    );
  });

  it("a custom card's text the engine can't model is pointed out, inside a block scalar", () => {
    expectDiagnostic(
      `game: mtg
cards:
  - name: Bot
    type: Creature — Construct
    power: 1
    toughness: 1
    text: |
      Flying
      ‹Swampcyclin {2}›
`,
      { code: "scenario/custom-card", message: "not something the engine models" },
    );
  });

  it("a custom card cycles like a printed one", () => {
    expectNoDiagnostics(`game: mtg
cards:
  - name: Cycler Bot
    mana-cost: "{2}"
    type: Artifact Creature — Construct
    power: 1
    toughness: 1
    text: "Cycling {1}"
players:
  A:
    hand: [Cycler Bot]
    battlefield: [Wastes]
    library: [Island]
steps:
  - cycle: Cycler Bot
expect:
  A:
    hand: [Island]
    graveyard: [Cycler Bot]
`);
  });
});

describe("the opening-hands step (103.6)", () => {
  it("takes no value: a value is scenario/syntax on that value", () => {
    expectDiagnostic(
      `game: mtg
players:
  A:
    hand: [Leyline of the Void]
steps:
  - opening-hands: ‹yes›
`,
      { code: "scenario/syntax", message: "should be empty (no value)" },
    );
  });

  it("103.6a: Leyline of the Void begins the game on the battlefield, written as the word alone", () => {
    const result = lintScenario(`game: mtg
players:
  A:
    hand: [Leyline of the Void]
steps:
  - opening-hands
expect:
  A:
    battlefield: [Leyline of the Void]
    hand: []
`);
    expect(result.diagnostics).toEqual([]);
  });

  it("103.6: refused after turn 1, a timing finding on the step", () => {
    expectDiagnostic(
      `game: mtg
turn-number: 2
players:
  A:
    hand: [Leyline of the Void]
steps:
  - ‹opening-hands›
`,
      { code: "recycle/timing", rule: "103.6", message: "before the game's first turn" },
    );
  });
});
