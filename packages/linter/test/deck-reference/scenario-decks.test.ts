/**
 * `deck: ./path.deck` under a player: a scenario loads a deck list into the player's zones
 * (docs/scenario-format.md, "Deck lists"). Real files in a temp folder, as the CLI and the
 * language server read them.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { analyzeScenario, definitionAt, lintFile, lintScenario, runScenario } from "../../src/index.js";
import { SMALL_RIFTBOUND, exampleDeck, withoutUnmodelledText, workspace } from "./helpers.js";

const line = (transcript: string, prefix: string): string | undefined => transcript.split("\n").find((l) => l.startsWith(prefix));

describe("a Riftbound scenario loading a deck list", () => {
  const ws = workspace({ "decks/small.deck": `${SMALL_RIFTBOUND}MainDeck:\n1 Mech\n` });
  const filePath = ws.file("draw.scenario.yaml");
  const text = `scenario: A draws from the deck it loaded, then recycles onto it
seed: 3
turn: A
phase: beginning
players:
  A:
    deck: ./decks/small.deck
    trash: [Stacked Deck]
  B: {}
steps:
  - phase: draw
    expect:
      A:
        hand: { count: 1 }
        main-deck: { count: 2 }
  - recycle: 1
    expect:
      A:
        trash: []
        main-deck: { count: 3, bottom: [Stacked Deck] }
expect:
  A:
    legend: ["Jinx, Loose Cannon"]
    champion: ["Twisted Fate, Gambler"]
    rune-deck: { count: 2, includes: [Fury Rune] }
    runes: [Fury Rune, Fury Rune]
`;

  it("replays with the deck's cards: draw and recycle see them, and the expectations hold", () => {
    const result = runScenario(text, { filePath });
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    // The Legend, the Chosen Champion, the Main Deck (2 Blind Fury, Sai Scout) and the Rune Deck
    // (3 runes + the Fury Rune listed among the Main Deck cards); no battlefield, sideboard or token.
    expect(line(result.transcript, "deck A:")).toBe("deck A: ./decks/small.deck (main-deck, rune-deck shuffled with seed 3) → legend 1, champion 1, main-deck 3, rune-deck 4");
    const start = result.replay?.initial;
    const names = (zone: string): string[] => [...(start?.zones["A"]?.[zone] ?? [])].map((id) => start?.cards.get(id)?.def.name ?? id).sort();
    expect(names("main-deck")).toEqual(["Blind Fury", "Blind Fury", "Sai Scout"]);
    expect(names("rune-deck")).toEqual(["Fury Rune", "Fury Rune", "Fury Rune", "Fury Rune"]);
    expect(names("battlefield")).toEqual([]);
    expect([...(start?.cards.values() ?? [])].map((c) => c.def.name)).not.toContain("Mech");
  });

  it("a wrong expectation about the deck's zones is a plain mismatch", () => {
    const { diagnostics } = lintScenario(text.replace("main-deck: { count: 2 }", "main-deck: { count: 40 }"), { filePath });
    expect(withoutUnmodelledText(diagnostics).map((d) => [d.code, d.message])).toEqual([["scenario/expect-mismatch", expect.stringContaining("2")]]);
  });

  it("is deterministic: the same seed gives the same order, another seed may not", () => {
    const order = (seed: number): string => line(runScenario(text.replace("seed: 3", `seed: ${seed}`), { filePath }).transcript, "    main-deck:") ?? "";
    expect(order(3)).toBe(order(3));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(order)).size).toBeGreaterThan(1);
  });

  it("a zone the scenario lists wins over the deck's, and nothing is reported", () => {
    const listed = text.replace("    trash: [Stacked Deck]\n", "    trash: [Stacked Deck]\n    main-deck: [Sai Scout, Blind Fury]\n").replace(/steps:[\s\S]*$/, "");
    const result = runScenario(`${listed}expect:\n  A:\n    main-deck: [Sai Scout, Blind Fury]\n    rune-deck: { count: 4 }\n`, { filePath });
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    expect(line(result.transcript, "deck A:")).toBe("deck A: ./decks/small.deck (rune-deck shuffled with seed 3) → legend 1, champion 1, rune-deck 4; main-deck as the scenario lists it");
  });

  it("loading a deck changes no other random order (416.5)", () => {
    const recycle = (deck: string): string | undefined =>
      line(
        runScenario(`seed: 5\nplayers:\n  A:\n    trash: [Blind Fury, Sai Scout, Mystic Poro]\n  B:\n${deck}steps:\n  - recycle: all\n`, { filePath }).transcript,
        "  A main-deck bottom, random order:",
      );
    expect(recycle("    deck: ./decks/small.deck\n")).toBe(recycle(""));
    expect(recycle("")).toBeDefined();
  });

  it("a deck may hold the scenario's own custom cards", () => {
    const custom = workspace({ "bots.deck": "game: riftbound\nMainDeck:\n3 Recycler Bot\n" });
    const result = runScenario(
      `cards:\n  - name: Recycler Bot\n    type: gear\n    domain: fury\n    cost: "[1]"\n    text: "Recycle 2 from your trash: Draw 1."\nplayers:\n  A:\n    deck: ./bots.deck\nexpect:\n  A:\n    main-deck: [Recycler Bot, Recycler Bot, Recycler Bot]\n`,
      { filePath: custom.file("s.scenario.yaml") },
    );
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
  });

  it("the example deck of every Riftbound layout loads the same cards", () => {
    const layouts = ["riftbound-mind-chaos.deck", "riftbound-mind-chaos-flat.deck", "riftbound-mind-chaos-tournament.deck", "riftbound-mind-chaos-code.deck"];
    const all = workspace(Object.fromEntries(layouts.map((f) => [f, exampleDeck(f)])));
    const starts = layouts.map((f) => {
      const result = runScenario(`seed: 1\nplayers:\n  A:\n    deck: ./${f}\n`, { filePath: all.file("s.scenario.yaml") });
      expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
      return line(result.transcript, "deck A:")?.replace(f, "…");
    });
    expect(new Set(starts)).toEqual(new Set(["deck A: ./… (main-deck, rune-deck shuffled with seed 1) → champion 1, main-deck 39, rune-deck 12"]));
  });
});

describe("an MTG scenario loading a deck list", () => {
  const ws = workspace({ "decks/cycling.deck": exampleDeck("mtg-cycling-arena.deck"), "decks/cycling.dek": exampleDeck("mtg-cycling.dek") });
  const text = (deck: string): string => `game: mtg
seed: 2
players:
  A:
    deck: ${deck}
    hand: [Street Wraith]
  B: {}
steps:
  - cycle: Street Wraith
expect:
  A:
    life: 18
    hand: { count: 1 }
    library: { count: 59 }
    graveyard: [Street Wraith]
`;

  it("an Arena export fills the library (the sideboard is not used), shuffled, and cycling draws from it", () => {
    const result = runScenario(text("./decks/cycling.deck"), { filePath: ws.file("s.scenario.yaml") });
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    expect(line(result.transcript, "deck A:")).toBe("deck A: ./decks/cycling.deck (library shuffled with seed 2) → library 60");
    const start = result.replay?.game === "mtg" ? result.replay.initial : undefined;
    const library = [...(start?.zones["A"]?.["library"] ?? [])].map((id) => start?.cards.get(id)?.def.name);
    expect(library.filter((n) => n === "Swamp")).toHaveLength(20);
    expect(library).not.toContain("Stabilizer");
    expect(library.slice(0, 20).filter((n) => n === "Swamp").length).toBeLessThan(20);
  });

  it("an MTGO .dek file loads the same deck", () => {
    const arena = runScenario(text("./decks/cycling.deck"), { filePath: ws.file("s.scenario.yaml") });
    const dek = runScenario(text("./decks/cycling.dek"), { filePath: ws.file("s.scenario.yaml") });
    expect(withoutUnmodelledText(dek.diagnostics)).toEqual([]);
    expect(dek.transcript.replace("cycling.dek", "cycling.deck")).toBe(arena.transcript);
  });
});

describe("how a deck file is found and read", () => {
  const ws = workspace({ "decks/small.deck": SMALL_RIFTBOUND });
  const text = "players:\n  A:\n    deck: ./decks/small.deck\n";

  it("filePath may be a file: URL, as the language server names documents", () => {
    const result = lintScenario(text, { filePath: pathToFileURL(ws.file("s.scenario.yaml")).href });
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    expect(result.replay?.decks?.[0]?.zones.map((z) => z.zone)).toEqual(["legend", "champion", "main-deck", "rune-deck"]);
  });

  it("a readFile of the caller's replaces the disk: it gets the absolute path", () => {
    const asked: string[] = [];
    const result = lintScenario(text, { filePath: "/virtual/project/s.scenario.yaml", readFile: (p) => (asked.push(p), SMALL_RIFTBOUND) });
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    expect(asked).toEqual(["/virtual/project/decks/small.deck"]);
  });

  it("nothing is read for a scenario without deck:", () => {
    let reads = 0;
    lintScenario("players:\n  A:\n    trash: [Blind Fury]\n", { filePath: ws.file("s.scenario.yaml"), readFile: () => (reads++, undefined) });
    expect(reads).toBe(0);
  });

  it("lintFile (the CLI's and the server's entry point) loads it from the file's folder", () => {
    const file = ws.file("s.scenario.yaml");
    expect(withoutUnmodelledText(lintFile(file, text).diagnostics)).toEqual([]);
    expect(lintFile(file, text, { readFile: () => undefined }).diagnostics.map((d) => d.code)).toEqual(["scenario/deck-not-found"]);
    expect(withoutUnmodelledText(lintFile(ws.file("sub/s.scenario.yaml"), "players:\n  A:\n    deck: ../decks/small.deck\n", { workspaceRoot: ws.dir }).diagnostics)).toEqual([]);
  });

  it("go to definition still leads from deck: to the path as written", () => {
    const analysis = analyzeScenario(text, { filePath: ws.file("s.scenario.yaml") });
    expect(definitionAt(analysis, text.indexOf("./decks") + 2)).toMatchObject({ kind: "file", path: "./decks/small.deck" });
    // The editor's analysis knows the deck's copies (hover, completion of ids).
    expect(analysis.ids.has("blind-fury-2")).toBe(true);
  });

  it("the transcript says when a deck was not loaded, without the machine's paths", () => {
    const transcript = runScenario("players:\n  A:\n    deck: ./decks/missing.deck\n", { filePath: ws.file("s.scenario.yaml") }).transcript;
    expect(line(transcript, "deck A:")).toBe("deck A: ./decks/missing.deck: not loaded (scenario/deck-not-found)");
    expect(transcript).not.toContain(ws.dir);
  });

  it("the bundled example loads its deck", () => {
    const file = new URL("../../../../examples/deck-list-garbage-grabber.scenario.yaml", import.meta.url);
    const result = runScenario(readFileSync(file, "utf8"), { filePath: file.pathname });
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    expect(line(result.transcript, "deck A:")).toContain("./decks/riftbound-mind-chaos.deck");
  });
});
