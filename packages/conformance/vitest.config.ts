import { defineConfig } from "vitest/config";

// The JSON report feeds the "N passed, N failed" line that .ci/run prints (scripts/test-summary.mjs).
export default defineConfig({
  test: {
    name: "conformance",
    include: ["test/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-results.json" },
  },
});
