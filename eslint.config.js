// One flat config for the whole house: typescript-eslint's recommended rules, plus the
// layering rule from docs/architecture.md (the engine imports nothing from the packages above it).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Scripts (benchmarks, build and campaign runners, the GitHub Action's) are plain ES modules run by Node.
    files: ["packages/**/*.mjs", "action/**/*.mjs"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", performance: "readonly", setTimeout: "readonly", clearTimeout: "readonly", Buffer: "readonly" },
    },
  },
  {
    files: ["packages/engine/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@recycle-rules/*", "node:*", "fs", "path", "yaml"] }],
    },
  },
  {
    files: ["packages/cards/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@recycle-rules/linter", "@recycle-rules/cli", "@recycle-rules/language-server", "@recycle-rules/conformance"] }],
    },
  },
  {
    // The linter's stages know no game (docs/architecture.md, "The lint pipeline"): only games/<id>/
    // does, and only the entry points (api/, language/, the index) pick the built-in games.
    files: ["packages/linter/src/{cards,deck,diagnostics,expect,game,model,replay,rules,structure,testing,text,transcript}/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/games/*", "**/games/**"], message: "A stage of the linter knows no game: ask the GameModule (src/game/module.ts) instead." }] },
      ],
    },
  },
);
