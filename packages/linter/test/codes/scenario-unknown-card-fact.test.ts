import { JUDGED_CODES } from "../deck-reference/helpers.js";
import { describe, it } from "vitest";
import { expectDiagnostic, expectNoDiagnostics } from "../../src/index.js";

/**
 * Tibbers (OGS-018) costs [8] and two power pips; the card data's sources give the number of pips,
 * not their domains (Fury, Chaos or one of each), so the data marks them "unknown".
 */
describe("scenario/unknown-card-fact", () => {
  it("playing a card whose power pips' domains the data lacks names the missing fact instead of guessing", () => {
    expectDiagnostic(
      `turn: A
phase: main
players:
  A:
    hand: [Tibbers]
    energy: 8
    power: { fury: 2, chaos: 2 }
steps:
  - play: ‹Tibbers›
`,
      { code: "scenario/unknown-card-fact", rule: "131.3", severity: "error", message: "2 pips whose domain the card data doesn't give" },
    );
  });

  it("a banish-then-play that would pay the unknown power reports it too (Promising Future ignores only the Energy cost)", () => {
    expectDiagnostic(
      `turn: A
phase: main
players:
  A:
    hand: [Promising Future]
    main-deck: [Tibbers]
    energy: 5
    power: { mind: 1 }
  B: {}
steps:
  - play: ‹Promising Future›
    choose: [Tibbers]
`,
      { code: "scenario/unknown-card-fact", message: "Tibbers's power cost" },
    );
  });

  it("is not reported when the card is played ignoring its whole cost (Blind Fury), or defined with its printed cost", () => {
    expectNoDiagnostics(`turn: A
phase: main
players:
  A:
    hand: [Blind Fury]
    energy: 4
    power: { fury: 2 }
  B:
    main-deck: [Tibbers]
steps:
  - play: Blind Fury
    choose: [Tibbers]
`, { codes: JUDGED_CODES });
    expectNoDiagnostics(`turn: A
phase: main
cards:
  - name: Tibbers
    type: unit
    domain: [fury, chaos]
    cost: "[8][R][P]"
    might: 7
players:
  A:
    hand: [Tibbers]
    energy: 8
    power: { fury: 1, chaos: 1 }
steps:
  - play: Tibbers
`);
  });
});
