import { defineConfig } from "vitest/config";

// `pnpm test:vscode`: the extension in real VS Code (code-server) driven in Chromium. Its report
// goes to its own file so it doesn't overwrite the unit tests' .vitest-results.json.
export default defineConfig({
  test: {
    name: "vscode-e2e",
    root: new URL("..", import.meta.url).pathname,
    include: ["e2e/**/*.e2e.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-e2e-results.json" },
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
