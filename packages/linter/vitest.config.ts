import { defineConfig } from "vitest/config";

// The JSON report feeds the "N passed, N failed" line that .ci/run prints (scripts/test-summary.mjs).
export default defineConfig({
  test: {
    name: "linter",
    include: ["test/**/*.test.ts"],
    // Property and end-to-end tests are CPU-bound; under turbo's parallel load on 2 cores they can take
    // several times longer than alone. Speed is measured by `pnpm bench`, never by timeouts.
    testTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-results.json" },
  },
});
