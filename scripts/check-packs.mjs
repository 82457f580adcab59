#!/usr/bin/env node
// Packs every published package the way a release does (pnpm pack, after a build) and checks what
// a user downloads: LICENSE in each tarball, NOTICE in the ones that ship card or rules text, and
// every source map's `sources` present in the same tarball (maps that point at unpacked
// src/*.ts break debuggers and go-to-definition for users). Exit 1 on any problem.
//   node scripts/check-packs.mjs            (run `npx -y pnpm@12.4.2 run build` first)
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Package folder → whether it ships publisher content (card data, quoted card or rules text). */
const packages = { engine: true, cards: true, linter: false, conformance: true, "language-server": false, cli: false };
const pnpm = ["-y", "pnpm@12.4.2"];
let problems = 0;
const problem = (message) => {
  problems++;
  console.error(`  problem: ${message}`);
};

const work = mkdtempSync(path.join(tmpdir(), "recycle-rules-packs-"));
try {
  for (const [dir, needsNotice] of Object.entries(packages)) {
    const packageDir = path.join(root, "packages", dir);
    if (!existsSync(path.join(packageDir, "dist"))) throw new Error(`packages/${dir}/dist is missing: build first`);
    const out = path.join(work, dir);
    execFileSync("npx", [...pnpm, "pack", "--pack-destination", out], { cwd: packageDir, stdio: "ignore" });
    const tarball = path.join(out, readdirSync(out).find((f) => f.endsWith(".tgz")));
    execFileSync("tar", ["-xzf", tarball, "-C", out]);
    const unpacked = path.join(out, "package");
    const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).trim().split("\n").map((f) => f.replace(/^package\//, ""));
    const maps = files.filter((f) => f.endsWith(".map"));
    console.log(`packages/${dir}: ${files.length} files, ${maps.length} source maps, ${["LICENSE", "NOTICE"].filter((f) => files.includes(f)).join(" and ") || "no LICENSE"}`);
    if (!files.includes("LICENSE")) problem(`packages/${dir}: no LICENSE in the tarball`);
    if (needsNotice && !files.includes("NOTICE")) problem(`packages/${dir}: no NOTICE in the tarball`);
    for (const map of maps) {
      const { sources = [] } = JSON.parse(readFileSync(path.join(unpacked, map), "utf8"));
      for (const source of sources) {
        const target = path.resolve(path.dirname(path.join(unpacked, map)), source);
        if (!existsSync(target)) problem(`packages/${dir}/${map} points at ${source}, which is not in the tarball`);
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(problems === 0 ? "check-packs: every tarball has its LICENSE, NOTICE and map sources" : `check-packs: ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
