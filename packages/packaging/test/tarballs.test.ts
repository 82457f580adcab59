/**
 * What `npm install @recycle-rules/<name>` downloads, checked on the tarballs `pnpm pack` makes
 * (test/global-setup.ts): the files it must carry, a manifest with real version ranges, and no
 * finding from publint or from Are the Types Wrong (attw) with the esm-only profile. Both tools are
 * pinned devDependencies of this package; docs/releasing.md says why the profile is esm-only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";
import { readJson, repoRoot, type Pack } from "./workspace.js";

const bin = (name: string) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", name);
const packs = inject("packs");
const unpackDir = mkdtempSync(path.join(tmpdir(), "recycle-rules-unpacked-"));
afterAll(() => rmSync(unpackDir, { recursive: true, force: true }));

/** The tarball unpacked into its own folder (tar puts everything under package/). */
function unpacked(pack: Pack): string {
  const out = path.join(unpackDir, pack.dir);
  if (!existsSync(out)) {
    execFileSync("mkdir", ["-p", out]);
    execFileSync("tar", ["-xzf", pack.tarball, "-C", out]);
  }
  return path.join(out, "package");
}

interface Manifest {
  version: string;
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** Runs a pinned tool; its output is the failure message when it exits non-zero. */
function tool(name: string, args: string[]): string {
  const run = spawnSync(bin(name), args, { encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, `${name} ${args.join(" ")}\n${output}`).toBe(0);
  return output;
}

it("the published packages are the six the README lists", () => {
  expect(packs.map((p) => p.name).sort()).toEqual(
    ["@recycle-rules/cards", "@recycle-rules/cli", "@recycle-rules/conformance", "@recycle-rules/engine", "@recycle-rules/language-server", "@recycle-rules/linter"].sort(),
  );
});

describe.each(packs)("$name", (pack) => {
  it("carries package.json, README.md, LICENSE and NOTICE (the root's), dist/ and src/", () => {
    expect(pack.files).toEqual(expect.arrayContaining(["package.json", "README.md", "LICENSE", "NOTICE", "dist/index.js", "dist/index.d.ts"]));
    expect(pack.files.some((f) => f.startsWith("src/"))).toBe(true);
    const root = unpacked(pack);
    expect(readFileSync(path.join(root, "LICENSE"), "utf8")).toBe(readFileSync(path.join(repoRoot, "LICENSE"), "utf8"));
    expect(readFileSync(path.join(root, "NOTICE"), "utf8")).toBe(readFileSync(path.join(repoRoot, "NOTICE"), "utf8"));
  });

  it("has every file its source maps name (a map pointing at a missing src/*.ts breaks debuggers)", () => {
    const root = unpacked(pack);
    const maps = pack.files.filter((f) => f.endsWith(".map"));
    expect(maps.length).toBeGreaterThan(0);
    const missing = maps.flatMap((map) =>
      readJson<{ sources?: string[] }>(path.join(root, map))
        .sources?.filter((source) => !existsSync(path.resolve(path.dirname(path.join(root, map)), source)))
        .map((source) => `${map} → ${source}`) ?? [],
    );
    expect(missing).toEqual([]);
  });

  it("carries no tests, fixtures or build configuration", () => {
    expect(pack.files.filter((f) => /^(test|fuzz|bench|stress|scripts)\/|tsconfig|vitest\.config|\.test\.|\.tsbuildinfo$/.test(f))).toEqual([]);
  });

  it("depends on the versions of this workspace, not on workspace: ranges", () => {
    const manifest = readJson<Manifest>(path.join(unpacked(pack), "package.json"));
    expect(manifest.version).toBe(pack.version);
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      expect(range, name).not.toMatch(/^(workspace|link|file):/);
      const sibling = packs.find((p) => p.name === name);
      if (sibling) expect(range, name).toBe(sibling.version);
    }
  });

  it("publint finds nothing (errors, warnings or suggestions)", () => {
    const output = tool("publint", ["run", "--strict", pack.tarball]);
    expect(output).not.toMatch(/^(Errors|Warnings|Suggestions):/m);
  });

  it("attw finds no problem in any entry point (profile esm-only)", () => {
    // An export that is a data file (conformance's JUnit XSD) is read from disk, never imported,
    // so it is no entry point for type resolution.
    const manifest = readJson<Manifest>(path.join(unpacked(pack), "package.json"));
    const dataExports = Object.entries(manifest.exports ?? {})
      .filter(([, target]) => typeof target === "string" && !/\.(js|json)$/.test(target))
      .map(([subpath]) => subpath);
    const args = [pack.tarball, "--profile", "esm-only", "--no-definitely-typed", "--format", "ascii", "--no-emoji"];
    if (dataExports.length > 0) args.push("--exclude-entrypoints", ...dataExports);
    expect(tool("attw", args)).toContain(`${pack.name} v${pack.version}`);
  });
});
