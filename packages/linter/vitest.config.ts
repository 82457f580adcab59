import { defineConfig } from "vitest/config";

export default defineConfig({ test: { name: "linter", include: ["test/**/*.test.ts"] } });
