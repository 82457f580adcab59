import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandInputs, globToRegExp, UsageError } from "../src/index.js";
import { removeTree, tempTree } from "./helpers.js";

describe("globToRegExp", () => {
  it.each([
    ["*.scenario.yaml", "a.scenario.yaml", true],
    ["*.scenario.yaml", "sub/a.scenario.yaml", false],
    ["**/*.scenario.yaml", "a.scenario.yaml", true],
    ["**/*.scenario.yaml", "x/y/a.scenario.yaml", true],
    ["x/**/a.scenario.yaml", "x/a.scenario.yaml", true],
    ["x/**/a.scenario.yaml", "x/p/q/a.scenario.yaml", true],
    ["**", "anything/at/all", true],
    ["vi-?.scenario.yaml", "vi-1.scenario.yaml", true],
    ["vi-?.scenario.yaml", "vi-12.scenario.yaml", false],
    // Regex metacharacters in names match literally.
    ["a+b.scenario.yaml", "a+b.scenario.yaml", true],
    ["a+b.scenario.yaml", "aab.scenario.yaml", false],
  ])("%s against %s → %s", (glob, file, expected) => {
    expect(globToRegExp(glob).test(file)).toBe(expected);
  });
});

describe("expandInputs", () => {
  let root: string;
  beforeAll(() => {
    root = tempTree({
      "a.scenario.yaml": "",
      "notes.md": "",
      "other.yaml": "",
      "deep/b.scenario.yaml": "",
      "deep/deeper/c.scenario.yaml": "",
      "node_modules/pkg/skip.scenario.yaml": "",
      ".hidden/skip.scenario.yaml": "",
      "empty/readme.md": "",
    });
  });
  afterAll(() => removeTree(root));
  const rel = (files: string[]) => files.map((f) => path.relative(root, f).split(path.sep).join("/"));

  it("expands a directory recursively to scenario files, sorted, skipping node_modules and dot-dirs", () => {
    expect(rel(expandInputs(["."], root))).toEqual(["a.scenario.yaml", "deep/b.scenario.yaml", "deep/deeper/c.scenario.yaml"]);
  });

  it("takes an explicit file whatever its name", () => {
    expect(rel(expandInputs(["other.yaml"], root))).toEqual(["other.yaml"]);
  });

  it("expands globs with * and **", () => {
    expect(rel(expandInputs(["*.scenario.yaml"], root))).toEqual(["a.scenario.yaml"]);
    expect(rel(expandInputs(["deep/**/*.scenario.yaml"], root))).toEqual(["deep/b.scenario.yaml", "deep/deeper/c.scenario.yaml"]);
    expect(rel(expandInputs(["**/c.*"], root))).toEqual(["deep/deeper/c.scenario.yaml"]);
  });

  it("accepts an absolute glob", () => {
    expect(rel(expandInputs([`${root.split(path.sep).join("/")}/deep/*.scenario.yaml`], "/"))).toEqual(["deep/b.scenario.yaml"]);
  });

  it("lists a file named twice once", () => {
    expect(rel(expandInputs(["a.scenario.yaml", ".", "*.scenario.yaml"], root))).toEqual([
      "a.scenario.yaml",
      "deep/b.scenario.yaml",
      "deep/deeper/c.scenario.yaml",
    ]);
  });

  it("refuses a missing path, a glob that matches nothing and a directory without scenarios", () => {
    expect(() => expandInputs(["missing.scenario.yaml"], root)).toThrow(UsageError);
    expect(() => expandInputs(["nope/**/*.scenario.yaml"], root)).toThrow(/No files matching "nope\/\*\*\/\*\.scenario\.yaml"/);
    expect(() => expandInputs(["empty"], root)).toThrow(/No files matching "empty"/);
  });
});
