/**
 * `lint --fix` end to end through the built bin, on temp copies: the safe fixes are written, the
 * unsafe one (an unknown card's did-you-mean) is not, the fixed file lints clean of everything
 * fixable, a file with nothing to fix is not rewritten, and line endings and the BOM survive.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeTree, tempTree } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, "../dist/bin.js");

// Three safe fixes (a key typo with one candidate, two card names split by flow commas) and one
// unsafe one: "Stacked Dekc" may be a real card the data lacks, so its did-you-mean stays a suggestion.
const broken = `scenario: Garbage Grabber recycles 3 from the trash
game: riftbound
rules: ["416.5"]
sed: 7
turn: A
phase: main
players:
  A:
    base:
      - Garbage Grabber
    runes:
      - Mind Rune
    trash: [Vi, Destructive, Blind Fury, Dr. Mundo, Expert]
    main-deck:
      - Stacked Deck
  B:
    trash:
      - Stacked Dekc
`;
const fixed = broken.replace("sed: 7", "seed: 7").replace("[Vi, Destructive, Blind Fury, Dr. Mundo, Expert]", '["Vi, Destructive", Blind Fury, "Dr. Mundo, Expert"]');
const clean = "game: riftbound\nturn: A\nphase: main\nplayers:\n  A: {}\n  B: {}\n";

let root: string;
beforeAll(() => {
  root = tempTree({
    "broken.scenario.yaml": broken,
    "crlf.scenario.yaml": `\uFEFF${broken.replace(/\n/g, "\r\n")}`,
    "clean.scenario.yaml": clean,
    "two-to-one.scenario.yaml": "game: riftbound\nsed: 7\nseedd: 8\nturn: A\nphase: main\nplayers:\n  A: {}\n  B: {}\n",
    "tie.scenario.yaml": "game: riftbound\nturn: C\nphase: main\nplayers:\n  A: {}\n  B: {}\n",
    "quiet.scenario.yaml": broken,
    "linked/real.scenario.yaml": "game: riftbound\nturn: A\nphase: main\nplayers:\n  A:\n    trash: [Vi, Destructive]\n  B: {}\n",
  });
  symlinkSync(path.join(root, "linked", "real.scenario.yaml"), path.join(root, "link.scenario.yaml"));
  // Latin-1, not UTF-8: "é" is the one byte 0xE9. A fixable key typo beside it.
  writeFileSync(path.join(root, "latin1.scenario.yaml"), Buffer.from("title: caf\xe9\ngame: riftbound\nsed: 7\nturn: A\nphase: main\nplayers:\n  A: {}\n  B: {}\n", "latin1"));
});
afterAll(() => removeTree(root));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface JsonResult {
  diagnostics: { code: string; fixes?: { safe?: boolean }[] }[];
}

const codesOf = (stdout: string) => (JSON.parse(stdout) as JsonResult[]).flatMap((f) => f.diagnostics.map((d) => d.code));
const read = (name: string) => readFileSync(path.join(root, name), "utf8");

describe("lint --fix", () => {
  it("writes the safe fixes, leaves the unsafe one, and reports what remains", () => {
    const r = cli("lint", "--fix", "--format", "json", "broken.scenario.yaml");
    expect(r.status).toBe(1); // the unknown card is an error, and it is still there
    expect(read("broken.scenario.yaml")).toBe(fixed);
    expect(read("broken.scenario.yaml")).toContain("- Stacked Dekc");
    // stdout is the report alone; what changed is on stderr.
    expect(codesOf(r.stdout)).toEqual(["scenario/unknown-card"]);
    expect(r.stderr).toContain('fixed 3 problems in broken.scenario.yaml: Change to "seed"; Quote "Vi, Destructive"; Quote "Dr. Mundo, Expert"');
    expect(r.stderr).toContain("recycle-rules --fix: fixed 3 problems in 1 file.");
  });

  it("leaves a fixed file lint-clean of everything fixable: a second lint reports only the unsafe finding", () => {
    const r = cli("lint", "--format", "json", "broken.scenario.yaml");
    const results = JSON.parse(r.stdout) as JsonResult[];
    const findings = results.flatMap((f) => f.diagnostics);
    expect(findings.map((d) => d.code)).toEqual(["scenario/unknown-card"]);
    expect(findings.every((d) => (d.fixes ?? []).every((f) => f.safe !== true))).toBe(true);
    const again = cli("lint", "--fix", "broken.scenario.yaml");
    expect(again.stderr).toContain("nothing to fix");
    expect(read("broken.scenario.yaml")).toBe(fixed);
  });

  it("keeps CRLF line endings and the byte order mark", () => {
    cli("lint", "--fix", "crlf.scenario.yaml");
    expect(read("crlf.scenario.yaml")).toBe(`\uFEFF${fixed.replace(/\n/g, "\r\n")}`);
  });

  it("does not rewrite a file with nothing to fix, and exits 0 when it is clean", () => {
    const file = path.join(root, "clean.scenario.yaml");
    const before = statSync(file).mtimeMs;
    const r = cli("lint", "--fix", "clean.scenario.yaml");
    expect(r.status).toBe(0);
    expect(read("clean.scenario.yaml")).toBe(clean);
    expect(statSync(file).mtimeMs).toBe(before);
    expect(r.stderr).toBe("recycle-rules --fix: nothing to fix.\n");
  });

  it("refuses --stdin (exit 2): there is no file to write", () => {
    const r = spawnSync(process.execPath, [bin, "lint", "--fix", "--stdin"], { cwd: root, encoding: "utf8", input: broken });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--fix .* can't be used with --stdin/);
    expect(r.stdout).toBe("");
  });

  it("undoes a pass whose fixes collide (two keys renamed to one would be a duplicate key) and leaves the file as it was", () => {
    const r = cli("lint", "--fix", "two-to-one.scenario.yaml");
    expect(r.stderr).toContain("--fix stopped: applying the next fixes together would add");
    expect(read("two-to-one.scenario.yaml")).toContain("sed: 7\nseedd: 8\n");
  });

  it("does not apply a did-you-mean that ties: turn C is one edit from both players", () => {
    cli("lint", "--fix", "tie.scenario.yaml");
    expect(read("tie.scenario.yaml")).toContain("turn: C\n");
  });

  it("does not rewrite a file that isn't UTF-8: its other bytes would change", () => {
    const file = path.join(root, "latin1.scenario.yaml");
    const before = readFileSync(file);
    const r = cli("lint", "--fix", "latin1.scenario.yaml");
    expect(r.stderr).toContain("not fixed: it is not UTF-8 text");
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it("with --quiet applies only the fixes of errors: an unreported warning is not fixed either", () => {
    cli("lint", "--fix", "--quiet", "quiet.scenario.yaml");
    const text = read("quiet.scenario.yaml");
    expect(text).toContain("sed: 7\n");
    expect(text).toContain('["Vi, Destructive", Blind Fury, "Dr. Mundo, Expert"]');
  });

  it("fixes a file reached twice (by its name and through a link) once", () => {
    const r = cli("lint", "--fix", "--format", "json", "linked/real.scenario.yaml", "link.scenario.yaml");
    expect(read("linked/real.scenario.yaml")).toContain('trash: ["Vi, Destructive"]\n');
    expect((JSON.parse(r.stdout) as unknown[]).length).toBe(1);
  });
});
