#!/usr/bin/env node
// Writes a conformance suite of N typical cases (default 10,000) for measuring the harness: each
// case is a bundled case of either game with its title changed and a comment line added (so its
// transcript and its diagnostics' line numbers differ from the original's), and its golden is
// written by one `update` run of the harness. That is fine for a suite whose only use is to be
// timed; the bundled cases' goldens are never written this way (docs/conformance.md).
//
//   node bench/generate-suite.mjs [--count N] [--out DIR]
//
// Prints the folder it wrote (a new temporary folder unless --out is given). Needs a build.
import console from "node:console";
import process from "node:process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { bundledCasesDir, CASE_SUFFIX, runConformance } from "../dist/index.js";

/** The bundled cases that pass now (another change in progress may break one or two): the templates. */
function templates() {
  const report = runConformance({ paths: [bundledCasesDir], cwd: bundledCasesDir });
  return report.results
    .filter((r) => r.passed && r.file.endsWith(CASE_SUFFIX))
    .map((r) => ({ game: path.basename(path.dirname(r.file)), name: path.basename(r.file, CASE_SUFFIX), text: readFileSync(r.file, "utf8") }));
}

/** The template with a title of its own and one more comment line before the scenario. */
export function variant(text, n) {
  const lines = text.split("\n");
  const at = lines.findIndex((line) => line.startsWith("scenario:"));
  if (at < 0) return text;
  const value = lines[at].slice("scenario:".length).trim();
  const suffix = ` (variant ${n})`;
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : "";
  const titled = quote !== "" && value.endsWith(quote) ? `${value.slice(0, -1)}${suffix}${quote}` : `${value}${suffix}`;
  lines.splice(at, 1, `# Generated for the throughput bench: variant ${n}.`, `scenario: ${titled}`);
  return lines.join("\n");
}

/**
 * Writes `count` cases under `out/<game>/` and their goldens; returns the folder, the number of
 * cases and how many came from each game.
 */
export function generateSuite({ count = 10_000, out } = {}) {
  const dir = out ?? mkdtempSync(path.join(os.tmpdir(), "conformance-suite-"));
  const sources = templates();
  if (sources.length === 0) throw new Error("No bundled case passes: build first, and check `recycle-rules conformance`.");
  const games = {};
  const width = String(count).length;
  for (let i = 0; i < count; i++) {
    const template = sources[i % sources.length];
    const folder = path.join(dir, template.game);
    if (!games[template.game]) {
      mkdirSync(folder, { recursive: true });
      games[template.game] = 0;
    }
    games[template.game]++;
    writeFileSync(path.join(folder, `${String(i).padStart(width, "0")}-${template.name}${CASE_SUFFIX}`), variant(template.text, i));
  }
  const written = runConformance({ paths: [dir], cwd: dir, update: true });
  const unwritten = written.results.filter((r) => !r.passed);
  if (unwritten.length > 0) throw new Error(`${unwritten.length} generated cases got no golden, e.g. ${unwritten[0].file}: ${unwritten[0].failure?.message}`);
  return { dir, count, games, templates: sources.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { count: { type: "string" }, out: { type: "string" } } });
  const count = values.count === undefined ? 10_000 : Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive whole number, not "${values.count}".`);
  const suite = generateSuite({ count, ...(values.out ? { out: path.resolve(values.out) } : {}) });
  console.log(`${suite.count} cases from ${suite.templates} bundled ones (${Object.entries(suite.games).map(([g, n]) => `${g} ${n}`).join(", ")}) with goldens in`);
  console.log(suite.dir);
}
