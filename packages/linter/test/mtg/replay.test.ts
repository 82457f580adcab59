/** `game: mtg` replays: transcripts, checkpoints, the stack, priority and the documented defaults. */
import { readFileSync } from "node:fs";
import { createMtgGame, type GameEvent, type MtgStackObject } from "@recycle-rules/engine";
import { describe, expect, it } from "vitest";
import { expectNoDiagnostics, lintScenario, runScenario, scenarioSchema } from "../../src/index.js";
import { describeStackObject, renderMtgEvents } from "../../src/games/mtg/transcript.js";

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

describe("MTG transcripts", () => {
  it("Twisted Abomination swampcycles: a clean typecycling replay reads as expected", async () => {
    const result = runScenario(fixture("mtg-twisted-abomination.scenario.yaml"));
    // Its regeneration ability is modelled too (rulings M48): the whole file is judged clean.
    expect(result.diagnostics).toEqual([]);
    expect(result.transcript).toContain("game: mtg, edition: current (Cycling = 702.29), seed: 4");
    await expect(result.transcript).toMatchFileSnapshot("../fixtures/mtg-twisted-abomination.golden");
  });

  it("Krosan Tusker held: the cycle trigger resolves before the draw, pass by pass", async () => {
    const result = runScenario(fixture("mtg-krosan-tusker.scenario.yaml"));
    expect(result.diagnostics).toEqual([]);
    await expect(result.transcript).toMatchFileSnapshot("../fixtures/mtg-krosan-tusker.golden");
  });

  it("is deterministic, and the seed drives the shuffles", () => {
    const text = fixture("mtg-twisted-abomination.scenario.yaml").replace(/expect:[\s\S]*$/, "");
    expect(runScenario(text).transcript).toBe(runScenario(text).transcript);
    const libraries = new Set([1, 2, 3, 4, 5, 6].map((seed) => runScenario(text.replace("seed: 4", `seed: ${seed}`)).transcript.split("\n").filter((l) => l.includes("library:")).pop()));
    expect(libraries.size).toBeGreaterThan(1);
  });

  it("keeps a state per step: a refused step leaves it unchanged", () => {
    const { replay: mtgReplay } = lintScenario(`game: mtg
players:
  A:
    battlefield: [Street Wraith]
    hand: [Barren Moor]
    mana: "{B}"
    library: [Swamp]
steps:
  - cycle: Street Wraith
  - cycle: Barren Moor
`);
    const [first, second] = mtgReplay?.steps ?? [];
    expect(first?.refused).toBe(true);
    expect(first?.after).toBe(first?.before);
    expect(second?.before).toBe(first?.after);
    expect(second?.refused).toBe(false);
    expect(mtgReplay?.final).toBe(second?.after);
  });

  it("renders MTG event kinds as Magic reads", () => {
    const stack = { player: "A", zone: "stack" };
    const lines = renderMtgEvents([
      { type: "move", card: "r", name: "Renewed Faith", owner: "A", from: { player: "A", zone: "hand" }, to: stack, position: "any", reason: "cast", rule: "601.2a" },
      { type: "play", player: "A", card: "r", name: "Renewed Faith" },
      { type: "play", player: "A", card: "f", name: "Forgotten Cave" },
      { type: "phase", player: "B", phase: "upkeep", turn: 2 },
      { type: "order", player: "A", zone: stack, cards: ["Drake Haven: \"…\"", "Lightning Rift: \"…\""], how: "default", rule: "603.3b" },
      { type: "resource", player: "A", resource: "mana:{B}", delta: 1, total: 1, rule: "601.2g" },
      { type: "resolve", card: "r", name: "Renewed Faith", ability: "spell" },
    ] satisfies GameEvent[]);
    expect(lines).toEqual([
      "Renewed Faith: A hand → A stack [cast 601.2a]",
      "A casts Renewed Faith",
      "A plays Forgotten Cave",
      "turn 2: B's upkeep step",
      'A\'s triggers go on the stack in this order (default; the last one on top): Drake Haven: "…"; Lightning Rift: "…" [603.3b]',
      "A mana {B} +1 (=1) [601.2g]",
      "Renewed Faith resolves",
    ]);
  });

  it("a file that can't be replayed as a whole still gets a transcript for the steps that ran", () => {
    const { transcript } = runScenario(`game: mtg\nplayers:\n  A:\n    hand: [Street Wraith]\nsteps:\n  - cycle: Street Wrath\n`);
    expect(transcript).toContain("step 1: cycle Street Wrath\n  (not run: ");
  });
});

