import { defineConfig } from "vitest/config";

// The JSON report feeds the "N passed, N failed" line that .ci/run prints (scripts/test-summary.mjs).
export default defineConfig({
  test: {
    name: "packaging",
    include: ["test/**/*.test.ts"],
    // Packs every published package once, for all the files here (test/global-setup.ts).
    globalSetup: ["test/global-setup.ts"],
    // One file at a time: each starts package managers, npm installs and servers, and the rest of
    // the workspace's tests run beside them.
    fileParallelism: false,
    // The release dry run takes about 25 s alone and over 75 s beside the other packages' tests
    // on two loaded cores; the limit only has to catch a hang.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-results.json" },
  },
});
