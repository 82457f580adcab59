import { withoutUnmodelledText } from "../deck-reference/helpers.js";
import { describe, expect, it } from "vitest";
import { FILE_LIMITS, lintDeck, lintScenario, type Diagnostic } from "../../src/index.js";
import { expectClean } from "./ranges.js";

/**
 * Regressions from the reliability reports (each case is one of the reproductions the project
 * was sent, rebuilt here): no internal error, every range inside the text, a clear diagnostic
 * where a limit is passed. How fast they are is measured by `pnpm bench`, not here.
 */
const codes = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map((d) => d.code);

describe("reliability reproductions", () => {
  it.each([
    ["Promising Future", "A", "hand: [Promising Future]\n    energy: 5\n    power: { mind: 1 }\n    main-deck: [Ava Achiever]", "B", "main-deck: [Recruit]", "play: Promising Future\n    choose: [Ava Achiever, Recruit]"],
    ["Blind Fury", "A", "hand: [Blind Fury]\n    energy: 4\n    power: { fury: 2 }", "B", "main-deck: [Recruit]", "play: Blind Fury\n    choose: [Recruit]"],
  ])("a token in a deck banished by %s: the set-up problem, then a replay without an engine error", (_name, a, aZones, b, bZones, step) => {
    const text = `game: riftbound\nturn: A\nplayers:\n  ${a}:\n    ${aZones}\n  ${b}:\n    ${bZones}\nsteps:\n  - ${step}\n`;
    const { diagnostics, replay } = lintScenario(text);
    expectClean(text, diagnostics);
    expect(codes(withoutUnmodelledText(diagnostics))).toEqual(["scenario/invalid-setup"]);
    expect(replay?.steps[0]?.skipped).toBeUndefined();
  });

  it("8,000 copies of one card get 8,000 ids", () => {
    const text = `players:\n  A:\n    trash:\n${"      - Sai Scout\n".repeat(8000)}`;
    const { diagnostics, replay } = lintScenario(text);
    expectClean(text, diagnostics);
    const ids = replay?.game === "riftbound" ? (replay.initial.zones["A"]?.["trash"] ?? []) : [];
    expect(new Set(ids).size).toBe(8000);
  });

  it("a deck list over the scenario limit loads nothing, with a diagnostic on its deck: value", () => {
    const deck = "999 Swamp\n".repeat(20);
    const text = "game: mtg\nplayers:\n  A:\n    deck: ./swamps.deck\n";
    const { diagnostics, replay } = lintScenario(text, { filePath: "/ws/s.scenario.yaml", readFile: (p) => (p.endsWith("swamps.deck") ? deck : undefined), realPath: (p) => p });
    expectClean(text, diagnostics);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["scenario/deck-invalid", '"./swamps.deck" holds 19,980 cards; a deck list puts at most 10,000 into a scenario, so nothing is loaded from it.'],
    ]);
    expect(replay?.game === "mtg" ? replay.initial.zones["A"]?.["library"]?.size : undefined).toBe(0);
  });

  it("a 40 KB unknown card name is unknown-card with no did-you-mean", () => {
    const name = "Sai Scout ".repeat(4000).trim();
    const text = `players:\n  A:\n    trash: ["${name}"]\n`;
    const { diagnostics } = lintScenario(text);
    expectClean(text, diagnostics);
    expect(codes(diagnostics)).toEqual(["scenario/unknown-card"]);
    expect(diagnostics[0]?.fixes ?? []).toEqual([]);
  });

  it("a range never ends between \\r and \\n (scenario and .dek)", () => {
    const scenario = 'a: "x\r\nb"\r\n';
    expectClean(scenario, lintScenario(scenario).diagnostics);
    const dek = '<Deck><Cards Na\r\nme="x"/></Deck>\r\n';
    const deck = lintDeck(dek, { filePath: "x.dek" });
    expectClean(dek, deck.diagnostics);
    expect(codes(deck.diagnostics)).toContain("deck/syntax");
  });

  it("two custom cards with one name: the second is an error on its name and is ignored", () => {
    const text = "cards:\n  - name: Bot\n    type: unit\n    cost: 1\n    might: 1\n  - name: bot\n    type: spell\n    cost: 9\n    text: \"Draw 1.\"\nplayers:\n  A:\n    hand: [Bot]\n    energy: 1\nsteps:\n  - play: Bot\n";
    const { diagnostics, replay } = lintScenario(text);
    expectClean(text, diagnostics);
    expect(diagnostics.map((d) => [d.code, text.slice(d.range.startOffset, d.range.endOffset)])).toEqual([["scenario/custom-card", "bot"]]);
    expect(replay?.game === "riftbound" ? replay.final.zones["A"]?.["base"]?.size : undefined).toBe(1);
  });

  it.each([
    ["a Riftbound card", 'cards:\n  - name: Bot\n    type: unit\n    might: 1\n    text: "TEXT"\n', ". ", 10_000],
    ["a Magic card", 'game: mtg\ncards:\n  - name: Bot\n    type: Creature\n    power: 1\n    toughness: 1\n    text: "TEXT"\n', ". ", 10_000],
    ["a Riftbound card", 'cards:\n  - name: Bot\n    type: unit\n    might: 1\n    text: "TEXT"\n', "[", 30_000],
  ])("hostile text in %s (%j × %i) gives a bounded list of findings, each inside the text", (_what, template, unit, times) => {
    const text = template.replace("TEXT", unit.repeat(times));
    const { diagnostics } = lintScenario(text);
    expectClean(text, diagnostics);
    expect(diagnostics.length).toBeLessThanOrEqual(103);
    expect(diagnostics.every((d) => d.code === "scenario/custom-card")).toBe(true);
  });

  it("text over a file's size limit, handed over directly (an editor's open document), is one finding and not checked", () => {
    const scenario = `scenario: big\n${"#".repeat(FILE_LIMITS.scenarioBytes)}`;
    expect(lintScenario(scenario).diagnostics.map((d) => [d.code, d.range.endOffset])).toEqual([["scenario/syntax", 13]]);
    const deck = `3 Sai Scout\n${"#".repeat(FILE_LIMITS.deckBytes)}`;
    const result = lintDeck(deck);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["deck/syntax"]);
    expect(result.diagnostics[0]?.message).toContain("larger than the 4.0 MB a deck list may be");
  });

  it("a .dek tag with 9,000 attributes is read", () => {
    const attributes = Array.from({ length: 9000 }, (_, i) => `a${i}="x"`).join(" ");
    const dek = `<Deck><Cards ${attributes} Quantity="4" Name="Swamp"/></Deck>`;
    const { diagnostics, deck } = lintDeck(dek, { filePath: "x.dek" });
    expectClean(dek, diagnostics);
    expect(deck?.game).toBe("mtg");
  });
});
