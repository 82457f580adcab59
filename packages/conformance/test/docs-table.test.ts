/**
 * docs/conformance.md lists every official case with the rules it cites: the table is how a
 * reader finds the case behind a rule or a card, so a case missing from it, or listed with other
 * rules than its file's `rules:`, fails here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundledCasesDir, discover, readMetadata } from "../src/index.js";

const docsPath = fileURLToPath(new URL("../../../docs/conformance.md", import.meta.url));

/** The rows of the docs' case tables (under "The official cases"): case name → the rules column as written. */
function documentedCases(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  const tables = markdown.slice(markdown.indexOf("\n## The official cases"));
  for (const line of tables.split("\n")) {
    const row = /^\| `([^`]+)` \| ([^|]*) \|/.exec(line);
    if (row?.[1] && row[2] !== undefined) rows.set(row[1], row[2].trim());
  }
  return rows;
}

describe("docs/conformance.md", () => {
  const documented = documentedCases(readFileSync(docsPath, "utf8"));
  const cases = discover([bundledCasesDir], bundledCasesDir).cases.map((file) => ({
    name: path.basename(file).replace(/\.scenario\.yaml$/, ""),
    rules: readMetadata(readFileSync(file, "utf8")).rules.join(", "),
  }));

  it("lists every official case with its rules", () => {
    const wrong = cases.filter((c) => documented.get(c.name) !== c.rules).map((c) => `${c.name}: file says "${c.rules}", docs say ${JSON.stringify(documented.get(c.name) ?? null)}`);
    expect(wrong).toEqual([]);
  });

  it("lists no case that doesn't exist", () => {
    const names = new Set(cases.map((c) => c.name));
    expect([...documented.keys()].filter((name) => !names.has(name))).toEqual([]);
  });
});