describe("MTG defaults and the stack (docs/rulings.md M2–M8)", () => {
  it("triggers go on the stack above the cycling ability and resolve first; `events:` sees them in order", () => {
    expectNoDiagnostics(`game: mtg
players:
  A:
    hand: [Renewed Faith]
    battlefield: [Plains, Plains]
    library: [Island]
steps:
  - cycle: Renewed Faith
    expect:
      events:
        - "Renewed Faith triggers"
        - "A life +2 (=22)"
        - "Renewed Faith resolves: \\"Cycling {1}{W}\\""
        - "Island: A library → A hand [draw 121.1]"
      A: { life: 22, hand: [Island] }
`);
  });

  it("acting without priority: the players in between pass (117.3d)", () => {
    const { transcript, diagnostics } = runScenario(`game: mtg
players:
  A:
    hand: [Barren Moor]
    battlefield: [Swamp]
    library: [Island]
  B:
    hand: [Lonely Sandbar]
    battlefield: [Island]
    library: [Swamp]
steps:
  - cycle: Barren Moor
    hold: true
  - cycle: Lonely Sandbar
    player: B
    expect:
      B: { hand: [Swamp] }
      A: { hand: [Island] }
`);
    expect(diagnostics).toEqual([]);
    expect(transcript).toContain("note: A passes priority to B [117.3d]");
  });

  it("main is short for main1, at the top and in a step", () => {
    const { replay, diagnostics } = lintScenario(`game: mtg\nstep: main\nplayers:\n  A: {}\n  B:\n    library: [Island]\nsteps:\n  - step: end\n  - step: main\n`);
    expect(diagnostics).toEqual([]);
    const mtgReplay = replay?.game === "mtg" ? replay : undefined;
    expect(mtgReplay?.initial.step).toBe("main1");
    expect([mtgReplay?.final.step, mtgReplay?.final.activePlayer]).toEqual(["main1", "B"]);
  });

  it("pass and resolve need something to do: resolving an empty stack is refused (117.4)", () => {
    const { diagnostics } = lintScenario(`game: mtg\nplayers:\n  A: {}\nsteps:\n  - resolve\n`);
    expect(diagnostics.map((d) => [d.code, d.rule[0]])).toEqual([["recycle/timing", "117.4"]]);
  });

  it("a step at or before the current one is the next turn's: draws, untaps, empties mana", () => {
    expectNoDiagnostics(`game: mtg
turn: A
players:
  A:
    battlefield: [{ card: Swamp, tapped: true }]
    mana: "{B}"
  B:
    library: [Island]
steps:
  - step: draw
expect:
  A: { mana: "", battlefield: [{ card: Swamp, tapped: true }] }
  B: { hand: [Island] }
`);
  });

  it("X defaults to 0 (601.2b) and New Perspectives' {0} leaves X no value but 0 (601.2b, by analogy with 107.3b)", () => {
    const { transcript, diagnostics } = runScenario(`game: mtg
players:
  A:
    hand: [Shark Typhoon, Island, Island, Island, Island, Island, Island]
    battlefield: [New Perspectives]
    library: [Plains]
steps:
  - cycle: Shark Typhoon
`);
    expect(diagnostics).toEqual([]);
    expect(transcript).toContain("(New Perspectives) [118.9]: yes (default)");
    expect(transcript).toContain("note: X is 0: the alternative cost has no {X} [601.2b]");
    expect(transcript).toContain("Shark: A battlefield → A graveyard [state-based 704.5f]");
  });

  it("Fluctuator's 'up to {2}' defaults to the full reduction; an answer chooses less", () => {
    const text = (choose: string): string => `game: mtg
players:
  A:
    hand: [Hundroog]
    battlefield: [Fluctuator, Forest, Forest]
    library: [Plains]
steps:
  - cycle: Hundroog
    ${choose}
`;
    const full = runScenario(text(""));
    expect(full.diagnostics).toEqual([]);
    expect(full.transcript).toContain("note: Hundroog's cycling cost is locked in at {1} [601.2f]");
    const less = runScenario(text("choose: [1]"));
    expect(less.diagnostics).toEqual([]);
    expect(less.transcript).toContain("note: Hundroog's cycling cost is locked in at {2} [601.2f]");
  });

  it("paying 2 life at 2 life is allowed, then the player loses (118.3, 704.5a)", () => {
    expectNoDiagnostics(`game: mtg
players:
  A:
    life: 2
    hand: [Street Wraith]
    library: [Swamp]
  B: {}
steps:
  - cycle: Street Wraith
expect:
  A: { life: 0, lost: true }
  events: ["A loses the game: A's life total is 0 [704.5a]"]
`);
  });

  it("cleanup discards down to seven, the first cards in hand by default (514.1)", () => {
    expectNoDiagnostics(`game: mtg
step: end
players:
  A:
    hand: [Street Wraith, Hundroog, Island, Island, Island, Island, Island, Island]
  B: {}
steps:
  - step: cleanup
expect:
  A: { graveyard: [Street Wraith], hand: { count: 7 } }
`);
  });

  it("search: nothing fails to find (701.23b) and the library is still shuffled", () => {
    const { transcript, diagnostics } = runScenario(`game: mtg
players:
  A:
    hand: [Ash Barrens]
    battlefield: [Wastes]
    library: [Forest]
steps:
  - cycle: Ash Barrens
    search: nothing
`);
    expect(diagnostics).toEqual([]);
    expect(transcript).toContain("A chooses a basic land card to find in A's library: nothing");
    expect(transcript).toContain("A library is shuffled [702.29e]");
  });
});

