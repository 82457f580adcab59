import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES, docsUrl, lintDeck } from "../../src/index.js";
import { playtestCards } from "./helpers.js";

const doc = readFileSync(new URL("../../../../docs/deck-format.md", import.meta.url), "utf8");
const blocks = (text: string, lang: string): string[] => [...text.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1] ?? "");

describe("docs/deck-format.md tells the truth", () => {
  it("the complete example reports exactly the findings shown", () => {
    const example = blocks(doc, "deck")[0] ?? "";
    const shown = (blocks(doc, "text")[0] ?? "").trim().split("\n");
    const printed = lintDeck(example).diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity} ${d.code} [${d.rule.join(", ")}] ${d.message}`);
    expect(printed).toEqual(shown);
  });

  it("has a section for every deck/* code, and docsUrl links to it", () => {
    const codes = Object.keys(DIAGNOSTIC_CODES).filter((c) => c.startsWith("deck/"));
    expect(codes.length).toBe(15);
    for (const code of codes) {
      expect(doc).toContain(`### \`${code}\``);
      expect(docsUrl(code)).toBe(`https://github.com/recycle-rules/recycle-rules/blob/main/docs/deck-format.md#${code.replace("/", "-")}`);
    }
  });
});

describe("each diagnostic section's examples", () => {
  const sections = doc.split(/^### `/m).slice(1);
  for (const section of sections) {
    const code = section.slice(0, section.indexOf("`"));
    for (const [i, example] of blocks(section, "deck").entries()) {
      it(`${code} example ${i + 1} reports ${code}`, () => {
        const filePath = example.trimStart().startsWith("<") ? "example.dek" : "example.deck";
        expect(lintDeck(example, { filePath, cards: playtestCards }).diagnostics.map((d) => d.code)).toContain(code);
      });
    }
  }
});
