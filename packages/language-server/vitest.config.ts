import { defineConfig } from "vitest/config";

// The JSON report feeds the "N passed, N failed" line that .ci/run prints (scripts/test-summary.mjs).
export default defineConfig({
  test: {
    name: "language-server",
    include: ["test/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-results.json" },
    // Every test here starts real processes (the server, the CLI, Neovim).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
