/**
 * Magic combat steps (docs/rulings.md M19): a declaration that breaks a rule is refused on the
 * attacker or block at fault, with the rule; a `block:` entry that names no attacking creature,
 * or a `defender:` nobody plays, is pointed out where it is written.
 */
import { describe, expect, it } from "vitest";
import { expectDiagnostic, lintScenario, runScenario } from "../../src/index.js";

const SETUP = `game: mtg
cards:
  - { name: Test Bear, type: Creature — Bear, power: 2, toughness: 2 }
  - { name: Test Drake, type: Creature — Drake, power: 2, toughness: 2, text: Flying }
players:
  A:
    battlefield: [Test Drake, { card: Test Bear, id: tired-bear, tapped: true }]
  B:
    battlefield: [Test Bear]
steps:
`;

describe("attack and block steps in a game: mtg file", () => {
  it("508.1a: a tapped attacker, on that entry of attack:", () => {
    expectDiagnostic(`${SETUP}  - attack: [Test Drake, ‹tired-bear›]\n`, { code: "scenario/illegal-step", rule: "508.1a", message: "it is tapped" });
  });

  it("702.9b: a block the flyer's evasion forbids, on that block", () => {
    expectDiagnostic(`${SETUP}  - attack: Test Drake\n  - block:\n      - ‹{ blocker: Test Bear, attacker: Test Drake }›\n`, { code: "scenario/illegal-step", rule: "702.9b" });
  });

  it("509.1: blocks outside the declare attackers step are refused on the step", () => {
    expectDiagnostic(`${SETUP}  - block: ‹[]›\n`, { code: "recycle/timing", rule: "509.1", message: "right after the declare attackers step" });
  });

  it("a legal attack, no blocks and the damage step lint clean, and the damage is dealt", () => {
    const result = lintScenario(`${SETUP}  - attack: Test Drake\n  - block: []\n  - step: main2\nexpect:\n  B:\n    life: 18\n`);
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("506.4: an attacker returned to its owner's hand is removed from combat, and deals no damage", () => {
    const text = `game: mtg
cards:
  - { name: Test Drake, type: Creature — Drake, power: 2, toughness: 2, mana-cost: "{0}", text: Flying }
  - { name: Test Recall, type: Instant, mana-cost: "{0}", text: "Return target creature to its owner's hand." }
players:
  A:
    battlefield: [Test Drake]
    hand: [Test Recall]
  B: {}
steps:
  - attack: Test Drake
  - cast: Test Recall
    choose: [Test Drake]
  - step: main2
expect:
  A:
    hand: [Test Drake]
  B:
    life: 20
`;
    const result = runScenario(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.transcript).toContain("Test Drake: A battlefield → A hand [return 400.3]\n  note: Test Drake is removed from combat [506.4]");
  });
});
