import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { docsUrl, lintScenario, runScenario } from "../src/index.js";

const root = new URL("../", import.meta.url);
const blocks = (file: URL, lang: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1] ?? "");

describe("the documentation tells the truth", () => {
  it("the reference's complete example lints clean and its transcript is the one shown", () => {
    const doc = new URL("../../docs/scenario-format.md", root);
    const example = blocks(doc, "yaml")[0] ?? "";
    const shown = blocks(doc, "text")[0] ?? "";
    const result = runScenario(example);
    expect(result.diagnostics).toEqual([]);
    expect(result.transcript).toBe(shown);
  });

  it("the README example prints what the README says", () => {
    const readme = new URL("README.md", root);
    const js = blocks(readme, "js")[0] ?? "";
    const text = /const text = `([\s\S]*?)`;/.exec(js)?.[1] ?? "";
    const printed = (blocks(readme, "text")[0] ?? "").trim().split("\n");
    const d = lintScenario(text).diagnostics;
    expect(d).toHaveLength(1);
    const first = d[0];
    expect(first && `${first.range.start.line + 1}:${first.range.start.character + 1} ${first.severity} ${first.code} [${first.rule.join(", ")}] ${first.message}`).toBe(printed[0]);
    expect(`  see ${docsUrl("recycle/illegal-cost")}`).toBe(printed[1]);
  });
});

describe.each(["scenario-format.md", "configuration.md"])("each diagnostic section's examples (docs/%s)", (page) => {
  const doc = readFileSync(new URL(`../../docs/${page}`, root), "utf8");
  const sections = doc.split(/^### `/m).slice(1);
  for (const section of sections) {
    const code = section.slice(0, section.indexOf("`"));
    // A section ends at the next heading of either level (the MTG reference sits between sections).
    const body = section.split(/^## /m)[0] ?? "";
    const examples = [...body.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
    for (const [i, example] of examples.entries()) {
      it(`${code} example ${i + 1} reports ${code}`, () => {
        expect(lintScenario(example).diagnostics.map((d) => d.code)).toContain(code);
      });
    }
  }
});
