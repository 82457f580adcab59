/** docs/scenario-format.md's "Deck lists" section and the deck-invalid examples, run with real files. */
import { readFileSync } from "node:fs";
import { withoutUnmodelledText } from "./helpers.js";
import { describe, expect, it } from "vitest";
import { lintScenario, runScenario } from "../../src/index.js";
import { exampleDeck, workspace } from "./helpers.js";

const doc = readFileSync(new URL("../../../../docs/scenario-format.md", import.meta.url), "utf8");
const between = (from: string, to: string): string => doc.slice(doc.indexOf(from), doc.indexOf(to, doc.indexOf(from) + from.length));
const blocks = (text: string, lang: string): string[] => [...text.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1] ?? "");

describe("docs/scenario-format.md, Deck lists", () => {
  const section = between("## Deck lists", "\n## ");

  it("the example loads the bundled deck and its transcript header says what the docs say", () => {
    const [example = ""] = blocks(section, "yaml");
    const ws = workspace({ "decks/riftbound-mind-chaos.deck": exampleDeck("riftbound-mind-chaos.deck") });
    const result = runScenario(example, { filePath: ws.file("garbage-grabber.scenario.yaml") });
    expect(withoutUnmodelledText(result.diagnostics)).toEqual([]);
    const shown = /`(deck A: \.\/decks\/riftbound-mind-chaos\.deck [^`]*)`/.exec(section)?.[1];
    expect(shown).toBeDefined();
    expect(result.transcript.split("\n")).toContain(shown);
  });
});

describe("docs/scenario-format.md, scenario/deck-invalid examples (deck file + scenario)", () => {
  const section = between("### `scenario/deck-invalid`", "\n### ");
  const decks = blocks(section, "deck");
  const scenarios = blocks(section, "yml");

  it("has its examples in pairs", () => {
    expect(decks.length).toBeGreaterThan(0);
    expect(decks.length).toBe(scenarios.length);
  });

  for (const [i, scenario] of scenarios.entries()) {
    it(`example ${i + 1} reports scenario/deck-invalid as its comment says`, () => {
      const deckPath = /deck: (\S+)/.exec(scenario)?.[1] ?? "";
      const ws = workspace({ [deckPath]: decks[i] ?? "" });
      const { diagnostics } = lintScenario(scenario, { filePath: ws.file("s.scenario.yaml") });
      expect(diagnostics.map((d) => d.code)).toEqual(["scenario/deck-invalid"]);
      // The comment quotes the message in part: each piece around "…)" and " in a " is in it.
      const said = /# ← scenario\/deck-invalid: (.*)$/m.exec(scenario)?.[1] ?? "";
      for (const piece of said.replace(/^a /, "").split(/ …\)| in a /)) if (piece.trim() !== "") expect(diagnostics[0]?.message).toContain(piece.trim());
    });
  }
});
