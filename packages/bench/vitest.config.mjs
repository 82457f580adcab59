import { defineConfig } from "vitest/config";

// The suite's own checks (its inputs and its report), never its timings: those are `pnpm bench`.
export default defineConfig({
  test: {
    name: "bench",
    include: ["test/**/*.test.mjs"],
    testTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-results.json" },
  },
});
