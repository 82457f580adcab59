/** The harness itself, on cases copied into temp directories so the bundled suite is never touched. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bundledCasesDir, discover, formatDefault, parseShard, renderGolden, runConformance, selectShard, UpdateInCiError } from "../src/index.js";
import { copyBundled, removeTree, RUNE_CASE, tempTree, VI_CASE } from "./helpers.js";

const roots: string[] = [];
function dir(files: Record<string, string> = {}): string {
  const root = tempTree(files);
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) removeTree(root);
});

// The tests pass `ci` explicitly: .ci/run exports CI=true, and these tests are about both sides.
const local = { ci: false } as const;

describe("a golden that no longer matches", () => {
  it("fails with a unified diff, golden (-) against replay (+), naming the rules", () => {
    const root = dir();
    copyBundled(root, [VI_CASE]);
    const golden = path.join(root, `${VI_CASE}.golden`);
    // What a wrong engine would have produced: the recycled card on top of the deck.
    writeFileSync(golden, readFileSync(golden, "utf8").replace("main-deck: Blind Fury; Garbage Grabber", "main-deck: Garbage Grabber; Blind Fury"));

    const report = runConformance({ paths: [root], cwd: root, ...local });
    expect(report).toMatchObject({ passed: 0, failed: 1 });
    const failure = report.results[0]?.failure;
    expect(failure?.kind).toBe("mismatch");
    expect(failure?.message).toContain("Rules: 416.3, 416.1.a");
    expect(failure?.diff).toContain(`--- ${VI_CASE}.golden (golden)`);
    expect(failure?.diff).toContain(`+++ ${VI_CASE}.golden (replay)`);
    expect(failure?.diff).toContain("-    main-deck: Garbage Grabber; Blind Fury");
    expect(failure?.diff).toContain("+    main-deck: Blind Fury; Garbage Grabber");
    expect(failure?.file).toBe(golden);
    expect(readFileSync(golden, "utf8").split("\n")[(failure?.line ?? 0) - 1]).toBe("    main-deck: Garbage Grabber; Blind Fury");

    const text = formatDefault(report, { cwd: root }).stdout;
    expect(text).toContain(`FAIL ${VI_CASE}.scenario.yaml [416.3, 416.1.a]`);
    expect(text).toContain("  rules:   416.3, 416.1.a");
    expect(text).toContain("  source:  Core Rules 416.3, the example (Vi, Destructive)");
    expect(text).toMatch(/\n {2}@@ -\d+,\d+ \+\d+,\d+ @@\n/);
    expect(text.endsWith("\n0 passed, 1 failed\n")).toBe(true);
  });

  it("a golden with CRLF line ends still matches", () => {
    const root = dir();
    copyBundled(root, [VI_CASE]);
    const golden = path.join(root, `${VI_CASE}.golden`);
    writeFileSync(golden, readFileSync(golden, "utf8").replace(/\n/g, "\r\n"));
    expect(runConformance({ paths: [root], cwd: root, ...local })).toMatchObject({ passed: 1, failed: 0 });
  });
});

describe("--update", () => {
  it("writes missing and changed goldens from the replay, leaves equal ones alone, and then they pass", () => {
    const root = dir();
    copyBundled(root, [VI_CASE, RUNE_CASE], false);
    copyBundled(root, [RUNE_CASE]);
    const viGolden = path.join(root, `${VI_CASE}.golden`);

    const before = runConformance({ paths: [root], cwd: root, ...local });
    expect(before).toMatchObject({ passed: 1, failed: 1 });
    expect(before.results.find((r) => !r.passed)?.failure?.kind).toBe("missing-golden");

    const update = runConformance({ paths: [root], cwd: root, update: true, ...local });
    expect(update).toMatchObject({ passed: 2, failed: 0 });
    expect(update.results.map((r) => r.action)).toEqual(["unchanged", "written"]); // sorted by path: 416.1.b-… before example-…
    expect(readFileSync(viGolden, "utf8")).toBe(renderGolden(readFileSync(path.join(root, `${VI_CASE}.scenario.yaml`), "utf8")));

    expect(runConformance({ paths: [root], cwd: root, ...local })).toMatchObject({ passed: 2, failed: 0 });
  });

  it("deletes an obsolete golden", () => {
    const root = dir({ "gone.golden": "old\n" });
    copyBundled(root, [RUNE_CASE]);
    const report = runConformance({ paths: [root], cwd: root, update: true, ...local });
    expect(report).toMatchObject({ passed: 1, failed: 0 });
    expect(report.results.map((r) => r.action)).toContain("deleted");
    expect(existsSync(path.join(root, "gone.golden"))).toBe(false);
  });

  it("never blesses a case without its metadata", () => {
    const root = dir({ "bare.scenario.yaml": "scenario: no metadata\nplayers:\n  A: {}\n" });
    const report = runConformance({ paths: [root], cwd: root, update: true, ...local });
    expect(report).toMatchObject({ passed: 0, failed: 1 });
    const message = report.results[0]?.failure?.message ?? "";
    expect(report.results[0]?.failure?.kind).toBe("metadata");
    expect(message).toContain("`source:`");
    expect(message).toContain("`rules:`");
    expect(message).toContain("edition");
    expect(existsSync(path.join(root, "bare.golden"))).toBe(false);
  });
});

describe("in CI", () => {
  const ci = { ci: true } as const;

  it("refuses --update and writes nothing", () => {
    const root = dir();
    copyBundled(root, [VI_CASE], false);
    expect(() => runConformance({ paths: [root], cwd: root, update: true, ...ci })).toThrow(UpdateInCiError);
    expect(existsSync(path.join(root, `${VI_CASE}.golden`))).toBe(false);
  });

  it("fails a case with no golden, and says goldens are not written in CI", () => {
    const root = dir();
    copyBundled(root, [VI_CASE], false);
    const report = runConformance({ paths: [root], cwd: root, ...ci });
    expect(report).toMatchObject({ passed: 0, failed: 1 });
    expect(report.results[0]?.failure).toMatchObject({ kind: "missing-golden" });
    expect(report.results[0]?.failure?.message).toContain("never written in CI");
    expect(existsSync(path.join(root, `${VI_CASE}.golden`))).toBe(false);
  });

  it("fails an obsolete golden (one with no case beside it)", () => {
    const root = dir({ "renamed-away.golden": "scenario: old\n" });
    copyBundled(root, [RUNE_CASE]);
    const report = runConformance({ paths: [root], cwd: root, ...ci });
    expect(report).toMatchObject({ passed: 1, failed: 1 });
    const obsolete = report.results.find((r) => !r.passed);
    expect(obsolete?.failure?.kind).toBe("obsolete-golden");
    expect(obsolete?.failure?.message).toContain("renamed-away.scenario.yaml");
  });
});

describe("discovery", () => {
  it("sorts cases by path, skips dot-directories and node_modules, and takes a named .golden as its case", () => {
    const root = dir({
      "b/z.scenario.yaml": "",
      "a.scenario.yaml": "",
      "b/a.scenario.yaml": "",
      ".hidden/x.scenario.yaml": "",
      "node_modules/y.scenario.yaml": "",
      "notes.md": "",
    });
    const found = discover([root], root);
    expect(found.cases.map((f) => path.relative(root, f).split(path.sep).join("/"))).toEqual(["a.scenario.yaml", "b/a.scenario.yaml", "b/z.scenario.yaml"]);
    writeFileSync(path.join(root, "a.golden"), "");
    expect(discover(["a.golden"], root).cases).toEqual([path.join(root, "a.scenario.yaml")]);
  });

  it("looks for obsolete goldens only in directories it searched", () => {
    const root = dir({ "a.scenario.yaml": "", "orphan.golden": "" });
    expect(discover([root], root).obsoleteGoldens).toEqual([path.join(root, "orphan.golden")]);
    expect(discover(["a.scenario.yaml"], root).obsoleteGoldens).toEqual([]);
  });
});

// Replaying the whole bundled suite three times takes a few seconds on a busy CI machine.
describe("--shard", { timeout: 30_000 }, () => {
  const all = discover([bundledCasesDir], bundledCasesDir).cases;

  it.each([1, 2, 3, 4, 7])("shards 1..%i together run each bundled case exactly once", (count) => {
    const runs = Array.from({ length: count }, (_, i) => selectShard(all, { index: i + 1, count }));
    const seen = runs.flat();
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
    // Round robin: no shard is more than one case bigger than another.
    const sizes = runs.map((r) => r.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it("shards 1/3, 2/3, 3/3 of a run report each case once, and agree with themselves", () => {
    const reports = [1, 2, 3].map((index) => runConformance({ paths: [bundledCasesDir], cwd: bundledCasesDir, ci: true, shard: { index, count: 3 } }));
    const files = reports.flatMap((r) => r.results.map((x) => x.file));
    expect([...files].sort()).toEqual([...all].sort());
    expect(new Set(files).size).toBe(all.length);
    const again = runConformance({ paths: [bundledCasesDir], cwd: bundledCasesDir, ci: true, shard: { index: 2, count: 3 } });
    expect(again.results.map((r) => r.file)).toEqual(reports[1]?.results.map((r) => r.file));
    expect(reports.every((r) => r.suiteSize === all.length)).toBe(true);
  });

  it.each([
    ["1/3", { index: 1, count: 3 }],
    [" 3/3 ", { index: 3, count: 3 }],
    ["0/3", "between 1 and 3"],
    ["4/3", "between 1 and 3"],
    ["1/0", "at least 1"],
    ["2", "i/n"],
    ["a/b", "i/n"],
  ])("parseShard(%j)", (text, expected) => {
    const parsed = parseShard(text);
    if (typeof expected === "string") expect("error" in parsed && parsed.error).toContain(expected);
    else expect(parsed).toEqual(expected);
  });
});
