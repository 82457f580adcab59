import { defineConfig } from "vitest/config";

export default defineConfig({ test: { name: "cards", include: ["test/**/*.test.ts"] } });
