#!/usr/bin/env node
// The README's "main job": lint the bundled examples with the built CLI and show the report.
//
// The examples are *meant* to have findings (several show what the linter refuses), so the CLI's
// exit code 1 is success here. This script fails when:
//   - the CLI exits with anything but 0 or 1 (2 = usage error or crash): that code is passed on;
//   - the examples produce no findings at all (the linter has stopped seeing anything);
//   - any finding is about the input rather than the rules: scenario/syntax, scenario/unknown-card
//     and every other scenario/* code but scenario/expect-mismatch. The bundled examples must be
//     well-formed; an allow-list (recycle/*, scenario/expect-mismatch, and the findings that say
//     what the engine doesn't model: scenario/unmodelled-text, scenario/card-not-modelled) keeps
//     that true when the linter grows new input codes.
// It runs the JSON report for the checks, then the stylish report for the human reading the log.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "packages", "cli", "dist", "bin.js");
/** Findings the examples may show: the rules' verdicts, and a replay disagreeing with an expect. */
// Deck checks are rules findings too, except those about the input itself.
const DECK_INPUT_CODES = new Set(["deck/syntax", "deck/unknown-card", "deck/deck-code", "deck/internal-error"]);
// What the engine doesn't model is said where a card is set up (no silent skip): a fact about the
// engine's coverage, not a flaw of the example.
const COVERAGE_CODES = new Set(["scenario/unmodelled-text", "scenario/card-not-modelled"]);
const isRulesFinding = (code) =>
  code.startsWith("recycle/") || code === "scenario/expect-mismatch" || COVERAGE_CODES.has(code) || (code.startsWith("deck/") && !DECK_INPUT_CODES.has(code));

if (!existsSync(bin)) {
  console.error(`lint-examples: ${path.relative(root, bin)} is missing; build first (npx -y pnpm@12.4.2 run examples builds and runs this).`);
  process.exit(2);
}

/** Runs the CLI from the repository root so "examples" and the reported paths are stable. */
function cli(args, stdio) {
  const result = spawnSync(process.execPath, [bin, "lint", "examples", ...args], { cwd: root, stdio, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    console.error(`lint-examples: could not start the CLI: ${result.error.message}`);
    process.exit(2);
  }
  // A signal leaves status null: treat it as a crash.
  return { status: result.status ?? 2, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** Returns the problems that make the examples unfit, or exits with the CLI's failure code. */
function checkJsonReport() {
  const json = cli(["--format", "json"], ["ignore", "pipe", "pipe"]);
  if (json.status !== 0 && json.status !== 1) {
    process.stderr.write(json.stderr);
    console.error(`lint-examples: the CLI failed (exit ${json.status}).`);
    process.exit(json.status);
  }
  let results;
  try {
    results = JSON.parse(json.stdout);
  } catch (e) {
    console.error(`lint-examples: the CLI's JSON report does not parse: ${e.message}`);
    process.exit(2);
  }
  const problems = [];
  let findings = 0;
  for (const { filePath, diagnostics } of results) {
    findings += diagnostics.length;
    for (const d of diagnostics) {
      if (!isRulesFinding(d.code)) {
        problems.push(`${path.relative(root, filePath)}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}: ${d.message}`);
      }
    }
  }
  if (findings === 0) problems.push("the examples produced no findings at all; several are meant to show diagnostics.");
  return problems;
}

const problems = checkJsonReport();
const stylish = cli([], "inherit");
if (stylish.status !== 0 && stylish.status !== 1) process.exit(stylish.status);

if (problems.length > 0) {
  console.error("\nlint-examples: the bundled examples are not fit to ship:");
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("\nlint-examples: OK (findings above are the ones the examples are meant to show).");
