/**
 * The official cases as vitest tests: one `it` per case, named by its file and rules, so
 * `pnpm test` (turbo) runs the whole suite and a failure shows the same diff as the CLI.
 * Goldens are only compared here, never written (that is `recycle-rules conformance --update`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundledCasesDir, checkCase, checkObsoleteGolden, discover, formatDefault, readMetadata, type CaseResult } from "../src/index.js";

const found = discover([bundledCasesDir], bundledCasesDir);
const riftbound = found.cases.filter((file) => file.startsWith(path.join(bundledCasesDir, "riftbound") + path.sep));
const mtg = found.cases.filter((file) => file.startsWith(path.join(bundledCasesDir, "mtg") + path.sep));

/** The default reporter's block for one result: what a person reads in the terminal. */
function explain(result: CaseResult): string {
  return formatDefault({ results: [result], suiteSize: 1, passed: 0, failed: 1, durationMs: 0 }, { cwd: bundledCasesDir }).stdout;
}

describe("official conformance cases", () => {
  it("has at least 30 Riftbound cases", () => {
    expect(riftbound.length).toBeGreaterThanOrEqual(30);
  });

  it("has at least 25 Magic: The Gathering cases, covering every sub-rule of 702.29 and the seed's numbering", () => {
    expect(mtg.length).toBeGreaterThanOrEqual(25);
    const rules = new Set(mtg.flatMap((file) => readMetadata(readFileSync(file, "utf8")).rules));
    for (const rule of ["702.29a", "702.29b", "702.29c", "702.29d", "702.29e", "702.29f", "702.26a", "702.26d", "702.26e"]) expect(rules, rule).toContain(rule);
  });

  for (const file of found.cases) {
    const meta = readMetadata(readFileSync(file, "utf8"));
    const name = `${path.relative(bundledCasesDir, file).split(path.sep).join("/")} [${meta.rules.join(", ")}]`;
    it(name, () => {
      const result = checkCase(file, { ci: true });
      if (!result.passed) expect.fail(explain(result));
    });
  }

  it("has no obsolete goldens", () => {
    const failures = found.obsoleteGoldens.map((golden) => explain(checkObsoleteGolden(golden, { ci: true })));
    expect(failures).toEqual([]);
  });
});
