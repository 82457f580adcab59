#!/usr/bin/env node
// The `$id` of every JSON Schema the linter publishes (schema/*.schema.json) is the address a CDN
// serves that very file from, for this package's version:
//   https://cdn.jsdelivr.net/npm/@recycle-rules/linter@<version>/schema/<file>
// so an editor or validator that follows `$id` gets the same bytes as the file in the tarball. The
// version changes on `changeset version`; the root `release:version` script runs this file right
// after it to move every `$id` along (test/schema.test.ts fails while one is behind).
//   node scripts/schema-ids.mjs           rewrite each `$id` that differs (prints what changed)
//   node scripts/schema-ids.mjs --check   exit 1 if any `$id` differs, writing nothing
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const schemaDir = path.join(packageRoot, "schema");

/** The package's name and version, read from its package.json now (it changes on release). */
export function linterPackage() {
  const { name, version } = JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8"));
  return { name, version };
}

/** Where a published schema file is served from, for a package version. */
export function schemaId(fileName, { name, version } = linterPackage()) {
  return `https://cdn.jsdelivr.net/npm/${name}@${version}/schema/${fileName}`;
}

/** Every schema the package publishes: the `*.schema.json` files of schema/, sorted. */
export function schemaFiles() {
  return readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort();
}

/**
 * Each schema file whose top-level `$id` is not its CDN address: `{ file, actual, expected }`.
 * With `write`, rewrites those `$id`s in place.
 */
export function stampSchemaIds({ write = false } = {}) {
  const pkg = linterPackage();
  const stale = [];
  for (const file of schemaFiles()) {
    const full = path.join(schemaDir, file);
    const text = readFileSync(full, "utf8");
    const actual = JSON.parse(text).$id;
    const expected = schemaId(file, pkg);
    if (actual === expected) continue;
    stale.push({ file, actual, expected });
    if (!write) continue;
    writeFileSync(full, withId(text, actual, expected));
  }
  return stale;
}

/**
 * The schema text with its top-level `$id` set: only that value is replaced where the old one is
 * found as written; otherwise (no `$id` yet, or written unusually) the file is written again as
 * JSON with its indentation, `$id` after `$schema`.
 */
function withId(text, actual, expected) {
  if (actual !== undefined) {
    const escaped = JSON.stringify(actual).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const replaced = text.replace(new RegExp(`("\\$id"\\s*:\\s*)${escaped}`), (_, key) => key + JSON.stringify(expected));
    if (JSON.parse(replaced).$id === expected) return replaced;
  }
  const { $schema, $id: _old, ...rest } = JSON.parse(text);
  const indent = /^\{\r?\n([ \t]+)/.exec(text)?.[1] ?? 2;
  const head = $schema === undefined ? { $id: expected } : { $schema, $id: expected };
  return `${JSON.stringify({ ...head, ...rest }, null, indent)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const stale = stampSchemaIds({ write: !check });
  for (const { file, actual, expected } of stale) {
    console.log(`schema/${file}: $id ${check ? "is" : "was"} ${actual ?? "(none)"}${check ? ", should be " : ", now "}${expected}`);
  }
  if (stale.length === 0) console.log(`schema-ids: every $id is ${schemaId("<file>")}`);
  process.exit(check && stale.length > 0 ? 1 : 0);
}
