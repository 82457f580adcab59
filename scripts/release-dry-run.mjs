#!/usr/bin/env node
/* global console, process */
// Rehearses a release (docs/releasing.md) on a throwaway copy of the repository: the real checkout
// is never written and nothing is uploaded.
//
//   1. copies the repository's files (tracked, plus new ones git doesn't ignore: a changeset not
//      yet committed counts) and the built dist/ folders into a temp folder, and installs there
//      from the lockfile;
//   2. adds a rehearsal changeset (a patch for every released package), so every package goes
//      through the release even when no changeset is pending;
//   3. runs `pnpm run release:version` (changeset version, then the schema $id stamp) and checks
//      that each package got the version its changesets ask for and a CHANGELOG.md entry with
//      each changeset's text, that the linter's schema $ids name its new version, and that the
//      packages changesets ignores (bench, packaging) kept theirs;
//   4. packs each published package (its internal dependencies must name the new versions) and
//      runs `pnpm -r publish --dry-run`: the `pnpm publish` that `changeset publish` runs for
//      each package, minus the upload, which must want exactly the six at their new versions;
//   5. packages the VS Code extension with vsce at its new version.
// Exit 1 on any problem.   node scripts/release-dry-run.mjs [--keep]   (after a build)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pnpm = ["-y", "pnpm@12.4.2"];
const keep = process.argv.includes("--keep");
const started = Date.now();
let problems = 0;
const problem = (message) => {
  problems++;
  console.error(`  problem: ${message}`);
};
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** Runs a command, failing the dry run with its output when it fails; returns its stdout. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1" } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal}) in ${path.relative(work, cwd) || "."}:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** Every workspace package: folder (relative), name, version, private. */
function workspacePackages(base) {
  return ["packages", "apps"].flatMap((group) =>
    readdirSync(path.join(base, group))
      .map((dir) => `${group}/${dir}`)
      .filter((dir) => existsSync(path.join(base, dir, "package.json")))
      .map((dir) => ({ dir, ...readJson(path.join(base, dir, "package.json")) })),
  );
}

/** The pending changesets: file, the bump each package gets, and the summary's first line. */
function readChangesets(changesetDir) {
  return readdirSync(changesetDir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .map((file) => {
      const text = readFileSync(path.join(changesetDir, file), "utf8");
      const [, front = "", body = ""] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text) ?? [];
      const bumps = Object.fromEntries(
        front
          .split(/\r?\n/)
          .map((line) => /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line))
          .filter(Boolean)
          .map(([, name, bump]) => [name, bump]),
      );
      const summary = body.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "") ?? "";
      return { file, bumps, summary };
    });
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 };
function bumped(version, bump) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) throw new Error(`version ${version}: the dry run expects plain x.y.z versions (no pre-release mode)`);
  const [major, minor, patch] = m.slice(1).map(Number);
  if (bump === "major") return `${major + 1}.0.0`;
  if (bump === "minor") return `${major}.${minor + 1}.0`;
  if (bump === "patch") return `${major}.${minor}.${patch + 1}`;
  return version;
}

/**
 * What a release writes in the checkout (package.json files, changelogs, changesets, schemas), to
 * prove the dry run left it alone. (Not all of `git status`: other tests may run beside this one.)
 */
function checkoutState() {
  const read = (file) => (existsSync(file) ? readFileSync(file, "utf8") : "(none)");
  const folders = workspacePackages(root).map((p) => path.join(root, p.dir));
  const files = [
    path.join(root, "package.json"),
    ...folders.flatMap((dir) => [path.join(dir, "package.json"), path.join(dir, "CHANGELOG.md")]),
    ...[".changeset", "packages/linter/schema"].flatMap((dir) => readdirSync(path.join(root, dir)).map((f) => path.join(root, dir, f))),
  ];
  return files.map((file) => `${file}\n${read(file)}`).join("\n");
}