describe("the MTG branch of the published schema", () => {
  it("every key of a game: mtg file is accepted without an unknown-key warning", () => {
    const branch = scenarioSchema.then as { properties: Record<string, unknown> };
    for (const key of Object.keys(branch.properties)) {
      const { diagnostics } = lintScenario(`game: mtg\n${key === "game" ? "" : `${key}:\n`}`);
      expect(diagnostics.filter((d) => d.code === "scenario/unknown-key")).toEqual([]);
    }
  });

  it("Riftbound keys are unknown in an MTG file, and MTG keys in a Riftbound one", () => {
    expect(lintScenario("game: mtg\nshowdown: true\n").diagnostics.map((d) => d.code)).toEqual(["scenario/unknown-key"]);
    expect(lintScenario("turn-number: 2\n").diagnostics.map((d) => d.code)).toEqual(["scenario/unknown-key"]);
    // Both games have an edition, each its own: Magic's seed is no Riftbound edition.
    expect(lintScenario("edition: seed\n").diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([expect.stringMatching(/^scenario\/syntax: .*current.*v1\.1/)]);
  });
});

describe("cards of the full pool, through the engine", () => {
  it("Igneous Pouncer has both typecycling abilities of its one line: mountaincycling finds a Mountain", () => {
    const result = runScenario(`game: mtg
turn: A
step: main1
players:
  A:
    hand: [Igneous Pouncer]
    battlefield: [Swamp, Swamp]
    library: [Island, Mountain]
steps:
  - cycle: Igneous Pouncer
    ability: mountaincycling
    tap: [Swamp, Swamp]
    search: Mountain
    expect:
      A:
        hand: [Mountain]
        graveyard: [Igneous Pouncer]
`);
    expect(result.diagnostics).toEqual([]);
  });

  it("Rhet-Tomb Mystic gives a creature card in its controller's hand cycling {1}{U}", () => {
    const result = runScenario(`game: mtg
turn: A
step: main1
cards:
  - name: Plain Bear
    mana-cost: "{1}{G}"
    type: Creature — Bear
    power: 2
    toughness: 2
players:
  A:
    hand: [Plain Bear]
    battlefield: [Rhet-Tomb Mystic, Island, Island]
    library: [Swamp]
steps:
  - cycle: Plain Bear
    tap: [Island, Island]
    expect:
      A:
        hand: [Swamp]
        graveyard: [Plain Bear]
`);
    expect(result.diagnostics).toEqual([]);
    // Plain cycling, granted: its rule is 702.29a (702.29e is typecycling's).
    expect(result.transcript).toContain(`Plain Bear has Cycling {1}{U} in A's hand from Rhet-Tomb Mystic: "Each creature card in your hand has cycling {1}{U}." [702.29a]`);
  });
});

describe("MTG transcripts: a stack object's targets (docs/rulings.md M93)", () => {
  const bear = (name: string) => ({ def: { name, manaCost: "{1}{G}", types: ["Creature"], supertypes: [], subtypes: [], colors: ["G" as const], power: 2, toughness: 2, text: "", abilities: [] } });
  const state = createMtgGame({ activePlayer: "A", players: { A: { zones: { battlefield: [bear("Ant"), bear("Bee"), bear("Cat")] } }, B: {} } }).state;
  const spell: MtgStackObject = { id: "s1", kind: "spell", source: "ant", sourceName: "Test Spell", controller: "A", text: "", effect: [], optional: false, x: 0 };

  it("several targets of one word and a second word's target are both shown, in the order chosen", () => {
    const o: MtgStackObject = { ...spell, targetSpec: "creature", targets: [{ card: "bee" }, { card: "ant" }], second: { spec: "creature", target: { card: "cat" } } };
    expect(describeStackObject(state, o)).toBe("Test Spell (spell, targets: Bee, Ant; second target: Cat)");
  });

  it("one target and a second target; an ability's targets after its text", () => {
    expect(describeStackObject(state, { ...spell, target: { card: "ant" }, second: { spec: "creature", target: { player: "B" } } })).toBe("Test Spell (spell, target: Ant; second target: player B)");
    expect(describeStackObject(state, { ...spell, kind: "triggered", text: "Do it.", targets: [{ card: "ant" }, { card: "cat" }] })).toBe('Test Spell: "Do it." (targets: Ant, Cat)');
    expect(describeStackObject(state, { ...spell, kind: "triggered", text: "Do it." })).toBe('Test Spell: "Do it."');
  });
});
