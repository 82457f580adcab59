import { defineConfig } from "vitest/config";

// The JSON report feeds the "N passed, N failed" line that .ci/run prints (scripts/test-summary.mjs).
export default defineConfig({
  test: {
    name: "cli",
    include: ["test/**/*.test.ts"],
    // Property and end-to-end tests are CPU-bound; under turbo's parallel load on 2 cores they can take
    // several times longer than alone. Speed is measured by `pnpm bench`, never by timeouts.
    testTimeout: 60_000,
    // The action's tests run its whole step (lint twice, conformance) in a beforeAll: a hook needs
    // the same room (vitest's default is 10 s, which a loaded machine exceeded).
    hookTimeout: 120_000,
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-results.json" },
  },
});
