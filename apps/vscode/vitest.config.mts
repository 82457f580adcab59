import { defineConfig } from "vitest/config";

// The JSON report feeds the "N passed, N failed" line that .ci/run prints (scripts/test-summary.mjs).
// The end-to-end test in real VS Code has its own config (e2e/vitest.config.ts, `pnpm test:vscode`).
export default defineConfig({
  test: {
    name: "vscode",
    include: ["test/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-results.json" },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