const work = mkdtempSync(path.join(tmpdir(), "recycle-rules-release-"));
const copy = path.join(work, "repo");
const before = checkoutState();
try {
  // 1. The copy: the files git knows or would add, then the builds (dist/ is ignored by git).
  const config = readJson(path.join(root, ".changeset", "config.json"));
  const ignored = new Set(config.ignore ?? []);
  const packagesBefore = workspacePackages(root);
  const released = packagesBefore.filter((p) => !ignored.has(p.name));
  const published = released.filter((p) => !p.private);
  for (const p of released) {
    if (!existsSync(path.join(root, p.dir, "dist"))) throw new Error(`${p.dir}/dist is missing: build first (npx -y pnpm@12.4.2 run build)`);
  }
  const files = run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], root).split("\0").filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from) || !statSync(from).isFile()) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(from, path.join(copy, file));
  }
  for (const p of released) cpSync(path.join(root, p.dir, "dist"), path.join(copy, p.dir, "dist"), { recursive: true });
  console.log(`copied ${files.length} files and ${released.length} builds to a temp folder`);
  run("npx", [...pnpm, "install", "--frozen-lockfile", "--prefer-offline"], copy);

  // 2. The rehearsal changeset, beside the pending ones.
  const changesetDir = path.join(copy, ".changeset");
  const pending = readChangesets(changesetDir);
  const rehearsal = "Release dry run: every released package goes through `changeset version`.";
  writeFileSync(path.join(changesetDir, "release-dry-run-rehearsal.md"), `---\n${released.map((p) => `"${p.name}": patch`).join("\n")}\n---\n\n${rehearsal}\n`);
  const changesets = readChangesets(changesetDir);
  console.log(`${pending.length} pending changeset(s), plus the rehearsal one`);

  // 3. Versions and changelogs, with the command the release uses.
  run("npx", [...pnpm, "run", "release:version"], copy);
  const after = new Map(workspacePackages(copy).map((p) => [p.name, p]));
  // The rehearsal changeset gives every package at least a patch, so the patch changesets adds to
  // a package whose dependency moved changes nothing: the highest bump named is the new version.
  const expected = new Map(
    released.map((p) => {
      const bump = changesets.map((c) => c.bumps[p.name] ?? "none").reduce((a, b) => (RANK[b] > RANK[a] ? b : a), "none");
      return [p.name, bumped(p.version, bump)];
    }),
  );
  for (const p of packagesBefore) {
    const now = after.get(p.name);
    if (ignored.has(p.name)) {
      if (now.version !== p.version) problem(`${p.dir}: ignored by changesets, yet its version moved ${p.version} → ${now.version}`);
      if (existsSync(path.join(copy, p.dir, "CHANGELOG.md"))) problem(`${p.dir}: ignored by changesets, yet it got a CHANGELOG.md`);
      continue;
    }
    const want = expected.get(p.name);
    console.log(`${p.name}: ${p.version} → ${now.version}`);
    if (now.version !== want) problem(`${p.dir}: version ${now.version}, expected ${want}`);
    const changelog = existsSync(path.join(copy, p.dir, "CHANGELOG.md")) ? readFileSync(path.join(copy, p.dir, "CHANGELOG.md"), "utf8") : "";
    const [, entry = ""] = changelog.split(/^## /m);
    if (!entry.startsWith(`${now.version}\n`)) problem(`${p.dir}/CHANGELOG.md: its newest entry is not ${now.version}`);
    for (const c of changesets.filter((c) => (c.bumps[p.name] ?? "none") !== "none")) {
      if (!entry.includes(c.summary)) problem(`${p.dir}/CHANGELOG.md: the ${now.version} entry lacks .changeset/${c.file} ("${c.summary.slice(0, 60)}…")`);
    }
    for (const [dep, range] of Object.entries({ ...now.dependencies, ...now.devDependencies })) {
      if (after.has(dep) && !ignored.has(dep) && range !== "workspace:*") problem(`${p.dir}: dependency ${dep} is ${range}, expected workspace:* (pnpm writes the version on pack)`);
    }
  }
  const left = readdirSync(changesetDir).filter((f) => f.endsWith(".md") && f !== "README.md");
  if (left.length > 0) problem(`changesets left after changeset version: ${left.join(", ")}`);
  const schemaCheck = spawnSync(process.execPath, ["packages/linter/scripts/schema-ids.mjs", "--check"], { cwd: copy, encoding: "utf8" });
  if (schemaCheck.status !== 0) problem(`the linter's schema $ids did not follow its version:\n${schemaCheck.stdout}${schemaCheck.stderr}`);
  else console.log(schemaCheck.stdout.trim());

  // 4. What npm would get: the tarballs' manifests, then the publish itself without the upload.
  const tarballs = path.join(work, "tarballs");
  for (const p of published) {
    const { filename } = JSON.parse(run("npx", [...pnpm, "pack", "--json", "--pack-destination", tarballs], path.join(copy, p.dir)));
    const manifest = JSON.parse(run("tar", ["-xzOf", path.resolve(tarballs, filename), "package/package.json"], copy));
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
      const sibling = after.get(dep);
      if (sibling && range !== sibling.version) problem(`${p.name}'s tarball depends on ${dep}@${range}, not on the new ${sibling.version}`);
    }
  }
  const publishRun = JSON.parse(run("npx", [...pnpm, "-r", "publish", "--dry-run", "--no-git-checks", "--json"], copy));
  const wouldPublish = publishRun.map((r) => `${r.name}@${r.version}`).sort();
  const shouldPublish = published.map((p) => `${p.name}@${after.get(p.name).version}`).sort();
  if (JSON.stringify(wouldPublish) !== JSON.stringify(shouldPublish)) problem(`pnpm publish would publish ${wouldPublish.join(", ") || "nothing"}; expected ${shouldPublish.join(", ")}`);
  for (const r of publishRun) {
    const names = r.files.map((f) => f.path);
    const lacking = ["package.json", "README.md", "LICENSE", "NOTICE", "CHANGELOG.md"].filter((f) => !names.includes(f));
    if (lacking.length > 0) problem(`${r.name}@${r.version} would be published without ${lacking.join(", ")}`);
    console.log(`would publish ${r.name}@${r.version} (${r.files.length} files, ${Math.round(r.size / 1024)} KiB)`);
  }

  // 5. The extension.
  for (const p of released.filter((p) => p.private && existsSync(path.join(copy, p.dir, ".vscodeignore")))) {
    const version = after.get(p.name).version;
    const vsix = path.join(work, `${p.name}-${version}.vsix`);
    run(path.join(copy, p.dir, "node_modules", ".bin", "vsce"), ["package", "--no-dependencies", "-o", vsix], path.join(copy, p.dir));
    if (!existsSync(vsix)) problem(`vsce wrote no ${path.basename(vsix)}`);
    else console.log(`packaged ${path.basename(vsix)} (${Math.round(statSync(vsix).size / 1024)} KiB)`);
  }
} catch (error) {
  problem(error instanceof Error ? error.message : String(error));
} finally {
  if (keep) console.log(`kept the copy: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
if (checkoutState() !== before) problem("the checkout changed during the dry run");
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(problems === 0 ? `release dry run: passed in ${seconds} s; nothing was uploaded` : `release dry run: ${problems} problem(s) in ${seconds} s`);
process.exit(problems === 0 ? 0 : 1);
