/**
 * The workspace as a release sees it: which packages are published (every package under packages/
 * that is not private) and their tarballs, packed the way `pnpm publish` packs them.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** The package manager the README names, never one from PATH. */
export const pnpm = ["-y", "pnpm@12.4.2"];

export interface Published {
  /** Folder under packages/, e.g. "language-server". */
  readonly dir: string;
  readonly name: string;
  readonly version: string;
}

export interface Pack extends Published {
  /** Absolute path of the .tgz. */
  readonly tarball: string;
  /** The files in it, relative to the package root (package.json, dist/index.js, …). */
  readonly files: readonly string[];
}

export function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** Every package under packages/ that npm gets: the ones not marked private. */
export function publishedPackages(): Published[] {
  const packagesDir = path.join(repoRoot, "packages");
  return readdirSync(packagesDir)
    .filter((dir) => existsSync(path.join(packagesDir, dir, "package.json")))
    .map((dir) => ({ dir, ...readJson<{ name: string; version: string; private?: boolean }>(path.join(packagesDir, dir, "package.json")) }))
    .filter((p) => p.private !== true)
    .map(({ dir, name, version }) => ({ dir, name, version }));
}

/** Packs one package with `pnpm pack` (which rewrites `workspace:*` as publish does) into `destination`. */
export function pack(pkg: Published, destination: string): Pack {
  const packageDir = path.join(repoRoot, "packages", pkg.dir);
  if (!existsSync(path.join(packageDir, "dist"))) throw new Error(`packages/${pkg.dir}/dist is missing: build first (npx -y pnpm@12.4.2 run build)`);
  const out = execFileSync("npx", [...pnpm, "pack", "--json", "--pack-destination", destination], { cwd: packageDir, encoding: "utf8" });
  const { filename, files } = JSON.parse(out) as { filename: string; files: { path: string }[] };
  return { ...pkg, tarball: path.resolve(destination, filename), files: files.map((f) => f.path) };
}
