import { readFileSync } from "node:fs";
import { loadBuiltLinter } from "./built-linter.js";
import { checkInput } from "./check-input.js";
import type { Finding } from "./findings.js";
import type { FuzzInput } from "./input.js";

/**
 * Lints a saved finding again (its minimal input, then the original) through the built linter
 * and prints which invariants still break. Returns the exit code: 1 while any does.
 */
export async function replayFinding(file: string, timeLimitMs: number, log: (line: string) => void): Promise<number> {
  const finding = JSON.parse(readFileSync(file, "utf8")) as Finding;
  const api = await loadBuiltLinter();
  log(`${file}: ${finding.invariant} — ${finding.detail[0] ?? ""}`);
  if (finding.invariant === "hang") log("  (this input hung a worker: the replay may not return; stop it with Ctrl-C)");
  let broken = false;
  const inputs: [string, FuzzInput | undefined][] = [["minimal input", finding.minimal], ["input", finding.input]];
  for (const [label, input] of inputs) {
    if (!input) continue;
    const result = checkInput(api, input, { timeLimitMs });
    log(`${label}: ${input.entry}(${input.fileName || "no file name"}), ${input.text.length} characters, ${result.ms.toFixed(0)} ms, ${result.diagnostics} diagnostics`);
    for (const v of result.violations) {
      broken = true;
      log(`  ${v.invariant}:`);
      for (const line of v.detail.slice(0, 10)) log(`    ${line}`);
    }
    if (result.violations.length === 0) log("  no invariant broken");
  }
  return broken ? 1 : 0;
}
