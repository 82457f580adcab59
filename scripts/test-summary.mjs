#!/usr/bin/env node
// Sums the vitest JSON reports every package writes and prints the plain closing line CI reads:
// "N passed, N failed". Exits 1 when any test failed or when no report was found at all, so a
// run that executed nothing can't look green.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
let passed = 0;
let failed = 0;
let reports = 0;
for (const group of ["packages", "apps"]) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    // `.vitest-results.json` from each package's tests; `.vitest-e2e-results.json` from an
    // end-to-end suite kept apart (the VS Code test), so neither overwrites the other.
    for (const report of [".vitest-results.json", ".vitest-e2e-results.json"]) {
      const file = join(dir, name, report);
      if (!existsSync(file)) continue;
      const data = JSON.parse(readFileSync(file, "utf8"));
      passed += data.numPassedTests ?? 0;
      failed += data.numFailedTests ?? 0;
      reports++;
      console.log(`${group}/${name} (${report}): ${data.numPassedTests} passed, ${data.numFailedTests} failed`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || reports === 0 || passed === 0 ? 1 : 0);
